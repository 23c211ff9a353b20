// Keeps the cache folder from growing without bound: every code change starts a new generation of entries, and
// every edited page, output folder or option leaves entries behind in the current one. Only a folder docsgen stamped
// is pruned, and in it only what is named as docsgen names what it writes there.
import { readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { hasCacheStamp } from './cacheStamp.js';
import { entryName, formatName, generationName } from './cacheLayout.js';

/** What a run used, for pruning. */
export interface CacheUse {
  /** The layout version: other versions are deleted. */
  format: string;
  /** The current generation: always kept. */
  fingerprint: string;
  /** File names of the entries the run read or wrote, by namespace. */
  used: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Generations kept besides the current one, newest first, so switching branches back and forth stays warm. */
const keptOtherGenerations = 2;

/**
 * In a namespace the run used, the unused entries are kept newest first up to this many bytes, or up to what the run
 * used if that is more: a build of a few pages (a `--docs` folder) keeps the entries of the whole site.
 */
const keptUnusedBytes = 64 * 1024 * 1024;

/** Deletes other layouts, old generations, and the unused entries of the current one beyond the size limit. Never fails. */
export async function pruneCacheFolders(dir: string, use: CacheUse): Promise<void> {
  if (!hasCacheStamp(dir)) return;
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => name !== use.format && formatName.test(name)).map((name) => remove(path.join(dir, name))),
  );
  const formatDir = path.join(dir, use.format);
  await utimes(path.join(formatDir, use.fingerprint), new Date(), new Date()).catch(() => undefined);
  await keepNewest(formatDir, new Set([use.fingerprint]), { count: keptOtherGenerations, names: generationName });
  await Promise.all(
    [...use.used].map(([namespace, inUse]) =>
      keepNewest(path.join(formatDir, use.fingerprint, namespace), inUse, { bytes: keptUnusedBytes, names: entryName }),
    ),
  );
}

/**
 * Which of the entries not in use stay, newest first: at most `count` of them, or as many as fit in `bytes`; only
 * those with `names` are counted or deleted.
 */
type Limit = ({ count: number } | { bytes: number }) & { names: RegExp };

/** Deletes the entries of `dir` that are not in use and not within `limit`. */
async function keepNewest(dir: string, inUse: ReadonlySet<string>, limit: Limit): Promise<void> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => limit.names.test(name));
  const statsOf = (chosen: string[]) =>
    Promise.all(chosen.map(async (name) => ({ name, stats: await stat(path.join(dir, name)).catch(() => undefined) })));
  const others = (await statsOf(names.filter((name) => !inUse.has(name)))).sort(
    (a, b) => (b.stats?.mtimeMs ?? 0) - (a.stats?.mtimeMs ?? 0),
  );
  const bytesOf = (entries: typeof others) => entries.reduce((sum, e) => sum + (e.stats?.size ?? 0), 0);
  // The entries in use are weighed only when the others exceed the fixed budget: a warm build uses nearly all.
  let budget = 'bytes' in limit ? limit.bytes : 0;
  if ('bytes' in limit && bytesOf(others) > budget)
    budget = Math.max(budget, bytesOf(await statsOf(names.filter((name) => inUse.has(name)))));
  let keptBytes = 0;
  const deleted = others.filter((entry, index) => {
    if ('count' in limit) return index >= limit.count;
    keptBytes += entry.stats?.size ?? 0;
    return keptBytes > budget;
  });
  await Promise.all(deleted.map((entry) => remove(path.join(dir, entry.name))));
}

/** Deletes a file or folder; one gone meanwhile (another build pruning too) or read-only is left as it is. */
function remove(target: string): Promise<void> {
  return rm(target, { recursive: true, force: true }).catch(() => undefined);
}
