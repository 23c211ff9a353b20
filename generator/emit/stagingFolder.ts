// The folder a build writes its site into before swapping it in (`<out>.tmp-<pid>`): stamped, and deleted when the
// build fails or is interrupted.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildStampContents, buildStampName } from './buildStamp.js';
import { buildFolders, undoEmitSync } from './buildLeftovers.js';
import { cleanUpOnInterrupt } from '../interrupt.js';

/** A staging folder being written. */
export interface StagingFolder {
  dir: string;
  /** The file `file` (a path in the site) in the staging folder; throws for a path that would land outside it. */
  fileOf(file: string): string;
  /** Makes the folders of `files` (paths in the site), every path checked before any folder is made. */
  makeFolders(files: Iterable<string>): void;
  /** Deletes the staging folder (a failed build). */
  discard(): Promise<void>;
  /** Ends the interrupt handling (the folder was swapped in, or discarded). */
  release(): void;
}

/** Opens a fresh staging folder for `outDir` (call removeLeftovers first). */
export async function openStagingFolder(outDir: string): Promise<StagingFolder> {
  const { staging } = buildFolders(outDir);
  await rm(staging, { recursive: true, force: true });
  const interrupted = cleanUpOnInterrupt(() => undoEmitSync(outDir));
  const fileOf = (file: string) => path.join(staging, safeRelative(file));
  try {
    await mkdir(staging, { recursive: true });
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
