// The cache folder (.docsgen-cache/ by default): every entry is a JSON file stored under one fingerprint of the code
// that runs, in a namespace, by the key of the content it was made from. Stages ask for entries; only this module
// knows where they live and when they are deleted.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { pruneCacheFolders } from './pruneCache.js';

/** Bump when the layout of the cache folder changes: older layouts are deleted. */
export const cacheFormat = 'v2';

/** What stages and plugins see of the cache: entries by namespace (their own name) and content key. */
export interface CacheEntries {
  /** The entry stored for `key` in `namespace` under the current fingerprint, or undefined. */
  get<T>(namespace: string, key: string): T | undefined;
  /**
   * Whether `get` would find an entry, without reading it (an entry found by its file alone may still be unreadable);
   * like `get`, it counts the entry as used, which pruning keeps.
   */
  has(namespace: string, key: string): boolean;
  /** `get`, reading the file without holding this thread. */
  load<T>(namespace: string, key: string): Promise<T | undefined>;
  /** Stores `value` (as JSON); written in the background, whole or not at all. A failed write costs a miss later. */
  put(namespace: string, key: string, value: unknown): void;
  /**
   * Stores `value` now, holding this thread until its file is written (whole or not at all), without holding the value
   * in memory: for a worker thread that stores its results itself, which another thread's cache then takes over
   * (`stored`). False when it was not written (a cache without a folder, or one that cannot be written).
   */
  putNow(namespace: string, key: string, value: unknown): boolean;
  /**
   * An entry that a cache of another thread in the same folder and fingerprint wrote (`putNow`): counted as used, and
   * found from now on; `value`, if given, is held in memory as `get` would hold it once read.
   */
  stored(namespace: string, key: string, value?: unknown): void;
  /** How many entries `namespace` holds under the current fingerprint (a guess at how much of a build will hit). */
  count(namespace: string): number;
  /**
   * Waits until at most `pending` entries are still being written. A stage that puts many large entries calls it
   * after each: an entry is held in memory until its file is written, and on a busy disk the writes would otherwise
   * fall behind and hold a whole stage's output.
   */
  settle(pending: number): Promise<void>;
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
  const fileNameOf = entryFileNames();
  const fileOf = (namespace: string, key: string) => path.join(generationDir!, namespace, fileNameOf(namespace, key));
  const readFromFile = (namespace: string, key: string) =>
    readEntry(() => readFileSync(fileOf(namespace, key), 'utf8'));
  const entries = heldEntries(generationDir ? fileNameOf : undefined);
  const transient = new Set(generationDir ? (options.transient ?? []) : []);
  const writes = backgroundWrites();
  /** An entry read from its file, held in memory unless its namespace is transient. */
  const fromFile = <T>(namespace: string, key: string, read: unknown) =>
    read === undefined ? undefined : (entries.remember(namespace, key, read, !transient.has(namespace)) as T);
  return {
    fingerprint,
    get<T>(namespace: string, key: string) {
      const hit = entries.hit(namespace, key);
      if (hit !== undefined || !generationDir) return hit as T | undefined;
      return fromFile<T>(namespace, key, readFromFile(namespace, key));
    },
    has(namespace, key) {
      if (entries.hit(namespace, key) !== undefined) return true;
      if (!generationDir || !existsSync(fileOf(namespace, key))) return false;
      entries.remember(namespace, key, undefined, false);
      return true;
    },
    async load<T>(namespace: string, key: string) {
      const hit = entries.hit(namespace, key);
      if (hit !== undefined || !generationDir) return hit as T | undefined;
      const text = await readFile(fileOf(namespace, key), 'utf8').catch(() => undefined);
      return fromFile<T>(namespace, key, text === undefined ? undefined : readEntry(() => text));
    },
    put(namespace, key, value) {
      entries.remember(namespace, key, value);
      if (!generationDir) return;
      void writes.write(fileOf(namespace, key), JSON.stringify(value)).then((written) => {
        // Read back from its file from now on; an entry whose write failed stays in memory.
        if (written && transient.has(namespace)) entries.forget(namespace, key, value);
      });
    },
    putNow(namespace, key, value) {
      return generationDir !== undefined && writeWholeNow(fileOf(namespace, key), JSON.stringify(value));
    },
    stored(namespace, key, value) {
      entries.remember(namespace, key, value, value !== undefined && !transient.has(namespace));
    },
    count: (namespace) => (generationDir ? countFiles(generationDir, namespace) : entries.count(namespace)),
    settle: writes.settle,
    flush: writes.flush,
    async prune() {
      await this.flush();
      if (dir) await pruneCacheFolders(dir, { format: cacheFormat, fingerprint, used: entries.used });
    },
  };
}

/** How many entry files `namespace` holds in `generationDir`. */
function countFiles(generationDir: string, namespace: string): number {
  try {
    return readdirSync(path.join(generationDir, checkedNamespace(namespace))).length;
  } catch {
    return 0;
  }
}

/**
 * Names the file of an entry (a hash of its key, in the namespace's folder, which is checked here), once per entry:
 * the dev server looks every page up on each save.
 */
function entryFileNames(): (namespace: string, key: string) => string {
  const names = new Map<string, string>();
  return (namespace, key) => {
    const id = `${checkedNamespace(namespace)}\0${key}`;
    let name = names.get(id);
    if (name === undefined) {
      name = `${createHash('sha1').update(key).digest('hex')}.json`;
      names.set(id, name);
    }
    return name;
  };
}

/**
 * The entries a cache holds in memory, and the names of the entry files each namespace used this run (what pruning
 * keeps). `fileNameOf` names an entry's file; a cache without a folder has none.
 */
function heldEntries(fileNameOf: ((namespace: string, key: string) => string) | undefined) {
  const memory = new Map<string, unknown>();
  const used = new Map<string, Set<string>>();
  const idOf = (namespace: string, key: string) => `${namespace}\0${key}`;
  const remember = (namespace: string, key: string, value: unknown, hold = true) => {
    if (hold) memory.set(idOf(namespace, key), value);
    const names = used.get(namespace) ?? new Set<string>();
    if (fileNameOf) names.add(fileNameOf(namespace, key));
    used.set(namespace, names);
    return value;
  };
  return {
    used,
    remember,
    /** The entry held in memory, marked as used; undefined when not held. */
    hit(namespace: string, key: string): unknown {
      const held = memory.get(idOf(namespace, key));
      return held === undefined ? undefined : remember(namespace, key, held);
    },
    /** Stops holding `value`, unless a later `remember` replaced it. */
    forget(namespace: string, key: string, value: unknown) {
      if (memory.get(idOf(namespace, key)) === value) memory.delete(idOf(namespace, key));
    },
    count: (namespace: string) => [...memory.keys()].filter((id) => id.startsWith(`${namespace}\0`)).length,
  };
}

/**
 * Writes running in the background, and a way to wait for all of them. The writes of one file run one after the
 * other, and one that a later write of the same file replaces is skipped: an entry put several times in a row (the
 * dev server saves the frontmatter entry on every rebuild) ends up holding the last value.
 */
function backgroundWrites() {
  const writing = new Set<Promise<unknown>>();
  /** The last write queued for each file. */
  const queued = new Map<string, { done: Promise<boolean> }>();
  const settled = (write: Promise<unknown>) => {
    writing.add(write);
    void write.then(() => writing.delete(write));
  };
  return {
    /** Writes `text` to `file` after the writes of `file` already queued; true once it is written, false if not. */
    write(file: string, text: string): Promise<boolean> {
      const previous = queued.get(file)?.done ?? Promise.resolve(true);
      const entry: { done: Promise<boolean> } = {
        done: previous.then(() => (queued.get(file) === entry ? writeWhole(file, text) : false)),
      };
      queued.set(file, entry);
      void entry.done.then(() => {
        if (queued.get(file) === entry) queued.delete(file);
      });
      settled(entry.done);
      return entry.done;
    },
    async settle(pending: number) {
      while (writing.size > pending) await Promise.race(writing);
    },
    async flush() {
      while (writing.size > 0) await Promise.all(writing);
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

let temporaryFiles = 0;

/**
 * A name of its own for the temporary file of a write of `file`: two caches of one process (in one thread or in
 * several), or two processes, may write the same entry at once.
 */
function temporaryFileOf(file: string): string {
  return `${file}.${process.pid}-${threadId}-${++temporaryFiles}.tmp`;
}

/** Writes through a temporary file and a rename, so that a reader never sees half a file; never fails: false if not written. */
async function writeWhole(file: string, text: string): Promise<boolean> {
  const temporary = temporaryFileOf(file);
  try {
    // The folder is made only when missing: most writes go to a namespace folder made by an earlier one, and each
    // file operation is a round trip through the thread pool, which a busy build's writes queue for.
    await writeFile(temporary, text).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, text);
    });
    await rename(temporary, file);
    return true;
  } catch {
    // A read-only or vanished cache folder: the entry stays in memory only.
    await rm(temporary, { force: true }).catch(() => undefined);
    return false;
  }
}

/** writeWhole, holding this thread until the file is written. */
function writeWholeNow(file: string, text: string): boolean {
  const temporary = temporaryFileOf(file);
  try {
    try {
      writeFileSync(temporary, text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(temporary, text);
    }
    renameSync(temporary, file);
    return true;
  } catch {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // A folder that cannot be written holds no temporary file either.
    }
    return false;
  }
}
