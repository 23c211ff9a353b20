// The file docsgen writes in a cache folder it makes, so that it prunes only a folder it made.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Name of the stamp: named and begun as backup tools expect of a cache folder, so that they skip it. */
export const cacheStampName = 'CACHEDIR.TAG';

const signature = 'Signature: 8a477f597d28d172789f06886806bc55';
const mark = "docsgen's cache folder";

/** The stamp's contents. */
export const cacheStampContents = `${signature}\n# ${mark}: docsgen deletes what it no longer needs in it.\n`;

/** True when `dir` holds docsgen's stamp (another tool's cache folder does not count). */
export function hasCacheStamp(dir: string): boolean {
  try {
    const stamp = readFileSync(path.join(dir, cacheStampName), 'utf8');
    return stamp.startsWith(signature) && stamp.includes(mark);
  } catch {
    return false;
  }
}
