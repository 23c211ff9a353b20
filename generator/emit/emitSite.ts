// The emit stage: writes the site into a temporary folder and swaps it in, so a failed build leaves the old one.
import { copyFile, rm, writeFile } from 'node:fs/promises';
import { copyFileSync, existsSync, linkSync } from 'node:fs';
import type { CopiedFile, KeptFile, OutputFile, PendingFile } from '../types.js';
import { copyKeyOf, isUnchangedSite } from './unchangedSite.js';
import { contentKey } from '../cache/buildCache.js';
import type { OutputMemo } from '../cache/outputMemo.js';
import { removeLeftovers } from './buildLeftovers.js';
import { openStagingFolder, type StagingFolder } from './stagingFolder.js';
import { maxOpenWrites, type PageWrites } from './pageWrites.js';
import { writeHere } from './pageThreads.js';
import type { Progress } from '../task.js';
import { brotliKeyOf, brotliOf, brotliPathOf, wantsBrotli } from './brotliFiles.js';

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
 * build, files that come out the same are hard-linked from it instead of written again. `pages`, when given, is
 * writing the pending pages into its staging folder already (startPageWrites): the rest is written beside them.
 */
export async function emitSite(
  outDir: string,
  output: SiteOutput,
  memo?: OutputMemo,
  progress?: Progress,
  pages?: PageWrites,
): Promise<number> {
  const pending = output.pending ?? [];
  const known = new Map<string, string>();
  if (!pages) {
    await removeLeftovers(outDir);
    if (memo && pending.length === 0 && existsSync(outDir)) {
      const planned = plannedKeys(output, known);
      if (isUnchangedSite(outDir, planned, memo)) return planned.size;
    }
  }
  const staging = pages?.staging ?? (await openStagingFolder(outDir));
  try {
    const kept = output.kept ?? [];
    const toWrite = pages ? [] : pending;
    staging.makeFolders([...output.files, ...toWrite, ...output.copies, ...kept].map((f) => f.path));
    const keys = new Map(kept.map((file) => [file.path, file.key]));
    for (const file of pending) {
      const key = output.keys?.get(file.path);
      if (key !== undefined) keys.set(file.path, key);
    }
    const writes = plannedWrites({ ...output, pending: toWrite, kept }, staging, { keys, known }, memo);
    const total = writes.length + (pages ? pending.length : 0);
    await runLimited(writes, maxOpenWrites, (done) => progress?.(done + (pages?.written() ?? 0), total));
    await pages?.done;
    await staging.swapIn();
    memo?.save(keys);
    return total;
  } catch (error) {
    await (pages ?? staging).discard();
    throw error;
  } finally {
    staging.release();
  }
}

/**
 * One write per file into `staging`, plus a `.br` copy for those that get one. With a memo, a file the previous build
 * wrote from the same key is linked from it (a `.br` copy is keyed by its file's key, a copy by its source's size and
 * time), and `keys` records every key; `known` holds keys made already.
 */
function plannedWrites(
  output: Required<Pick<SiteOutput, 'pending' | 'kept'>> & SiteOutput,
  staging: StagingFolder,
  { keys, known }: { keys: Map<string, string>; known: Map<string, string> },
  memo: OutputMemo | undefined,
): Array<() => Promise<void>> {
  const writeOrLink = async (file: string, key: () => string, write: (to: string) => Promise<void>) => {
    const to = staging.fileOf(file);
    if (memo) {
      const fileKey = key();
      keys.set(file, fileKey);
      const previous = memo.previous(file, fileKey);
      if (previous) return linkOrCopySync(previous, to);
    }
    await write(to);
  };
  return [
    ...output.files.flatMap((file) => {
      const key = () => fileKeyOf(output, file, known);
      const write = () =>
        writeOrLink(file.path, key, (to) => writeFile(to, file.pieces ? inBatches(file.pieces()) : file.contents));
      if (!wantsBrotli(file.path, () => Buffer.byteLength(file.contents))) return [write];
      const brotli = () =>
        writeOrLink(
          brotliPathOf(file.path),
          () => brotliKeyOf(key()),
          async (to) => writeFile(to, await brotliOf(file.contents)),
        );
      return [write, brotli];
    }),
    ...output.pending.map((file) => () => writeHere(file, staging.fileOf(file.path))),
    ...output.kept.map((file) => async () => linkOrCopySync(file.from, staging.fileOf(file.path))),
    ...output.copies.map(
      (file) => () =>
        writeOrLink(
          file.path,
          () => known.get(file.path) ?? copyKeyOf(file.from),
          (to) => copyFile(file.from, to),
        ),
    ),
  ];
}

/** Pieces joined into strings of about a megabyte: one write each, and never the whole file in memory. */
function* inBatches(pieces: Iterable<string>): Iterable<string> {
  let batch = '';
  for (const piece of pieces) {
    batch += piece;
    if (batch.length >= 1 << 20) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/** The key of a written file: the one its maker gave, else a hash of its contents (`known` keeps those made). */
function fileKeyOf(output: SiteOutput, file: OutputFile, known: Map<string, string>): string {
  let key = known.get(file.path) ?? output.keys?.get(file.path) ?? file.key;
  if (key === undefined) known.set(file.path, (key = contentKey(file.contents)));
  return key;
}

/** Every file of `output` (no pending page) by path, with the key of its inputs; `known` keeps the hashes made. */
function plannedKeys(output: SiteOutput, known: Map<string, string>): Map<string, string> {
  const planned = new Map<string, string>();
  for (const file of output.files) {
    const key = fileKeyOf(output, file, known);
    planned.set(file.path, key);
    if (wantsBrotli(file.path, () => Buffer.byteLength(file.contents)))
      planned.set(brotliPathOf(file.path), brotliKeyOf(key));
  }
  for (const file of output.kept ?? []) planned.set(file.path, file.key);
  for (const file of output.copies) {
    known.set(file.path, copyKeyOf(file.from));
    planned.set(file.path, known.get(file.path)!);
  }
  return planned;
}

/** Runs `tasks` with at most `limit` of them pending at a time, counting those done; rejects with the first failure. */
async function runLimited(
  tasks: Array<() => Promise<void>>,
  limit: number,
  onDone: (done: number) => void,
): Promise<void> {
  let next = 0;
  let done = 0;
  // After a failure no task starts, and the error is thrown once the tasks under way have ended: the caller then
  // deletes the staging folder, which a write still under way would otherwise refill as it is deleted.
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (next < tasks.length && !failure) {
      try {
        await tasks[next++]!();
      } catch (error) {
        failure ??= { error };
        return;
      }
      onDone(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
  if (failure) throw failure.error;
}

/** A hard link shares the previous build's copy (which is deleted with the old folder); copied across devices. */
function linkOrCopySync(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
