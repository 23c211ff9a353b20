// The temporary folders a build keeps beside its output (`build.tmp-<pid>`, `build.old-<pid>`, with `-<n>` added when
// that name is taken), and those that builds killed before they could clean up left behind.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { hasBuildStamp } from './buildStamp.js';

/** The temporary folders of one build of an output folder: the staging folder, and the previous site once moved. */
export interface BuildFolders {
  staging: string;
  old?: string;
}

/**
 * Makes a new folder beside `outDir` for this process's build (`<out>.<kind>-<pid>`, or `-<n>` after it when a folder
 * of that name exists) and returns its path. The folder is made without `recursive`, which fails on one that exists:
 * a folder of that name that someone else made is never written into, reused or deleted.
 */
export async function claimBuildFolder(outDir: string, kind: 'tmp' | 'old'): Promise<string> {
  const base = `${outDir}.${kind}-${process.pid}`;
  for (let n = 0; ; n++) {
    const dir = n === 0 ? base : `${base}-${n}`;
    try {
      await mkdir(dir);
      return dir;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Undoes an emit cut short, synchronously: the old site goes back in place if the swap had moved it away, and the
 * temporary folders this build made are deleted.
 */
export function undoEmitSync(outDir: string, folders: BuildFolders): void {
  if (folders.old && !existsSync(outDir) && existsSync(folders.old)) renameSync(folders.old, outDir);
  rmSync(folders.staging, { recursive: true, force: true });
  if (folders.old) rmSync(folders.old, { recursive: true, force: true });
}

/**
 * Deletes the temporary folders of earlier builds of `outDir`: named after it with `.tmp-<pid>` or `.old-<pid>`, holding
 * docsgen's stamp, and from a process that is gone (a concurrent build's folders are left alone).
 */
export async function removeLeftovers(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^${escapeRegExp(path.basename(outDir))}\\.(?:tmp|old)-(\\d+)(?:-\\d+)?$`);
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return [];
  }
  const leftovers = names.filter((name) => {
    const pid = pattern.exec(name)?.[1];
    return (
      pid !== undefined &&
      Number(pid) !== process.pid &&
      !isRunning(Number(pid)) &&
      hasBuildStamp(path.join(parent, name))
    );
  });
  await Promise.all(leftovers.map((name) => rm(path.join(parent, name), { recursive: true, force: true })));
  return leftovers;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
