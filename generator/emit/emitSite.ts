// The emit stage: writes the site into a temporary folder and swaps it in, so a failed build leaves the old one.
import { mkdir, rename, rm, writeFile, copyFile, link } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CopiedFile, KeptFile, OutputFile, PendingFile } from '../types.js';
import { contentKey } from '../cache/buildCache.js';
import type { OutputMemo } from '../cache/outputMemo.js';
import { buildStampContents, buildStampName } from './buildStamp.js';
import { buildFolders, removeLeftovers, undoEmitSync } from './buildLeftovers.js';
import { cleanUpOnInterrupt } from '../interrupt.js';
import type { Progress } from '../task.js';
import { brotliOf, wantsBrotli } from './brotliFiles.js';

/** Everything the site folder will hold. */
export interface SiteOutput {
  files: OutputFile[];
  pending?: PendingFile[];
  copies: CopiedFile[];
  /** Files of the previous build kept as they are, with the keys of their inputs. */
  kept?: KeptFile[];
  /** Keys of the inputs of `files` that have one (pages); other files are keyed by their contents. */
  keys?: Map<string, string>;
}

/**
 * Writes `output` to `outDir` atomically: temp folder, then rename over the old one. With a memo of the previous
 * build, files that come out the same are hard-linked from it instead of written again.
 */
export async function emitSite(
  outDir: string,
  output: SiteOutput,
  memo?: OutputMemo,
  progress?: Progress,
): Promise<number> {
  const { staging } = buildFolders(outDir);
  await removeLeftovers(outDir);
  const pending = output.pending ?? [];
  await rm(staging, { recursive: true, force: true });
  const interrupted = cleanUpOnInterrupt(() => undoEmitSync(outDir));
  let written = 0;
  await mkdir(staging, { recursive: true });
  // Stamped first: a build killed halfway leaves a folder the next one knows as its own to delete.
  await writeFile(path.join(staging, buildStampName), buildStampContents);
  try {
    const kept = output.kept ?? [];
    // Every path is checked before any folder is made for it: a `..` path must not leave even an empty folder outside.
    const dirs = new Set(
      [...output.files, ...pending, ...output.copies, ...kept].map((f) =>
        path.dirname(path.join(staging, safeRelative(f.path))),
      ),
    );
    await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })));
    const keys = new Map(kept.map((file) => [file.path, file.key]));
    const writes = plannedWrites({ ...output, pending, kept }, staging, keys, memo);
    await runLimited(writes, maxOpenWrites, (done) => progress?.(done, writes.length));
    written = writes.length;
    await swapInto(staging, outDir);
    memo?.save(keys);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    interrupted();
  }
  return written;
}

/**
 * One write per file into `staging`, plus a `.br` copy for those that get one. With a memo, a file the previous build
 * wrote from the same key is linked from it (a `.br` copy is keyed by its file's key), and `keys` records every key.
 */
function plannedWrites(
  output: Required<Pick<SiteOutput, 'pending' | 'kept'>> & SiteOutput,
  staging: string,
  keys: Map<string, string>,
  memo: OutputMemo | undefined,
): Array<() => Promise<void>> {
  const writeOrLink = async (file: string, key: () => string, contents: () => Promise<string | Uint8Array>) => {
    const to = path.join(staging, safeRelative(file));
    if (memo) {
      const fileKey = key();
      keys.set(file, fileKey);
      const previous = memo.previous(file, fileKey);
      if (previous) return linkOrCopy(previous, to);
    }
    await writeFile(to, await contents());
  };
  return [
    ...output.files.flatMap((file) => {
      let fileKey: string | undefined;
      const key = () => (fileKey ??= output.keys?.get(file.path) ?? file.key ?? contentKey(file.contents));
      const write = () => writeOrLink(file.path, key, async () => file.contents);
      if (!wantsBrotli(file.path, () => Buffer.byteLength(file.contents))) return [write];
      const brotli = () =>
        writeOrLink(
          `${file.path}.br`,
          () => `br:${key()}`,
          () => brotliOf(file.contents),
        );
      return [write, brotli];
    }),
    ...output.pending.map((file) => () => {
      const key = output.keys?.get(file.path);
      if (key !== undefined) keys.set(file.path, key);
      return writeFile(path.join(staging, safeRelative(file.path)), file.render());
    }),
    ...output.kept.map((file) => () => linkOrCopy(file.from, path.join(staging, safeRelative(file.path)))),
    ...output.copies.map((file) => () => copyFile(file.from, path.join(staging, safeRelative(file.path)))),
  ];
}

/**
 * Writes in flight at once. Writing a string first encodes it into a new buffer: starting every page's write together
 * would hold a second copy of the whole site in memory at the build's peak, and the disk is no faster for it.
 */
const maxOpenWrites = 16;

/** Runs `tasks` with at most `limit` of them pending at a time, counting those done; rejects with the first failure. */
async function runLimited(
  tasks: Array<() => Promise<void>>,
  limit: number,
  onDone: (done: number) => void,
): Promise<void> {
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < tasks.length) {
      await tasks[next++]!();
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
}

/** A hard link shares the previous build's copy (which is deleted with the old folder); copied across devices. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await link(from, to).catch(() => copyFile(from, to));
}

async function swapInto(staging: string, outDir: string): Promise<void> {
  const { old } = buildFolders(outDir);
  if (existsSync(outDir)) await rename(outDir, old);
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
}

/** Refuses paths that would land outside the output folder. */
function safeRelative(p: string): string {
  const normal = path.posix.normalize(p.replace(/^\/+/, ''));
  if (normal.startsWith('..')) throw new Error(`refusing to write outside the output folder: ${p}`);
  return normal;
}
