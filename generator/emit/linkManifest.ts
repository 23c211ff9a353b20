// Stores, beside the caches, where each content link of a build was written, for `docsgen check-links`.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LinkManifest } from '../check/checkBuildFolder.js';

function manifestPath(cacheDir: string, outDir: string): string {
  return path.join(cacheDir, `links-${createHash('sha1').update(path.resolve(outDir)).digest('hex').slice(0, 12)}.json`);
}

/** Saves the manifest of the build in `outDir`. */
export async function writeLinkManifest(cacheDir: string, outDir: string, manifest: LinkManifest): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  await writeFile(manifestPath(cacheDir, outDir), JSON.stringify(manifest));
}

/** The manifest of the build in `outDir`, if that build was made here. */
export async function readLinkManifest(cacheDir: string, outDir: string): Promise<LinkManifest | undefined> {
  try {
    return JSON.parse(await readFile(manifestPath(cacheDir, outDir), 'utf8')) as LinkManifest;
  } catch {
    return undefined;
  }
}
