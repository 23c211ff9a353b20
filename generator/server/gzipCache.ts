// Gzips a text file once per version (path, size, modification time) and keeps the result, up to a total size, so
// that a file the build did not precompress is not compressed again on every request.
import type { Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** The gzipped bytes of a file whose `stats` were just read; the least recently used entries go past `limitBytes`. */
export type GzipCache = (file: string, stats: Stats) => Promise<Buffer>;

/** A cache holding at most `limitBytes` of gzipped bytes. */
export function createGzipCache(limitBytes: number): GzipCache {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return async (file, stats) => {
    const key = `${file}\0${stats.size}\0${stats.mtimeMs}`;
    const hit = entries.get(key);
    if (hit) {
      // Map order is insertion order: moving a hit to the end keeps the least recently used first.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const body = await gzipAsync(await readFile(file));
    if (!entries.has(key)) total += body.length;
    entries.set(key, body);
    for (const [oldKey, old] of entries) {
      if (total <= limitBytes) break;
      entries.delete(oldKey);
      total -= old.length;
    }
    return body;
  };
}
