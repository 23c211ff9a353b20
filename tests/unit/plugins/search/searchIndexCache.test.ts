// The search index is built once per set of documents and read back unchanged.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { openBuildCache } from '../../../../generator/cache/buildCache.js';
import { cachedIndexFiles } from '../../../../generator/plugins/search/searchIndexCache.js';
import type { SearchDocumentSet } from '../../../../generator/plugins/search/index.js';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

it('indexes again only when the documents change', async () => {
  const set = { documents: [{ url: '/a', title: 'Swaps' }] } as unknown as SearchDocumentSet;
  const changed = { documents: [{ url: '/a', title: 'Exact-output swaps' }] } as unknown as SearchDocumentSet;
  const build = vi.fn(async () => [
    { path: 'search-index/v3-docs.json', contents: new TextEncoder().encode('{"v":1}') },
  ]);
  const first = openBuildCache(cacheDir, 'unit-test');
  await cachedIndexFiles(first, set, 'en', build);
  await first.flush();
  // Read back by the next build (a new cache object: nothing in memory).
  const again = await cachedIndexFiles(openBuildCache(cacheDir, 'unit-test'), set, 'en', build);
  expect(build).toHaveBeenCalledTimes(1);
  expect(again).toEqual([{ path: 'search-index/v3-docs.json', contents: Buffer.from('{"v":1}') }]);
  await cachedIndexFiles(openBuildCache(cacheDir, 'unit-test'), changed, 'en', build);
  expect(build).toHaveBeenCalledTimes(2);
});
