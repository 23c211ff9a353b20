// Reads the files a page imports: markdown partials (`import Intro from './_intro.md'`), parsed like the page, and
// files imported for their content (`import Code from '!!raw-loader!./example.js'`, `import data from './x.json'`).
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { isWithin } from '../isWithin.js';
import type { PlacedPartial } from './partialPlaces.js';
import { preprocessSource } from './preprocessSource.js';

/** A partial a page's rendering read: the cached page is current only while its hash is. */
export interface PartialDependency {
  file: string;
  hash: string;
}

/** Why a partial's text could not be parsed, and where in that text. */
interface PartialParseFailure {
  reason: string;
  offset: number;
}

/**
 * A partial read for a page: its parsed tree, its file, and the text the tree was parsed from; a partial that could
 * not be parsed has an empty tree and says why.
 */
interface ReadPartial extends PlacedPartial {
  tree: Root;
  failure?: PartialParseFailure;
}

/**
 * Reads partials for one page, recording each file read. A relative `source` starts from `fromDir`: the folder of the
 * file that writes the import, the page's or a partial's.
 */
export interface PartialReader {
  /**
   * The partial at `source` (relative, or `@site/…`); `outside` when the file (symlinks followed) lies outside the
   * site folder; undefined when there is none.
   */
  parsePartial(source: string, fromDir: string | undefined): ReadPartial | 'outside' | undefined;
  /**
   * The text of a file imported for its content (raw-loader or JSON: `./x.js`, `@site/…`; the extension may be left
   * out, as webpack allows), when it lies inside the site folder; undefined otherwise.
   */
  readImported(source: string, fromDir: string | undefined): string | undefined;
  dependencies: PartialDependency[];
}

/** The extensions webpack tries for an import written without one, in its order. */
const importExtensions = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.json', '.md', '.mdx'];

/** Partials past this many on one page are left out: a partial that imports itself would never end. */
const maxPartialsPerPage = 100;

/** A reader for the partials of the page in `file`, parsed with `parse`. */
export function partialReader(file: VFile, parse: (text: string) => Root): PartialReader {
  const siteDir = file.data.siteDir as string | undefined;
  const realSiteDir = siteDir && (realPath(siteDir) ?? siteDir);
  const dependencies: PartialDependency[] = [];
  let reads = 0;
  // Confined like the images: a path or symlink leading out of the site folder is not read.
  const inside = (found: string | undefined) =>
    found && realSiteDir && isWithin(found, realSiteDir) ? found : undefined;
  const resolve = (source: string, fromDir: string | undefined) =>
    source.startsWith('@site/')
      ? siteDir && path.join(siteDir, source.slice('@site/'.length))
      : fromDir && path.resolve(fromDir, source);
  const read = (absolute: string): string | undefined => {
    if (reads++ >= maxPartialsPerPage) return undefined;
    try {
      const text = readFileSync(absolute, 'utf8');
      dependencies.push({ file: absolute, hash: partialHash(text) });
      return text;
    } catch {
      return undefined;
    }
  };
  // A file the page imports that is not there yet: the page is rendered again once it is.
  const absent = (files: string[]) => {
    for (const missing of files) if (!realPath(missing)) dependencies.push({ file: missing, hash: absentHash });
  };
  return {
    dependencies,
    parsePartial(source, fromDir) {
      const absolute = resolve(source, fromDir);
      const found = absolute && realFile(absolute);
      if (!found) {
        if (absolute) absent([absolute]);
        return undefined;
      }
      // Its real file must be inside; it is read, recorded and named as imported, as the page is by its path.
      if (!inside(found)) return 'outside';
      const text = read(absolute!);
      if (text === undefined) return undefined;
      return parsedPartial(preprocessSource(text, 'mdx'), absolute!, parse);
    },
    readImported(source, fromDir) {
      const absolute = resolve(source, fromDir);
      if (!absolute) return undefined;
      const found = importExtensions.map((ext) => realFile(absolute + ext)).find((file) => file !== undefined);
      if (!found) absent(importExtensions.map((ext) => absolute + ext));
      const confined = inside(found);
      return confined && read(confined);
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

/** The hash of a file that was imported but not there. */
const absentHash = 'absent';

/** True when every partial still has the text it was rendered with, and every absent one is still absent. */
export function partialsUnchanged(partials: PartialDependency[] | undefined): boolean {
  return (partials ?? []).every(({ file, hash }) => {
    if (hash === absentHash) return realPath(file) === undefined;
    try {
      return partialHash(readFileSync(file, 'utf8')) === hash;
    } catch {
      return false;
    }
  });
}

/** The partial in `file`, parsed from `text`; one that cannot be parsed has an empty tree and says why. */
function parsedPartial(text: string, file: string, parse: (text: string) => Root): ReadPartial {
  try {
    return { tree: parse(text), file, text };
  } catch (error) {
    return { tree: { type: 'root', children: [] }, file, text, failure: failureOf(error, text) };
  }
}

/**
 * Where parsing `text` failed, as an offset into it. A JSX tag left open at the end of the text has no position of its
 * own: mdast-util-mdx-jsx names the opening tag's in the reason, as `(13:1-13:7)`.
 */
function failureOf(error: unknown, text: string): PartialParseFailure {
  const place = error as { line?: number; column?: number; reason?: string; message?: string };
  const reason = place.reason ?? place.message ?? String(error);
  const opening = place.line === undefined ? /\((\d+):(\d+)-\d+:\d+\)/.exec(reason) : null;
  const line = place.line ?? (opening ? Number(opening[1]) : 1);
  const column = place.column ?? (opening ? Number(opening[2]) : 1);
  const lineStart =
    text
      .split('\n')
      .slice(0, line - 1)
      .join('\n').length + (line > 1 ? 1 : 0);
  return { reason, offset: Math.min(lineStart + column - 1, text.length) };
}
