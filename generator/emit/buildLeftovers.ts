// The temporary folders a build keeps beside its output (`build.tmp-<pid>`, `build.old-<pid>`), and those that builds
// killed before they could clean up left behind.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { hasBuildStamp } from './buildStamp.js';

/** The staging folder and the previous site's folder of this process's build of `outDir`. */
export function buildFolders(outDir: string): { staging: string; old: string } {
  return { staging: `${outDir}.tmp-${process.pid}`, old: `${outDir}.old-${process.pid}` };
}

/**
 * Undoes an emit cut short, synchronously: the old site goes back in place if the swap had moved it away, and the
 * temporary folders are deleted.
 */
export function undoEmitSync(outDir: string): void {
  const { staging, old } = buildFolders(outDir);
  if (!existsSync(outDir) && existsSync(old)) renameSync(old, outDir);
  rmSync(staging, { recursive: true, force: true });
  rmSync(old, { recursive: true, force: true });
}

/**
 * Deletes the temporary folders of earlier builds of `outDir`: named after it with `.tmp-<pid>` or `.old-<pid>`, holding
 * docsgen's stamp, and from a process that is gone (a concurrent build's folders are left alone).
 */
export async function removeLeftovers(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^${escapeRegExp(path.basename(outDir))}\\.(?:tmp|old)-(\\d+)$`);
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
