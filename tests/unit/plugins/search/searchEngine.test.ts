// Ranking on the fixture site: field boosts, prefixes, typos, identifiers, context, facets, anchors and highlighting.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../generator/plugins/search/buildSearchIndex.js';
import { collectSearchDocuments } from '../../../../generator/plugins/search/searchDocuments.js';
import {
  createSearchEngine,
  type SearchEngine,
  type SearchOptions,
} from '../../../../theme/islands/search/searchEngine.js';
import { renderSearchFixture } from './renderSearchFixture.js';

let engine: SearchEngine;
const urls = (query: string, options?: SearchOptions) => engine.search(query, options).hits.map((h) => h.page.url);

beforeAll(async () => {
  const pages = await renderSearchFixture();
  // Through JSON, as the browser gets it.
  engine = createSearchEngine(
    JSON.parse(JSON.stringify(buildSearchIndex(collectSearchDocuments(pages, (p) => p.page.route === '/search')))),
  );
});

describe('ranking', () => {
  it('puts a title match before a heading match before a body match', () => {
    expect(urls('rebate')).toEqual([
      '/contracts/v4/guides/fee-rebates',
      '/contracts/v4/guides/liquidity-guide',
      '/concepts/overview',
    ]);
  });

  it('finds a page from the start of a word', () => {
    expect(urls('poolmanag')[0]).toBe('/contracts/v4/concepts/PoolManager');
    expect(urls('cardinal')[0]).toBe('/concepts/protocol/oracle');
  });

  it('finds a page despite a small typo', () => {
    expect(urls('hoks')[0]).toBe('/contracts/v4/concepts/hooks');
    expect(urls('manipulaton')[0]).toBe('/concepts/protocol/oracle');
  });

  it('finds Solidity identifiers by their exact name, and by their parts', () => {
    expect(engine.search('getSlot0').hits[0]?.url).toBe('/contracts/v4/reference/core/libraries/StateLibrary#getslot0');
    expect(urls('beforeSwap')[0]).toBe('/contracts/v4/concepts/hooks');
    expect(urls('TickMath').slice(0, 2).sort()).toEqual([
      '/contracts/v3/reference/core/libraries/TickMath',
      '/contracts/v4/reference/core/libraries/TickMath',
    ]);
    expect(urls('slot0')).toContain('/contracts/v4/reference/core/libraries/StateLibrary');
  });

  it('ranks the reference page of a test contract below the real one', () => {
    const hits = urls('getSqrtPriceAtTick');
    expect(hits.indexOf('/contracts/v4/reference/core/libraries/TickMath')).toBeLessThan(
      hits.indexOf('/contracts/v4/reference/core/test/TickMathTest'),
    );
  });

  it('ignores stop words unless the query is nothing else', () => {
    expect(urls('the oracle')).toEqual(urls('oracle'));
    expect(engine.search('the').total).toBe(0);
    expect(engine.search('').hits).toEqual([]);
  });
});

describe('hits', () => {
  it('are grouped by page, each section with the page path and its #anchor', () => {
    const hit = engine.search('hook permissions').hits[0]!;
    expect(hit.page.url).toBe('/contracts/v4/concepts/hooks');
    expect(hit.url).toBe('/contracts/v4/concepts/hooks#permissions');
    expect(hit.sections[0]).toMatchObject({
      heading: 'Hook permissions',
      anchor: 'permissions',
      url: '/contracts/v4/concepts/hooks#permissions',
    });
    expect(new Set(engine.search('pool').hits.map((h) => h.page.url)).size).toBe(engine.search('pool').hits.length);
  });

  it('say which words matched, including stemmed, prefixed and misspelt ones', () => {
    const results = engine.search('hoks poolmanag');
    expect(results.isMatch('hooks')).toBe(true);
    expect(results.isMatch('hook')).toBe(true);
    expect(results.isMatch('poolmanager')).toBe(true);
    expect(results.isMatch('oracle')).toBe(false);
  });
});

describe('contextual search', () => {
  it('ranks the section and version being read first, and widening drops that preference', () => {
    const v3 = { section: 'contracts', version: 'V3' };
    expect(urls('TickMath', { context: v3 })[0]).toBe('/contracts/v3/reference/core/libraries/TickMath');
    expect(urls('hooks', { context: { section: 'sdk', version: 'V3' } })[0]).toBe('/sdk/v3/overview');
    expect(urls('hooks', { context: { section: 'sdk', version: 'V3' }, contextFirst: false })[0]).toBe(
      '/contracts/v4/concepts/hooks',
    );
    expect(engine.search('hooks', { context: { section: 'sdk', version: 'V3' } }).hits.map((h) => h.inContext)).toEqual(
      [true, false, false, false].slice(0, engine.search('hooks').hits.length),
    );
  });

  it('never ranks an in-context page with fewer of the words above one that has them all', () => {
    const concepts = { section: 'concepts' };
    expect(engine.search('hooks', { context: concepts }).hits[0]?.page.url).toBe('/concepts/overview');
    expect(urls('hook permissions', { context: concepts })[0]).toBe('/contracts/v4/concepts/hooks');
  });
});

describe('facets', () => {
  it('count matching pages per section, version and language before filtering', () => {
    const { facets, total } = engine.search('pool', { filters: { sections: ['concepts'] } });
    expect(facets.sections.contracts).toBeGreaterThan(0);
    expect(facets.sections.concepts).toBeGreaterThan(0);
    expect(facets.versions.V4).toBeGreaterThan(0);
    expect(facets.languages).toEqual({ en: total });
  });

  it('filter by section, version and language', () => {
    expect(urls('TickMath', { filters: { versions: ['V3'] } })).toEqual([
      '/contracts/v3/reference/core/libraries/TickMath',
    ]);
    expect(urls('pool', { filters: { sections: ['api'] } })).toEqual(['/api/subgraph/overview']);
    expect(urls('pool', { filters: { languages: ['fr'] } })).toEqual([]);
    expect(urls('pool', { filters: { languages: ['en'] } })).toEqual(urls('pool'));
  });

  it('limit the number of pages without changing the total', () => {
    const all = engine.search('pool');
    const limited = engine.search('pool', { limit: 2 });
    expect(limited.hits).toHaveLength(2);
    expect(limited.total).toBe(all.total);
  });
});
