// Keeps cache folders from growing without bound: a cache deletes its oldest files once it holds more than it uses.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Which files of a cache folder stay. */
export interface PruneRule {
  /** Only files whose name passes are considered (a folder may hold other files). */
  match?: (name: string) => boolean;
  /** Files the current build used: always kept. */
  inUse?: ReadonlySet<string>;
  /** How many of the other files stay, newest first (a branch switched back and forth stays warm). */
  keepNewest: number;
}

/**
 * Deletes the files of `dir` that `rule` does not keep. Never fails: a missing folder, a file gone meanwhile (another
 * build pruning too) or one that cannot be deleted (a read-only cache) only leaves the folder as it is.
 */
export async function pruneCacheFolder(dir: string, rule: PruneRule): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  const others = names.filter((name) => (rule.match?.(name) ?? true) && !rule.inUse?.has(name));
  if (others.length <= rule.keepNewest) return;
  const dated = await Promise.all(others.map(async (name) => ({ name, time: (await stat(path.join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0 })));
  dated.sort((a, b) => b.time - a.time);
  await Promise.all(dated.slice(rule.keepNewest).map(({ name }) => rm(path.join(dir, name), { force: true }).catch(() => undefined)));
}
