// Reads the files a page imports: markdown partials (`import Intro from './_intro.md'`), parsed like the page, and
// files imported for their content (`import Code from '!!raw-loader!./example.js'`, `import data from './x.json'`).
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { isWithin } from '../isWithin.js';
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
  /**
   * The text of a file imported for its content (raw-loader or JSON: `./x.js`, `@site/…`; the extension may be left
   * out, as webpack allows), when it lies inside the site folder; undefined otherwise.
   */
  readImported(source: string): string | undefined;
  dependencies: PartialDependency[];
}

/** The extensions webpack tries for an import written without one, in its order. */
const importExtensions = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json', '.md', '.mdx'];

/** Partials past this many on one page are left out: a partial that imports itself would never end. */
const maxPartialsPerPage = 100;

/** A reader for the partials of the page in `file`, parsed with `parse`. */
export function partialReader(file: VFile, parse: (text: string) => Root): PartialReader {
  const pageDir = file.path && path.isAbsolute(file.path) ? path.dirname(file.path) : undefined;
  const siteDir = file.data.siteDir as string | undefined;
  const dependencies: PartialDependency[] = [];
  const resolve = (source: string) =>
    source.startsWith('@site/')
      ? siteDir && path.join(siteDir, source.slice('@site/'.length))
      : pageDir && path.resolve(pageDir, source);
  const read = (absolute: string): string | undefined => {
    if (dependencies.length >= maxPartialsPerPage) return undefined;
    try {
      const text = readFileSync(absolute, 'utf8');
      dependencies.push({ file: absolute, hash: partialHash(text) });
      return text;
    } catch {
      return undefined;
    }
  };
  return {
    dependencies,
    parsePartial(source) {
      const absolute = resolve(source);
      const text = absolute ? read(absolute) : undefined;
      return text === undefined ? undefined : parse(preprocessSource(text, 'mdx'));
    },
    readImported(source) {
      const absolute = resolve(source);
      if (!absolute || !siteDir) return undefined;
      const found = importExtensions.map((ext) => realFile(absolute + ext)).find((file) => file !== undefined);
      // Confined like the images: a path or symlink leading out of the site folder is not read.
      return found && isWithin(found, realPath(siteDir) ?? siteDir) ? read(found) : undefined;
    },
  };
}

/** The real path (symlinks followed) of an existing file or folder, else undefined. */
function realPath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/** The real path of an existing file, else undefined. */
function realFile(file: string): string | undefined {
  const real = realPath(file);
  return real && statSync(real).isFile() ? real : undefined;
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
