// What the previous build wrote, so the next one can keep a file whose inputs have not changed instead of
// rendering and writing it again: per file, a key of its inputs, and its size and mtime to notice edits by hand.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pruneCacheFolder } from '../pruneCacheFolder.js';

interface MemoEntry {
  key: string;
  size: number;
  mtimeMs: number;
}

/** The memo of one output folder. */
export interface OutputMemo {
  /** The previous build's copy of `file` when it was made from the same inputs (`key`) and is untouched since. */
  previous(file: string, key: string): string | undefined;
  /** Records the files of a finished build (after they are in `outDir`), and drops the memos of other folders but a few. */
  save(keys: Map<string, string>): Promise<void>;
}

const memoVersion = 1;
/** Memos of other output folders kept (each build into a new temporary folder leaves one). */
const keptOtherMemos = 8;

/** The memo of `outDir`, kept in `cacheDir` (one per output folder); empty when there is none yet. */
export function openOutputMemo(cacheDir: string, outDir: string): OutputMemo {
  const target = path.resolve(outDir);
  const file = path.join(cacheDir, 'output-memo', `${memoKey(target)}.json`);
  let entries: Record<string, MemoEntry> = {};
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { version: number; outDir: string; files: Record<string, MemoEntry> };
    if (stored.version === memoVersion && stored.outDir === target) entries = stored.files;
  } catch {
    // No memo yet (or an unreadable one): every file is written.
  }
  return {
    previous(relative, key) {
      const entry = entries[relative];
      if (entry?.key !== key) return undefined;
      const absolute = path.join(target, relative);
      try {
        const stat = statSync(absolute);
        return stat.size === entry.size && stat.mtimeMs === entry.mtimeMs ? absolute : undefined;
      } catch {
        return undefined;
      }
    },
    async save(keys) {
      const files: Record<string, MemoEntry> = {};
      for (const [relative, key] of keys) {
        try {
          const stat = statSync(path.join(target, relative));
          files[relative] = { key, size: stat.size, mtimeMs: stat.mtimeMs };
        } catch {
          // Not written after all: nothing to remember.
        }
      }
      mkdirSync(path.dirname(file), { recursive: true });
      // Written whole or not at all: a build reading a half-written memo would write every file, not break.
      const temporary = `${file}.${process.pid}`;
      writeFileSync(temporary, JSON.stringify({ version: memoVersion, outDir: target, files }));
      renameSync(temporary, file);
      await pruneCacheFolder(path.dirname(file), { match: (name) => name.endsWith('.json'), inUse: new Set([path.basename(file)]), keepNewest: keptOtherMemos });
    },
  };
}

/** A short hash of inputs, for memo keys. */
export function memoKey(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}
