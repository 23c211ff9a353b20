// Reads the files a page imports: markdown partials (`import Intro from './_intro.md'`), parsed like the page, and
// the text of raw and JSON imports.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { preprocessSource } from './preprocessSource.js';

/** A partial a page's rendering read: the cached page is current only while its hash is. */
export interface PartialDependency {
  file: string;
  hash: string;
}

/** Reads partials for one page, recording each file read. */
export interface PartialReader {
  /** The parsed partial at `source` (relative to the page, or `@site/…`), or undefined when there is none. */
  parsePartial(source: string): Root | undefined;
  /** The text of the file at `source` (as for parsePartial), or undefined when there is none. */
  readText(source: string): string | undefined;
  dependencies: PartialDependency[];
}

/** Partials past this many on one page are left out: a partial that imports itself would never end. */
const maxPartialsPerPage = 100;

/** A reader for the partials of the page in `file`, parsed with `parse`. */
export function partialReader(file: VFile, parse: (text: string) => Root): PartialReader {
  const pageDir = file.path && path.isAbsolute(file.path) ? path.dirname(file.path) : undefined;
  const siteDir = file.data.siteDir as string | undefined;
  const dependencies: PartialDependency[] = [];
  const readText = (source: string): string | undefined => {
    const absolute = source.startsWith('@site/')
      ? siteDir && path.join(siteDir, source.slice('@site/'.length))
      : pageDir && path.resolve(pageDir, source);
    if (!absolute || dependencies.length >= maxPartialsPerPage) return undefined;
    let text: string;
    try {
      text = readFileSync(absolute, 'utf8');
    } catch {
      return undefined;
    }
    dependencies.push({ file: absolute, hash: partialHash(text) });
    return text;
  };
  return {
    dependencies,
    readText,
    parsePartial(source) {
      const text = readText(source);
      return text === undefined ? undefined : parse(preprocessSource(text, 'mdx'));
    },
  };
}

/** The hash a partial's text is recorded with. */
function partialHash(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

/** True when every partial still has the text it was rendered with. */
export function partialsUnchanged(partials: PartialDependency[] | undefined): boolean {
  return (partials ?? []).every(({ file, hash }) => {
    try {
      return partialHash(readFileSync(file, 'utf8')) === hash;
    } catch {
      return false;
    }
  });
}
