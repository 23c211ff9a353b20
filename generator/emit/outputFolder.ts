// Refuses output folders that a build would wreck: the emit stage replaces the whole folder with the new site.
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { nearestExisting, overlapOf, type ProtectedPaths } from '../isWithin.js';
import { buildStampName, hasBuildStamp } from './buildStamp.js';
import type { Diagnostic } from '../types.js';

/**
 * Why `outDir` cannot take the site, or undefined if it can. It may not be, or hold, the project or a source; may not
 * lie inside a source folder (the next build would read the site as content); must be creatable (no file on the way to
 * it, no link to nowhere in its place: the swap renames the new site onto its path); and, if it exists, must be a
 * folder that is empty or holds the stamp of an earlier build (the swap would delete anything else in it: a gh-pages
 * checkout has an index.html too, so only the stamp docsgen writes counts).
 */
export function outputFolderProblem(outDir: string, paths: ProtectedPaths): Diagnostic | undefined {
  const shown = (p: string) => path.relative(paths.rootDir, p) || '.';
  const problem = (message: string, hint: string): Diagnostic => ({
    severity: 'error',
    message: `output folder ${shown(outDir)}: ${message}`,
    hint,
  });
  const { holds: replaced, inside: source } = overlapOf(outDir, paths);
  if (replaced)
    return problem(
      `the build replaces this folder, and with it ${replaced === paths.rootDir ? 'the project' : shown(replaced)}`,
      'Pass --out a folder of its own, such as build.',
    );
  if (source)
    return problem(
      `it lies inside ${shown(source)}, which the site is built from`,
      'Pass --out a folder outside the sources, such as build.',
    );
  if (!existsSync(outDir)) return missingFolderProblem(outDir, problem, shown);
  if (!statSync(outDir).isDirectory())
    return problem('a file of that name exists', 'Pass --out a folder, or move the file away.');
  if (readdirSync(outDir).length === 0 || hasBuildStamp(outDir)) return undefined;
  return problem(
    `it is not empty and has no ${buildStampName} file, so docsgen did not build it; the build replaces the whole folder`,
    'Pass --out a new or empty folder (such as build), or, if nothing in this one is worth keeping, delete it first.',
  );
}

/** Why a folder cannot be made at `outDir`, which does not exist: a dangling link in its place, or a file above it. */
function missingFolderProblem(
  outDir: string,
  problem: (message: string, hint: string) => Diagnostic,
  shown: (p: string) => string,
): Diagnostic | undefined {
  const above = nearestExisting(path.dirname(outDir));
  if (existsSync(above) && !statSync(above).isDirectory())
    return problem(`${shown(above)} is a file, not a folder`, 'Pass --out a path whose parents are folders.');
  if (lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink())
    return problem(
      `it is a symbolic link to ${readlinkSync(outDir)}, which does not exist`,
      'Pass --out a folder rather than a link, or delete the link.',
    );
  return undefined;
}

/**
 * The folder a build writes for `outDir`: a symbolic link to a folder stands for that folder, so the site is swapped
 * in there and the link stays a link (the checks above then apply to the folder itself); any other path as given.
 */
export function linkedOutputFolder(outDir: string): string {
  if (!lstatSync(outDir, { throwIfNoEntry: false })?.isSymbolicLink()) return outDir;
  try {
    const target = realpathSync(outDir);
    return statSync(target).isDirectory() ? target : outDir;
  } catch {
    return outDir;
  }
}
