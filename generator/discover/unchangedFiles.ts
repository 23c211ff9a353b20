// Which files of a docs tree are unchanged since they were last read, told by their size and times, so that the dev
// server reads only the edited ones on a save.
import { statSync } from 'node:fs';
import type { SourceFile } from '../types.js';

/**
 * A file is taken as unchanged only when it was last modified this long before it was read: the file system's clock
 * moves in ticks, and a write in the tick of the read would leave the time it had (git's "racily clean" entries).
 */
const racyMs = 1000;

/** What a file looked like when it was read. */
interface FileState {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  readAt: number;
}

/** The files read before, by absolute path. */
export interface UnchangedFiles {
  /** The file read before from `file` when its size and times say it is unchanged since, else undefined. */
  reuse(file: string): SourceFile | undefined;
  /** Records `source`, just read from `file` (after `reuse` found nothing for it). */
  remember(file: string, source: SourceFile): void;
}

/** An empty record of files read. */
export function unchangedFiles(): UnchangedFiles {
  const known = new Map<string, FileState & { source: SourceFile }>();
  // Taken before the read: a write between the two makes the next look see a change and read again.
  const statedBeforeRead = new Map<string, FileState>();
  return {
    reuse(file) {
      const stats = statSync(file, { throwIfNoEntry: false });
      if (!stats) return undefined;
      const state = { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, ino: stats.ino };
      const seen = known.get(file);
      if (
        seen &&
        seen.size === state.size &&
        seen.mtimeMs === state.mtimeMs &&
        seen.ctimeMs === state.ctimeMs &&
        seen.ino === state.ino &&
        Math.max(seen.mtimeMs, seen.ctimeMs) + racyMs < seen.readAt
      )
        return seen.source;
      statedBeforeRead.set(file, { ...state, readAt: Date.now() });
      return undefined;
    },
    remember(file, source) {
      const state = statedBeforeRead.get(file);
      statedBeforeRead.delete(file);
      if (state) known.set(file, { ...state, source });
    },
  };
}
