// The file a build leaves in the root of its output folder, so a later build knows the folder is docsgen's to replace.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Name of the stamp file in the output root. */
export const buildStampName = '.docsgen-build';

/** The stamp's contents: the same for every build, so that two builds of one site stay byte-identical. */
export const buildStampContents = `${JSON.stringify({ generator: 'docsgen', stamp: 1 })}\n`;

/** True when `dir` holds the stamp of a docsgen build (a folder with an index.html of its own does not count). */
export function hasBuildStamp(dir: string): boolean {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dir, buildStampName), 'utf8')) as { generator?: unknown };
    return stamp.generator === 'docsgen';
  } catch {
    return false;
  }
}
