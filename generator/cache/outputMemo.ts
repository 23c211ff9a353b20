// What the previous build wrote, so the next one can keep a file whose inputs have not changed instead of
// rendering and writing it again: per file, a key of its inputs, and its size and mtime to notice edits by hand.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { CacheEntries } from './buildCache.js';

interface MemoEntry {
  key: string;
  size: number;
  mtimeMs: number;
}

/** The memo of one output folder. */
export interface OutputMemo {
  /** The previous build's copy of `file` when it was made from the same inputs (`key`) and is untouched since. */
  previous(file: string, key: string): string | undefined;
  /** How many files the previous build recorded. */
  recordedCount(): number;
  /** Records the files of a finished build (after they are in `outDir`). */
  save(keys: Map<string, string>): void;
}

/** The memo of `outDir`, an entry of `cache` (one per output folder); empty when there is none yet. */
export function openOutputMemo(cache: CacheEntries, outDir: string): OutputMemo {
  const target = path.resolve(outDir);
  const entries = cache.get<Record<string, MemoEntry>>('output-memo', target) ?? {};
  /** The entries `previous` found current: their files are linked into the next build as they are. */
  const confirmed = new Map<string, MemoEntry>();
  return {
    previous(relative, key) {
      const entry = entries[relative];
      if (entry?.key !== key) return undefined;
      const absolute = path.join(target, relative);
      // Asked again in one build (the render stage, then the emit stage): looked at once.
      if (confirmed.get(relative) === entry) return absolute;
      try {
        const stat = statSync(absolute);
        if (stat.size !== entry.size || stat.mtimeMs !== entry.mtimeMs) return undefined;
        confirmed.set(relative, entry);
        return absolute;
      } catch {
        return undefined;
      }
    },
    recordedCount: () => Object.keys(entries).length,
    save(keys) {
      const files: Record<string, MemoEntry> = {};
      for (const [relative, key] of keys) {
        // A hard link keeps its file's size and time; a file copied instead (across devices) gets a new time and
        // is made again next time, which costs time only.
        const kept = confirmed.get(relative);
        if (kept?.key === key) {
          files[relative] = kept;
          continue;
        }
        try {
          const stat = statSync(path.join(target, relative));
          files[relative] = { key, size: stat.size, mtimeMs: stat.mtimeMs };
        } catch {
          // Not written after all: nothing to remember.
        }
      }
      cache.put('output-memo', target, files);
    },
  };
}
