// Keeps the generated pages between builds, keyed by package versions, options and this plugin's own code.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { generatorDir } from '../../paths.js';
import { pruneCacheFolder } from '../../pruneCacheFolder.js';
import type { Diagnostic, SourceFile } from '../../types.js';
import type { FoundPackage } from './loadPackages.js';

/** What a build of the plugin returns, as the cache stores it. */
export interface GeneratedReference {
  docs: SourceFile[];
  diagnostics: Diagnostic[];
}

let codeHash: Promise<string> | undefined;

/** A hash of this plugin's source files, so that editing the plugin invalidates its cached pages. */
function pluginCodeHash(): Promise<string> {
  codeHash ??= (async () => {
    try {
      const dir = join(generatorDir, 'plugins/referenceSolidity');
      const names = (await readdir(dir)).filter((n) => /\.[cm]?[jt]s$/.test(n)).sort();
      // Read at once, not one after another: in a first build this thread renders pages meanwhile, and each read
      // waited its turn behind a page (the parser's worker thread started a second late).
      const contents = await Promise.all(names.map((name) => readFile(join(dir, name))));
      const hash = createHash('sha256');
      names.forEach((name, i) => hash.update(name).update(contents[i]!));
      return hash.digest('hex');
    } catch {
      // Unknown code: a key no earlier build can have written, so stale pages are never served.
      return `uncached-${process.pid}-${Date.now()}`;
    }
  })();
  return codeHash;
}

/** The cache key of a build: every package (config and version), the options, and the plugin code. */
export async function outputCacheKey(found: FoundPackage[], options: unknown): Promise<string> {
  const inputs = JSON.stringify({ packages: found.map((p) => ({ config: p.config, version: p.version })), options });
  return createHash('sha256').update(inputs).update(await pluginCodeHash()).digest('hex').slice(0, 32);
}

function cacheFile(cacheDir: string, key: string): string {
  return join(cacheDir, 'reference-solidity', `pages-${key}.json`);
}

/** The cached pages for `key`, if any. */
export async function readOutputCache(cacheDir: string, key: string): Promise<GeneratedReference | undefined> {
  try {
    return JSON.parse(await readFile(cacheFile(cacheDir, key), 'utf8')) as GeneratedReference;
  } catch {
    // No cache (or an unreadable one): build the pages.
    return undefined;
  }
}

/** Stores the pages of a build; failing to write only costs a rebuild next time. */
export async function writeOutputCache(cacheDir: string, key: string, output: GeneratedReference): Promise<void> {
  try {
    await mkdir(join(cacheDir, 'reference-solidity'), { recursive: true });
    await writeFile(cacheFile(cacheDir, key), JSON.stringify(output));
    await pruneCacheFolder(join(cacheDir, 'reference-solidity'), { match: (name) => name.startsWith('pages-'), inUse: new Set([basename(cacheFile(cacheDir, key))]), keepNewest: KEPT_OTHER_OUTPUTS });
  } catch {
    // Read-only cache folders are fine.
  }
}

/** How many page caches to keep besides the current one, so switching options or branches back and forth stays warm. */
const KEPT_OTHER_OUTPUTS = 3;
