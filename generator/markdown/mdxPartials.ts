// Reads the markdown partials a page imports (`import Intro from './_intro.md'`), parsed like the page.
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
  dependencies: PartialDependency[];
}

/** Partials past this many on one page are left out: a partial that imports itself would never end. */
const maxPartialsPerPage = 100;

/** A reader for the partials of the page in `file`, parsed with `parse`. */
export function partialReader(file: VFile, parse: (text: string) => Root): PartialReader {
  const pageDir = file.path && path.isAbsolute(file.path) ? path.dirname(file.path) : undefined;
  const siteDir = file.data.siteDir as string | undefined;
  const dependencies: PartialDependency[] = [];
  return {
    dependencies,
    parsePartial(source) {
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
      return parse(preprocessSource(text, 'mdx'));
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
