// The cache folder (.docsgen-cache/ by default): every entry is a JSON file stored under one fingerprint of the code
// that runs, in a namespace, by the key of the content it was made from. Stages ask for entries; only this module
// knows where they live and when they are deleted.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pruneCacheFolders } from './pruneCache.js';

/** Bump when the layout of the cache folder changes: older layouts are deleted. */
export const cacheFormat = 'v2';

/** What stages and plugins see of the cache: entries by namespace (their own name) and content key. */
export interface CacheEntries {
  /** The entry stored for `key` in `namespace` under the current fingerprint, or undefined. */
  get<T>(namespace: string, key: string): T | undefined;
  /** `get`, reading the file without holding this thread. */
  load<T>(namespace: string, key: string): Promise<T | undefined>;
  /** Stores `value` (as JSON); written in the background, whole or not at all. A failed write costs a miss later. */
  put(namespace: string, key: string, value: unknown): void;
  /** How many entries `namespace` holds under the current fingerprint (a guess at how much of a build will hit). */
  count(namespace: string): number;
}

/** The cache of one run of the pipeline. */
export interface BuildCache extends CacheEntries {
  /** The fingerprint of everything that runs (see runFingerprint). */
  readonly fingerprint: string;
  /** Waits for the entries `put` is still writing. */
  flush(): Promise<void>;
  /** Deletes what this run did not use, within the size limit (see pruneCacheFolders). */
  prune(): Promise<void>;
}

/** A short hash of the parts of a content key. */
export function contentKey(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url');
}

/** How a cache holds its entries. */
export interface BuildCacheOptions {
  /**
   * Namespaces whose entries stay in memory only until their file is written, and are read from disk on every `get`:
   * a build's memory then does not grow with them (the markdown stage's pages). Only for a folder that no other build
   * prunes meanwhile.
   */
  transient?: readonly string[];
}

/** The cache in `dir` under `fingerprint`; with no `dir`, entries live in memory for as long as the cache object. */
export function openBuildCache(
  dir: string | undefined,
  fingerprint: string,
  options: BuildCacheOptions = {},
): BuildCache {
  const generationDir = dir ? path.join(dir, cacheFormat, fingerprint) : undefined;
  const memory = new Map<string, unknown>();
  const used = new Map<string, Set<string>>();
  const writing = new Set<Promise<void>>();
  const fileOf = (namespace: string, key: string) =>
    path.join(generationDir!, checkedNamespace(namespace), `${createHash('sha1').update(key).digest('hex')}.json`);
  const transient = new Set(generationDir ? (options.transient ?? []) : []);
  const remember = (namespace: string, key: string, value: unknown, hold = true) => {
    if (hold) memory.set(`${namespace}\0${key}`, value);
    const names = used.get(namespace) ?? new Set<string>();
    if (generationDir) names.add(path.basename(fileOf(namespace, key)));
    used.set(namespace, names);
    return value;
  };
  const inMemory = (namespace: string, key: string) => memory.get(`${namespace}\0${key}`);
  return {
    fingerprint,
    get<T>(namespace: string, key: string) {
      const hit = inMemory(namespace, key);
      if (hit !== undefined || !generationDir)
        return hit === undefined ? undefined : (remember(namespace, key, hit) as T);
      const read = readEntry(() => readFileSync(fileOf(namespace, key), 'utf8'));
      return read === undefined ? undefined : (remember(namespace, key, read, !transient.has(namespace)) as T);
    },
    async load<T>(namespace: string, key: string) {
      const hit = inMemory(namespace, key);
      if (hit !== undefined || !generationDir)
        return hit === undefined ? undefined : (remember(namespace, key, hit) as T);
      const text = await readFile(fileOf(namespace, key), 'utf8').catch(() => undefined);
      const read = text === undefined ? undefined : readEntry(() => text);
      return read === undefined ? undefined : (remember(namespace, key, read, !transient.has(namespace)) as T);
    },
    put(namespace, key, value) {
      remember(namespace, key, value);
      if (!generationDir) return;
      const write = writeWhole(fileOf(namespace, key), JSON.stringify(value)).then((written) => {
        // Read back from its file from now on; an entry whose write failed stays in memory.
        if (written && transient.has(namespace) && inMemory(namespace, key) === value)
          memory.delete(`${namespace}\0${key}`);
      });
      writing.add(write);
      void write.then(() => writing.delete(write));
    },
    count(namespace) {
      if (!generationDir) return [...memory.keys()].filter((k) => k.startsWith(`${namespace}\0`)).length;
      try {
        return readdirSync(path.join(generationDir, checkedNamespace(namespace))).length;
      } catch {
        return 0;
      }
    },
    async flush() {
      while (writing.size > 0) await Promise.all(writing);
    },
    async prune() {
      await this.flush();
      if (dir) await pruneCacheFolders(dir, { format: cacheFormat, fingerprint, used });
    },
  };
}

/** A namespace is a folder name: a plugin's or a stage's name. */
function checkedNamespace(namespace: string): string {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(namespace))
    throw new Error(`cache namespace "${namespace}" must be lower-case letters, digits and dashes`);
  return namespace;
}

/** The parsed entry, or undefined when it is missing or half-written. */
function readEntry(read: () => string): unknown {
  try {
    return JSON.parse(read()) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file and a rename, so that a reader never sees half a file; never fails: false if not written. */
async function writeWhole(file: string, text: string): Promise<boolean> {
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(temporary, text);
    await rename(temporary, file);
    return true;
  } catch {
    // A read-only or vanished cache folder: the entry stays in memory only.
    await rm(temporary, { force: true }).catch(() => undefined);
    return false;
  }
}
