// Whether one absolute path is another or lies inside it, and how a folder docsgen writes overlaps the project.
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
