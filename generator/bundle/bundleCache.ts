// Keeps the bundled islands and stylesheets between builds, keyed by the theme's browser sources (the cache's
// fingerprint covers docsgen's node-side code, not these): esbuild is fast, but a build in which nothing changed
// should not bundle at all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentKey, type CacheEntries } from '../cache/buildCache.js';
import type { BundleResult } from '../types.js';

interface StoredBundle {
  files: Array<{ path: string; base64: string }>;
  assets: BundleResult['assets'];
}

/** The folders of the theme that go into the browser bundle. */
const browserFolders = ['islands', 'styles', 'shared'];

/** The bundle of `themeDir`: from `cache` when the same sources were bundled with the same options before. */
export async function cachedBundle(
  cache: CacheEntries,
  themeDir: string,
  options: { minify: boolean },
  bundle: () => Promise<BundleResult>,
): Promise<BundleResult> {
  const key = contentKey(browserSourcesKey(themeDir), themeDir, JSON.stringify(options));
  const stored = cache.get<StoredBundle>('bundle', key);
  if (stored)
    return {
      files: stored.files.map((f) => ({ path: f.path, contents: Buffer.from(f.base64, 'base64') })),
      assets: stored.assets,
    };
  const result = await bundle();
  cache.put('bundle', key, {
    files: result.files.map((f) => ({ path: f.path, base64: Buffer.from(f.contents).toString('base64') })),
    assets: result.assets,
  } satisfies StoredBundle);
  return result;
}

/** A key of every file of the theme's browser folders: its path and contents. */
function browserSourcesKey(themeDir: string): string {
  const files = browserFolders.flatMap((folder) => {
    try {
      return readdirSync(path.join(themeDir, folder), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name));
    } catch {
      return [];
    }
  });
  return contentKey(...files.sort().flatMap((file) => [path.relative(themeDir, file), readFileSync(file)]));
}
