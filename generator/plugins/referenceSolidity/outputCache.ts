// Keeps the generated pages between builds, keyed by package versions and options (the cache's fingerprint covers
// the plugin's code).
import { contentKey, type CacheEntries } from '../../cache/buildCache.js';
import type { Diagnostic, SourceFile } from '../pluginApi.js';
import type { FoundPackage } from './loadPackages.js';

/** What a build of the plugin returns, as the cache stores it. */
export interface GeneratedReference {
  docs: SourceFile[];
  diagnostics: Diagnostic[];
}

/** The cache key of a build: every package (config and version) and the options. */
export function outputCacheKey(found: FoundPackage[], options: unknown): string {
  return contentKey(
    'pages',
    JSON.stringify({ packages: found.map((p) => ({ config: p.config, version: p.version })), options }),
  );
}

/** The cached pages for `key`, if any. */
export function readOutputCache(cache: CacheEntries, key: string): Promise<GeneratedReference | undefined> {
  return cache.load<GeneratedReference>('reference-solidity', key);
}

/** Stores the pages of a build; failing to write only costs a rebuild next time. */
export function writeOutputCache(cache: CacheEntries, key: string, output: GeneratedReference): void {
  cache.put('reference-solidity', key, output);
}
