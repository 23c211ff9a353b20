// Keeps the bundled islands and stylesheets between builds, keyed by the theme's browser code and the lockfile:
// esbuild is fast, but a build in which nothing changed should not bundle at all.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { memoKey } from '../emit/outputMemo.js';
import { codeFingerprint } from '../markdown/markdownCache.js';
import { docsgenRoot, generatorDir } from '../paths.js';
import { pruneCacheFolder } from '../pruneCacheFolder.js';
import type { BundleResult } from './bundleAssets.js';

interface StoredBundle {
  files: Array<{ path: string; base64: string }>;
  assets: BundleResult['assets'];
}

/** Bundles kept besides the current one (switching branches back and forth). */
const keptBundles = 3;

/** The bundle of `themeDir`: from `cacheDir` when the same sources were bundled with the same options before. */
export async function cachedBundle(cacheDir: string, themeDir: string, options: { minify: boolean }, bundle: () => Promise<BundleResult>): Promise<BundleResult> {
  const sources = codeFingerprint([path.join(docsgenRoot, 'package-lock.json')], ['islands', 'styles', 'shared'].map((dir) => path.join(themeDir, dir)).concat(path.join(generatorDir, 'bundle')), /\.(tsx?|css|json|svg|woff2?)$/);
  const dir = path.join(cacheDir, 'bundle');
  const file = path.join(dir, `${memoKey(sources, themeDir, JSON.stringify(options))}.json`);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredBundle;
    return { files: stored.files.map((f) => ({ path: f.path, contents: Buffer.from(f.base64, 'base64') })), assets: stored.assets };
  } catch {
    // Not bundled yet.
  }
  const result = await bundle();
  mkdirSync(dir, { recursive: true });
  const stored: StoredBundle = { files: result.files.map((f) => ({ path: f.path, base64: Buffer.from(f.contents).toString('base64') })), assets: result.assets };
  writeFileSync(`${file}.${process.pid}`, JSON.stringify(stored));
  renameSync(`${file}.${process.pid}`, file);
  await pruneCacheFolder(dir, { inUse: new Set([path.basename(file)]), keepNewest: keptBundles });
  return result;
}
