// Lists the static folder's files for the build to copy to the site root, without following symlinks out of it.
import { existsSync, readdirSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isWithin } from '../isWithin.js';
import type { Diagnostic, StaticFile } from '../types.js';
import { toPosix } from './readDocsTree.js';

/**
 * Every file of `staticDir`. A symlink is published as the file it points to only when that file lies inside the
 * static folder: one pointing elsewhere (a system file, a key) or nowhere is skipped with a warning naming the link.
 */
export function readStaticFolder(
  staticDir: string,
  rootDir: string,
): { files: StaticFile[]; diagnostics: Diagnostic[] } {
  const files: StaticFile[] = [];
  const diagnostics: Diagnostic[] = [];
  if (!existsSync(staticDir)) return { files, diagnostics };
  const root = realpathSync(staticDir);
  const skipped = (file: string, message: string, hint: string) =>
    diagnostics.push({ severity: 'warning', file: toPosix(path.relative(rootDir, file)), message, hint });
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const sitePath = toPosix(path.relative(staticDir, file));
    if (entry.isFile()) files.push({ path: sitePath, from: file });
    if (!entry.isSymbolicLink()) continue;
    const target = realTarget(file);
    if (!target) {
      skipped(
        file,
        `broken symlink in the static folder: ${sitePath} points to ${readlinkSync(file)}, which does not exist; it is not published`,
        'Delete the link, or point it at a file inside the static folder.',
      );
    } else if (!isWithin(target, root)) {
      skipped(
        file,
        `symlink ${sitePath} points outside the static folder (to ${target}); it is not followed or published`,
        'Copy the file into the static folder if it belongs on the site.',
      );
    } else if (statSync(target).isFile()) {
      files.push({ path: sitePath, from: target });
    } else {
      skipped(
        file,
        `symlink ${sitePath} points to a folder; it is not followed`,
        'Link the files themselves, or move the folder into the static folder.',
      );
    }
  }
  return { files, diagnostics };
}

function realTarget(link: string): string | undefined {
  try {
    return realpathSync(link);
  } catch {
    return undefined;
  }
}

/**
 * The files of several static folders, published at the site root: a file of a later folder replaces one at the same
 * path in an earlier folder (a docs folder's own site static files win over the config's).
 */
export function readStaticFolders(
  staticDirs: string[],
  rootDir: string,
): { files: StaticFile[]; diagnostics: Diagnostic[] } {
  const byPath = new Map<string, StaticFile>();
  const diagnostics: Diagnostic[] = [];
  for (const dir of new Set(staticDirs)) {
    const read = readStaticFolder(dir, rootDir);
    for (const file of read.files) byPath.set(file.path, file);
    diagnostics.push(...read.diagnostics);
  }
  return { files: [...byPath.values()], diagnostics };
}
