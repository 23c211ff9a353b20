// The search index is built once per set of searchable pages and read back unchanged, known without their bodies.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { openBuildCache } from '../../../../generator/cache/buildCache.js';
import { cachedIndexFiles } from '../../../../generator/plugins/search/searchIndexCache.js';
import type { RenderedPage } from '../../../../generator/types.js';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/** A page whose body (its sections) cannot be read: a cache hit must not need it. */
const pageOf = (title: string, contentKey: string) => {
  const page = { page: { route: '/a', sidebar: 'docs', frontmatter: {} }, title, contentKey } as RenderedPage;
  Object.defineProperty(page, 'sections', {
    get: () => {
      throw new Error('the body was read');
    },
  });
  return page;
};

it('indexes again only when the pages change, and finds the index again without reading the pages bodies', async () => {
  const build = vi.fn(async () => [
    { path: 'search-index/v3-docs.json', contents: new TextEncoder().encode('{"v":1}') },
  ]);
  const first = openBuildCache(cacheDir, 'unit-test');
  await cachedIndexFiles(first, [pageOf('Swaps', 'body-1')], 'en', build);
  await first.flush();
  // Read back by the next build (a new cache object: nothing in memory).
  const again = await cachedIndexFiles(openBuildCache(cacheDir, 'unit-test'), [pageOf('Swaps', 'body-1')], 'en', build);
  expect(build).toHaveBeenCalledTimes(1);
  expect(again).toEqual([{ path: 'search-index/v3-docs.json', contents: Buffer.from('{"v":1}') }]);
  await cachedIndexFiles(openBuildCache(cacheDir, 'unit-test'), [pageOf('Exact-output swaps', 'body-1')], 'en', build);
  expect(build).toHaveBeenCalledTimes(2);
  await cachedIndexFiles(openBuildCache(cacheDir, 'unit-test'), [pageOf('Swaps', 'body-2')], 'en', build);
  expect(build).toHaveBeenCalledTimes(3);
});

it('keys a page without a cached body (one with errors) on its sections', async () => {
  const build = vi.fn(async () => []);
  const pageWith = (text: string) =>
    ({
      page: { route: '/b', sidebar: 'docs', frontmatter: {} },
      title: 'B',
      sections: [{ id: '', heading: '', text }],
    }) as unknown as RenderedPage;
  const cache = openBuildCache(undefined, 'unit-test');
  await cachedIndexFiles(cache, [pageWith('one')], 'en', build);
  await cachedIndexFiles(cache, [pageWith('one')], 'en', build);
  await cachedIndexFiles(cache, [pageWith('two')], 'en', build);
  expect(build).toHaveBeenCalledTimes(2);
});
