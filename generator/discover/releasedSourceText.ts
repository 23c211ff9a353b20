// A build holds every page's text from discovery until the render threads have had it; after that it needs a page's
// text again only to write its `.md` copy and to place a diagnostic. Letting the texts go then, and reading a file
// again when its text is asked for, keeps a large site's sources out of memory for the rest of the build. A text read
// again must be the one the page was rendered from, so it is checked against the hash the page was keyed by.
import type { RenderedPage, SourceFile, SourcePage } from '../types.js';
import { sourceHash, textHash } from './sourceHash.js';

/** How to read each source file again, for the files read from disk (not those a plugin made). */
const readers = new WeakMap<SourceFile, () => { contents: string }>();

/** Records that `source` is what `read` reads, so that its text may be let go and read again. */
export function readAgainFrom(source: SourceFile, read: () => { contents: string }): void {
  readers.set(source, read);
}

/** A file whose text changed on disk between its first read and a later one in the same build. */
export class SourceChangedError extends Error {
  constructor(readonly origin: string) {
    super(`${origin} changed while the site was being built`);
  }
}

/**
 * Lets go of the text of each page read from disk: its source's `contents`, its `body` and its rendered `markdown`
 * become read from the file on each use, and a read that finds another text throws SourceChangedError. The three
 * are not enumerable, as the body fields of a page read on use are: a copy of a page ({ ...page }) leaves its text
 * behind rather than reading the file. For a build only: the dev server compares texts on every save.
 */
export function releaseSourceTexts(pages: RenderedPage[]): void {
  for (const rendered of pages) {
    const { page } = rendered;
    const read = readers.get(page.source);
    if (!read) continue;
    const { source } = page;
    const origin = source.origin;
    const hash = sourceHash(source);
    const bodyStart = source.contents.length - page.body.length;
    const readText = () => {
      const contents = readOrUndefined(read);
      if (contents === undefined || textHash(origin, contents) !== hash) throw new SourceChangedError(origin);
      return contents;
    };
    readOnUse(source, 'contents', readText);
    readOnUse(page, 'body', () => readText().slice(bodyStart));
    readOnUse(rendered, 'markdown', () => page.body);
  }
}

/** The text `read` reads; undefined when the file is gone or cannot be read any more. */
function readOrUndefined(read: () => { contents: string }): string | undefined {
  try {
    return read().contents;
  } catch {
    return undefined;
  }
}

function readOnUse<T extends object>(target: T, field: keyof T & string, get: () => string): void {
  Object.defineProperty(target, field, { get, enumerable: false, configurable: true });
}
