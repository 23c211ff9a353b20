// Whether one absolute path is another or lies inside it, how a folder docsgen writes overlaps the project, and where
// a folder still to be made would be made from.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** True when `inner` is `outer` or lies inside it (`/a/bc` is not inside `/a/b`). */
export function isWithin(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(outer.endsWith(path.sep) ? outer : `${outer}${path.sep}`);
}

/** What a folder that docsgen writes or deletes in must keep clear of. */
export interface ProtectedPaths {
  rootDir: string;
  /** The config file and the folders the site is read from (docs, pages, blog, static files). */
  sources: string[];
}

/**
 * How `dir` overlaps `paths`: the first of the project and the sources that it is or holds (`holds`), and the first
 * source it lies inside (`inside`); lying inside the project is what every such folder does by default.
 */
export function overlapOf(dir: string, paths: ProtectedPaths): { holds?: string; inside?: string } {
  return {
    holds: [paths.rootDir, ...paths.sources].find((p) => isWithin(p, dir)),
    inside: paths.sources.find((p) => isWithin(dir, p)),
  };
}

/** `dir`, or the nearest of its parents that exists: the folder a path not yet made would be made in. */
export function nearestExisting(dir: string): string {
  let existing = dir;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  return existing;
}
