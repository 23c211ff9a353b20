// The bundle cache bundles once per version of the theme's browser sources and options, and returns the same files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { cachedBundle } from '../../../generator/bundle/bundleCache.js';
import { openBuildCache } from '../../../generator/cache/buildCache.js';
import type { BundleResult } from '../../../generator/types.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-bundle-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const themeDir = path.join(dir, 'theme');
const cacheDir = path.join(dir, 'cache');
for (const sub of ['islands', 'styles', 'shared']) mkdirSync(path.join(themeDir, sub), { recursive: true });
writeFileSync(path.join(themeDir, 'islands/main.ts'), 'export const version = 1;\n');
writeFileSync(path.join(themeDir, 'styles/main.css'), 'body { color: black; }\n');

const result = (js: string): BundleResult => ({
  files: [{ path: 'assets/main-1.js', contents: new TextEncoder().encode(js) }],
  assets: { js: '/assets/main-1.js', css: '/assets/style-1.css' },
});

/** One build: a cache object of its own (nothing in memory from the last one), its writes done when it returns. */
async function build(options: { minify: boolean }, bundle: () => Promise<BundleResult>): Promise<BundleResult> {
  const cache = openBuildCache(cacheDir, 'unit-test');
  const result = await cachedBundle(cache, themeDir, options, bundle);
  await cache.flush();
  return result;
}

it('bundles again only when a browser source or the options change', async () => {
  const bundle = vi.fn(async () => result('console.log(1)'));
  const first = await build({ minify: true }, bundle);
  const second = await build({ minify: true }, bundle);
  expect(bundle).toHaveBeenCalledTimes(1);
  expect(second.assets).toEqual(first.assets);
  expect(Buffer.from(second.files[0]!.contents).toString()).toBe('console.log(1)');

  await build({ minify: false }, bundle);
  expect(bundle).toHaveBeenCalledTimes(2);
  writeFileSync(path.join(themeDir, 'styles/main.css'), 'body { color: navy; }\n');
  await build({ minify: true }, bundle);
  expect(bundle).toHaveBeenCalledTimes(3);
});
