// The plugin: the /search page it adds, and the index files its postBuild writes.
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPlugins } from '../../../../generator/plugins/builtinPlugins.js';
import { searchPlugin } from '../../../../generator/plugins/search/index.js';
import type { OutputFile, RenderedPage, RouteTable } from '../../../../generator/types.js';
import { createSearchEngine } from '../../../../theme/islands/search/searchEngine.js';
import { searchIndexFiles, searchIndexName, type SearchPayload } from '../../../../theme/shared/searchPayload.js';
import { fixtureContext, renderSearchFixture } from './renderSearchFixture.js';

let pages: RenderedPage[];
let files: OutputFile[];

beforeAll(async () => {
  pages = await renderSearchFixture();
  files = await searchPlugin().postBuild!({ ...fixtureContext, pages, routes: {} as RouteTable, assets: {} });
});

describe('the search plugin', () => {
  it('is a built-in plugin', () => {
    expect(builtinPlugins().map((p) => p.name)).toContain('search');
  });

  it('adds the /search page: a GET form for q and the regions the island fills', async () => {
    const page = pages.find((p) => p.page.route === '/search')!;
    expect(page.page.kind).toBe('page');
    expect(page.title).toBe('Search');
    expect(page.html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"/);
    expect(page.html).toMatch(/<input[^>]*name="q"/);
    for (const region of [
      'data-search-page',
      'data-search-page-input',
      'data-search-page-facets',
      'data-search-page-status',
      'data-search-page-results',
    ])
      expect(page.html).toContain(region);
  });

  it('writes the v3-docs index once, gzipped and as plain JSON with the same bytes', () => {
    expect(files.map((f) => f.path)).toEqual([searchIndexFiles.gzip, searchIndexFiles.json]);
    const [gzip, json] = files.map((f) => Buffer.from(f.contents));
    expect(gunzipSync(gzip!).equals(json!)).toBe(true);
    expect(gzip!.byteLength).toBeLessThan(json!.byteLength / 2);
    const payload = JSON.parse(json!.toString('utf8')) as SearchPayload;
    expect(payload).toMatchObject({ name: searchIndexName, version: 1, language: 'en' });
    expect(payload.pages.map((p) => p.url)).not.toContain('/search');
    expect(payload.pages).toHaveLength(pages.length - 1);
  });

  it('writes an index the engine can search', () => {
    const payload = JSON.parse(Buffer.from(files[1]!.contents).toString('utf8')) as SearchPayload;
    expect(createSearchEngine(payload).search('oracle').hits[0]?.url).toBe('/concepts/protocol/oracle');
  });
});
