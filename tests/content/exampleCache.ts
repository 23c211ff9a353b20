// A disk cache of example verdicts keyed by a hash of everything that decides them.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BlockFinding } from './exampleFailure.js';

/** Reads and writes verdicts (the findings of one checked group; empty means it passed). */
export interface ExampleCache {
  get(key: string): BlockFinding[] | undefined;
  set(key: string, findings: BlockFinding[]): void;
}

/** The hash of the parts, in order, as a cache key. */
export function cacheKey(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** A cache in `dir` (created on first write); `undefined` gives one that remembers nothing. */
export function createExampleCache(dir: string | undefined): ExampleCache {
  if (!dir) return { get: () => undefined, set: () => {} };
  return {
    get(key) {
      try {
        return JSON.parse(readFileSync(join(dir, `${key}.json`), 'utf8')) as BlockFinding[];
      } catch {
        return undefined;
      }
    },
    set(key, findings) {
      mkdirSync(dir, { recursive: true });
      // Write then rename, so test files running at the same time never read half a verdict.
      const temporary = join(dir, `${key}.${process.pid}.tmp`);
      writeFileSync(temporary, JSON.stringify(findings));
      renameSync(temporary, join(dir, `${key}.json`));
    },
  };
}

/** A fingerprint of the installed packages: the lockfile's hash, so any dependency change invalidates verdicts. */
export function installedPackagesFingerprint(rootDir: string): string {
  try {
    return cacheKey([readFileSync(join(rootDir, 'package-lock.json'), 'utf8')]);
  } catch {
    return 'no-lockfile';
  }
}
