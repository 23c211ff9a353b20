// Stores, in the cache, where each content link of a build was written, for `docsgen check-links`.
import path from 'node:path';
import type { CacheEntries } from '../cache/buildCache.js';
import type { LinkManifest } from '../check/checkBuildFolder.js';

/** Saves the manifest of the build in `outDir`. */
export function writeLinkManifest(cache: CacheEntries, outDir: string, manifest: LinkManifest): void {
  cache.put('links', path.resolve(outDir), manifest);
}

/** The manifest of the build in `outDir`, if that build was made here by the same code and config. */
export function readLinkManifest(cache: CacheEntries, outDir: string): Promise<LinkManifest | undefined> {
  return cache.load<LinkManifest>('links', path.resolve(outDir));
}
