// Caches markdown results by content hash, in memory and on disk, so unchanged pages are not re-rendered.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pruneCacheFolder } from '../pruneCacheFolder.js';

/** Bump when the cached value changes shape, to drop old cache entries. */
const CACHE_VERSION = 'md-3';

/** A content-addressed store of JSON values. */
export class MarkdownCache<T> {
  private readonly memory = new Map<string, T>();
  /** Keys looked up with a hit, or stored, by this process. */
  private readonly used = new Set<string>();
  /** Writes to disk still in progress. */
  private readonly writing = new Set<Promise<void>>();

  constructor(private readonly dir: string | undefined) {
    if (dir) mkdirSync(dir, { recursive: true });
  }

  /** The cache key of a set of inputs. */
  static key(...parts: string[]): string {
    const hash = createHash('sha1').update(CACHE_VERSION);
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('hex');
  }

  get(key: string): T | undefined {
    const hit = this.memory.get(key);
    if (hit) {
      this.used.add(key);
      return hit;
    }
    if (!this.dir) return undefined;
    try {
      const value = JSON.parse(readFileSync(this.file(key), 'utf8')) as T;
      this.memory.set(key, value);
      this.used.add(key);
      return value;
    } catch {
      return undefined;
    }
  }

  /**
   * Stores `value`. The file is written in the background (`flush` waits for it): written synchronously, the 491
   * files of a cold build held this thread for about 0.4 s. A write that fails leaves the entry in memory only; a
   * half-written file is read as a miss.
   */
  set(key: string, value: T): void {
    this.memory.set(key, value);
    this.used.add(key);
    if (!this.dir) return;
    const write = writeFile(this.file(key), JSON.stringify(value)).catch(() => undefined);
    this.writing.add(write);
    void write.then(() => this.writing.delete(write));
  }

  /** How many entries are on disk, whatever their keys (a cheap guess at how much of a build will hit). */
  storedCount(): number {
    if (!this.dir) return this.memory.size;
    try {
      return readdirSync(this.dir).length;
    } catch {
      return 0;
    }
  }

  /** Waits for the files `set` is still writing. */
  async flush(): Promise<void> {
    while (this.writing.size > 0) await Promise.all(this.writing);
  }

  /**
   * Deletes the entries on disk this process has not used, but as many of the newest of them as it has used, and at
   * least `keepAtLeast`: every edited page and every new version of docsgen leaves entries behind, and the folder
   * would grow without bound. The floor keeps a small build (a `--docs` folder of a few pages) from emptying the cache
   * of the site that shares it.
   */
  async prune(keepAtLeast = 1000): Promise<void> {
    await this.flush();
    if (this.dir) await pruneCacheFolder(this.dir, { match: (name) => name.endsWith('.json'), inUse: new Set([...this.used].map((key) => `${key}.json`)), keepNewest: Math.max(this.used.size, keepAtLeast) });
  }

  private file(key: string): string {
    return path.join(this.dir!, `${key}.json`);
  }
}

/**
 * A fingerprint of the code that produces cached values: the source files of `dirs` and the lockfile, so that
 * editing the markdown stage or upgrading a remark plugin invalidates the cache without a manual bump.
 */
export function codeFingerprint(files: string[], dirs: string[], names = /\.tsx?$/): string {
  const hash = createHash('sha1');
  const all = [...files, ...dirs.flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && names.test(e.name)).map((e) => path.join(e.parentPath, e.name)))];
  for (const file of all.sort()) {
    try {
      hash.update(file).update(readFileSync(file));
    } catch {
      hash.update(`${file}:missing`);
    }
  }
  return hash.digest('hex');
}
