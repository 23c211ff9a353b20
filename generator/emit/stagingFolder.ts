// The folder a build writes its site into before swapping it in (`<out>.tmp-<pid>`): made by this build alone,
// stamped, and deleted when the build fails or is interrupted.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildStampContents, buildStampName } from './buildStamp.js';
import { claimBuildFolder, undoEmitSync, type BuildFolders } from './buildLeftovers.js';
import { cleanUpOnInterrupt } from '../interrupt.js';

/** A staging folder being written. */
export interface StagingFolder {
  dir: string;
  /** The file `file` (a path in the site) in the staging folder; throws for a path that would land outside it. */
  fileOf(file: string): string;
  /** Makes the folders of `files` (paths in the site), every path checked before any folder is made. */
  makeFolders(files: Iterable<string>): void;
  /** Puts the staging folder in place of the output folder, and deletes the previous site. */
  swapIn(): Promise<void>;
  /** Deletes the staging folder (a failed build). */
  discard(): Promise<void>;
  /** Ends the interrupt handling (the folder was swapped in, or discarded). */
  release(): void;
}

/** Opens a new staging folder for `outDir` (call removeLeftovers first). */
export async function openStagingFolder(outDir: string): Promise<StagingFolder> {
  await mkdir(path.dirname(outDir), { recursive: true });
  const folders: BuildFolders = { staging: await claimBuildFolder(outDir, 'tmp') };
  const staging = folders.staging;
  const interrupted = cleanUpOnInterrupt(() => undoEmitSync(outDir, folders));
  const fileOf = (file: string) => path.join(staging, safeRelative(file));
  try {
    // Stamped first: a build killed halfway leaves a folder the next one knows as its own to delete.
    await writeFile(path.join(staging, buildStampName), buildStampContents);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    interrupted();
    throw error;
  }
  return {
    dir: staging,
    fileOf,
    makeFolders(files) {
      const dirs = new Set([...files].map((file) => path.dirname(fileOf(file))));
      // Synchronous calls: each is one quick system call, which a promise through libuv's thread pool costs several
      // times over (a warm build makes thousands).
      for (const dir of dirs) mkdirSync(dir, { recursive: true });
    },
    async swapIn() {
      if (existsSync(outDir)) {
        // The previous site takes the place of an empty folder made for it: renaming a folder onto an empty one
        // replaces it, so no folder of that name made by anyone else is replaced.
        const old = await claimBuildFolder(outDir, 'old');
        await rename(outDir, old).catch(async (error: unknown) => {
          await rm(old, { recursive: true, force: true });
          throw error;
        });
        folders.old = old;
      }
      try {
        await rename(staging, outDir);
      } catch (error) {
        if (folders.old) await rename(folders.old, outDir);
        throw error;
      }
      if (folders.old) await rm(folders.old, { recursive: true, force: true });
    },
    discard: () => rm(staging, { recursive: true, force: true }),
    release: interrupted,
  };
}

/** Refuses paths that would land outside the output folder. */
function safeRelative(p: string): string {
  const normal = path.posix.normalize(p.replace(/^\/+/, ''));
  if (normal.startsWith('..')) throw new Error(`refusing to write outside the output folder: ${p}`);
  return normal;
}
