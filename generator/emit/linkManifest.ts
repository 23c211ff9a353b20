// Stores, beside the caches, where each content link of a build was written, for `docsgen check-links`.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LinkManifest } from '../check/checkBuildFolder.js';
import { pruneCacheFolder } from '../pruneCacheFolder.js';

/** Manifests of other output folders kept (each build into a new temporary folder leaves one). */
const keptOtherManifests = 8;

function manifestPath(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, `links-${createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 12)}.json`);
}

/** Saves the manifest of the build in `outDir`, and drops those of other folders but a few. */
export async function writeLinkManifest(cacheDir: string, outDir: string, manifest: LinkManifest): Promise<void> {
  const file = manifestPath(cacheDir, outDir);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, JSON.stringify(manifest));
  await pruneCacheFolder(cacheDir, { match: (name) => /^links-[0-9a-f]{12}\.json$/.test(name), inUse: new Set([path.basename(file)]), keepNewest: keptOtherManifests });
}

/** The manifest of the build in `outDir`, if that build was made here. */
export async function readLinkManifest(cacheDir: string, outDir: string): Promise<LinkManifest | undefined> {
  try {
    return JSON.parse(await readFile(manifestPath(cacheDir, outDir), 'utf8')) as LinkManifest;
  } catch {
    return undefined;
  }
}
