// Which output files get a brotli copy beside them (`<file>.br`), which `docsgen serve` and static hosts send to
// clients that accept brotli, and how it is made.
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

/** Below this size compression saves less than the round trip to look for the copy costs. */
const minBytes = 1024;

/**
 * Only the large shared files: the search index, scripts and styles, all of compressible types. Pages are many and
 * each is fetched once per visit; compressing every one adds more to a build than the few KB per page saves (gzip on
 * request covers them).
 */
const brotliPaths = /^(?:search-index\/[^/]+\.json|assets\/.+\.(?:js|css|json))$/;

/**
 * Quality 5 of 11: within a few percent of the size of quality 9 at a fraction of the time; 11 takes seconds on
 * the search index alone.
 */
const quality = 5;

/**
 * Whether the output file at `file` (relative to the site root) of `bytes` bytes gets a `.br` copy; the size is asked
 * for only for the paths that may (a file may be made on first use).
 */
export function wantsBrotli(file: string, bytes: () => number): boolean {
  return brotliPaths.test(file) && bytes() >= minBytes;
}

/** The path of the `.br` copy of the output file `file`. */
export const brotliPathOf = (file: string): string => `${file}.br`;

/** The key of a `.br` copy's inputs: those of its file, whose key is `key`. */
export const brotliKeyOf = (key: string): string => `br:${key}`;

/** The brotli bytes of `contents`, compressed on libuv's thread pool. */
export function brotliOf(contents: string | Uint8Array): Promise<Buffer> {
  return brotliAsync(typeof contents === 'string' ? Buffer.from(contents) : contents, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(contents),
    },
  });
}
