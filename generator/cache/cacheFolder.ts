// Which folder may be the cache folder: pruning deletes folders in it, so docsgen uses only a folder it made (it
// stamps it when it makes it), and none that holds or lies in the project's sources or the output folder.
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isWithin, nearestExisting, overlapOf, type ProtectedPaths } from '../isWithin.js';
import { hasCacheLayout } from './cacheLayout.js';
import { cacheStampContents, cacheStampName, hasCacheStamp } from './cacheStamp.js';
import type { Diagnostic } from '../types.js';

/** The paths a cache folder keeps clear of: the project, its sources and, for a build, its output folder. */
export interface CachePaths extends ProtectedPaths {
  outDir?: string;
}

/** The cache folder of a builder: claimed before anything is written into it, and checked again once the config is known. */
export function cacheFolder(dir: string, rootDir: string) {
  let made: string | undefined;
  return {
    /** Makes and stamps the folder, or says why it cannot be the cache folder (nothing is written then). */
    async claim(paths: CachePaths): Promise<Diagnostic | undefined> {
      const problem = cachePlacementProblem(dir, paths) ?? cacheContentsProblem(dir, rootDir);
      if (problem) return problem;
      try {
        made = (await mkdir(dir, { recursive: true })) ?? made;
        if (!hasCacheStamp(dir))
          await writeFile(path.join(dir, cacheStampName), cacheStampContents, { flag: 'wx' }).catch(
            (error: NodeJS.ErrnoException) => {
              // Another build making the same folder stamped it first.
              if (error.code !== 'EEXIST') throw error;
            },
          );
        return undefined;
      } catch (error) {
        return cacheProblem(dir, rootDir, `could not make the cache folder: ${(error as Error).message}`, writableHint);
      }
    },
    /** Why the folder cannot be the cache of a build reading `paths`; a folder `claim` made is deleted again then. */
    async check(paths: CachePaths): Promise<Diagnostic | undefined> {
      const problem = cachePlacementProblem(dir, paths);
      if (problem && made) await rm(made, { recursive: true, force: true });
      if (problem) made = undefined;
      return problem;
    },
  };
}

const ownFolderHint = 'Pass --cache-dir a folder of its own, such as .docsgen-cache.';
const writableHint = 'Pass --cache-dir a new or empty folder you can write to, such as .docsgen-cache.';

/** Why `dir` cannot be the cache folder of a build reading and writing `paths`, or undefined. */
function cachePlacementProblem(dir: string, paths: CachePaths): Diagnostic | undefined {
  const output = paths.outDir ? [paths.outDir] : [];
  const { holds, inside } = overlapOf(dir, { rootDir: paths.rootDir, sources: [...paths.sources, ...output] });
  const shown = (p: string) => shownPath(p, paths.rootDir);
  if (holds) {
    const what = holds === paths.rootDir ? 'the project' : shown(holds);
    return cacheProblem(
      dir,
      paths.rootDir,
      `the cache folder holds ${what}, and pruning deletes folders in it`,
      ownFolderHint,
    );
  }
  if (inside) {
    const which = inside === paths.outDir ? 'each build replaces' : 'the site is built from';
    return cacheProblem(
      dir,
      paths.rootDir,
      `the cache folder lies inside ${shown(inside)}, which ${which}`,
      ownFolderHint,
    );
  }
  return undefined;
}

/**
 * Why the folder at `dir` cannot be the cache folder, or undefined: it may be missing, empty, stamped, or laid out
 * exactly as docsgen lays out a cache (one made before docsgen stamped its cache folders).
 */
function cacheContentsProblem(dir: string, rootDir: string): Diagnostic | undefined {
  const existing = nearestExisting(dir);
  if (!statSync(existing).isDirectory()) {
    const what = existing === dir ? 'a file of that name exists' : `${shownPath(existing, rootDir)} is a file`;
    return cacheProblem(dir, rootDir, `${what}, so the cache folder cannot be made`, writableHint);
  }
  if (existing !== dir) return undefined;
  const names = readdirSync(dir);
  if (names.every((name) => name === cacheStampName) || hasCacheStamp(dir) || hasCacheLayout(dir)) return undefined;
  return cacheProblem(
    dir,
    rootDir,
    `the cache folder is not empty and has no ${cacheStampName} of docsgen's, so docsgen did not make it, and pruning would delete folders in it`,
    'Pass --cache-dir a new or empty folder, or the cache folder docsgen made (.docsgen-cache by default); a cache folder of an older docsgen can be deleted.',
  );
}

function cacheProblem(dir: string, rootDir: string, message: string, hint: string): Diagnostic {
  return { severity: 'error', file: shownPath(dir, rootDir), message, hint };
}

/** A path as the user wrote it: relative inside the project, absolute outside it. */
function shownPath(p: string, rootDir: string): string {
  return isWithin(p, rootDir) ? path.relative(rootDir, p) || '.' : p;
}
