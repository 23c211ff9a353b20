// Building the index from rendered pages: documents and facets, the compact encoding, and scores equal to lunr's.
import lunr from 'lunr';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompactIndex, buildSearchIndex } from '../../../../generator/plugins/search/buildSearchIndex.js';
import {
  collectSearchDocuments,
  collectSearchDocumentsInTurns,
  pageWeight,
  sectionOf,
  type SearchDocument,
  type SearchDocumentSet,
} from '../../../../generator/plugins/search/searchDocuments.js';
import type { RenderedPage } from '../../../../generator/types.js';
import { findTerm, fuzzyTerms, prefixTerms } from '../../../../theme/islands/search/expandTerms.js';
import { decodeNumbers, encodeNumbers, fieldBoosts, snippetLength } from '../../../../theme/shared/searchPayload.js';
import { loadScoringIndex } from '../../../../theme/islands/search/scoringIndex.js';
import { scoreQuery } from '../../../../theme/islands/search/scoreQuery.js';
import { tokenize } from '../../../../theme/shared/searchTokens.js';
import { renderSearchFixture } from './renderSearchFixture.js';

let pages: RenderedPage[];
let set: SearchDocumentSet;

beforeAll(async () => {
  pages = await renderSearchFixture();
  set = collectSearchDocuments(pages, (page) => page.page.source.generatedBy === 'search');
});

describe('collectSearchDocuments', () => {
  it('collects the same documents in turns of the event loop as at once', async () => {
    // Many pages, so that the collection gives way several times.
    const many = Array.from({ length: 8 }, (_, i) =>
      pages.map((p) => ({ ...p, page: { ...p.page, route: `/copy-${i}${p.page.route}` } })),
    ).flat();
    expect(many.length).toBeGreaterThan(100);
    const exclude = (page: RenderedPage) => page.page.source.generatedBy === 'search';
    expect(await collectSearchDocumentsInTurns(many, exclude)).toEqual(collectSearchDocuments(many, exclude));
    // Handed over a turn at a time, the documents come in order and the set keeps none.
    const parts: SearchDocument[][] = [];
    const head = await collectSearchDocumentsInTurns(many, exclude, (documents) => void parts.push(documents));
    const whole = collectSearchDocuments(many, exclude);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flat()).toEqual(whole.documents);
    expect(head).toEqual({ ...whole, documents: [] });
    // A hand-over that takes time (a worker behind) holds up the next: one at a time.
    let pending = 0;
    let mostPending = 0;
    await collectSearchDocumentsInTurns(many, exclude, async () => {
      mostPending = Math.max(mostPending, ++pending);
      await new Promise((resolve) => setTimeout(resolve, 5));
      pending--;
    });
    expect(mostPending).toBe(1);
  });

  it('takes every page but the excluded search page, in route order, with section and version facets', () => {
    expect(pages.some((p) => p.page.route === '/search')).toBe(true);
    expect(set.pages.map((p) => p.url)).not.toContain('/search');
    expect(set.pages.map((p) => p.url)).toEqual([...set.pages.map((p) => p.url)].sort());
    expect(set.pages.find((p) => p.url === '/contracts/v4/concepts/hooks')).toEqual({
      url: '/contracts/v4/concepts/hooks',
      title: 'Hooks',
      section: 'contracts',
      version: 'V4',
    });
    expect(set.pages.find((p) => p.url === '/contracts/v3/reference/core/libraries/TickMath')).toMatchObject({
      section: 'contracts',
      version: 'V3',
    });
    expect(set.pages.find((p) => p.url === '/concepts/protocol/oracle')).toMatchObject({
      section: 'concepts',
      version: '',
    });
    expect(set.pages.find((p) => p.url === '/api/subgraph/overview')).toMatchObject({ section: 'api', version: '' });
  });

  it('makes one document per section, the intro carrying the title, with the anchor of its heading', () => {
    const page = set.pages.findIndex((p) => p.url === '/contracts/v4/concepts/hooks');
    const sections = set.sections.filter(([p]) => p === page);
    expect(sections.map(([, anchor, heading]) => [anchor, heading])).toEqual([
      ['', ''],
      ['permissions', 'Hook permissions'],
      ['returning-deltas', 'Returning deltas'],
    ]);
    const intro = set.documents[set.sections.indexOf(sections[0]!)]!;
    expect(intro.title).toBe('Hooks');
    expect(intro.body).toContain('Contracts that a pool calls');
    expect(set.documents[set.sections.indexOf(sections[1]!)]).toMatchObject({
      title: '',
      headings: 'Hook permissions',
    });
    expect(set.documents.map((d) => d.ref)).toEqual(set.documents.map((_, i) => String(i)));
    for (const [, anchor] of set.sections) if (anchor) expect(pages.some((p) => p.ids.includes(anchor))).toBe(true);
  });

  it('keeps a snippet of each section, cut at a word', () => {
    for (const [, , , text] of set.sections) expect(text.length).toBeLessThanOrEqual(snippetLength + 1);
    const long = collectSearchDocuments([
      { ...pages[1]!, sections: [{ id: '', heading: '', text: 'word '.repeat(100) }] },
    ]);
    expect(long.sections[0]![3]).toMatch(/^(word ){10,}word…$/);
  });

  it('weighs down the reference pages of test contracts', () => {
    expect(set.pages.find((p) => p.url === '/contracts/v4/reference/core/test/TickMathTest')?.weight).toBe(0.5);
    expect(pageWeight('/contracts/v3/reference/periphery/test/TickLensTest')).toBe(0.5);
    expect(pageWeight('/contracts/v4/quickstart/hooks/setup')).toBe(1);
  });

  it('puts blog posts and pages outside the sidebars in their section', () => {
    const page = pages[0]!;
    expect(sectionOf({ ...page, page: { ...page.page, route: '/blog/intro-to-gas-optimization', sidebar: '' } })).toBe(
      'blog',
    );
    expect(sectionOf({ ...page, page: { ...page.page, route: '/', sidebar: '' } })).toBe('');
  });
});

describe('the compact index', () => {
  it('writes numbers as text and reads them back', () => {
    const values = [0, 1, 31, 32, 33, 1023, 1024, 123_456, 2 ** 31 - 1];
    expect(decodeNumbers(encodeNumbers(values))).toEqual(values);
    expect(encodeNumbers([0, 1, 31])).toHaveLength(3);
  });

  it('writes more numbers than its first buffer holds', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 40_000);
    const text = encodeNumbers(values);
    expect(text.length).toBeGreaterThan(1 << 16);
    expect(decodeNumbers(text)).toEqual(values);
  });

  it('has a sorted vocabulary of stemmed terms without stop words', () => {
    const { index } = buildSearchIndex(set);
    expect(index.terms).toEqual([...index.terms].sort());
    expect(index.terms).toEqual(expect.arrayContaining(['getslot0', 'poolmanag', 'hook', 'tickmath']));
    expect(index.terms).not.toContain('the');
    expect(index.fields).toEqual(['title', 'headings', 'body']);
    expect(index.boosts).toEqual([fieldBoosts.title, fieldBoosts.headings, fieldBoosts.body]);
    expect(fieldBoosts.title).toBeGreaterThan(fieldBoosts.headings);
    expect(fieldBoosts.headings).toBeGreaterThan(fieldBoosts.body);
  });

  it('leaves out hashes and addresses but keeps selectors', () => {
    const docs: SearchDocument[] = [
      {
        ref: '0',
        title: 'Errors',
        headings: 'Selectors',
        body: 'PoolNotInitialized 0x486aa307 at 0x000000000004444c5dc75cB358380D2e3dE08A90',
      },
    ];
    const { terms } = buildCompactIndex(docs);
    expect(terms).toContain('0x486aa307');
    expect(terms.filter((t) => t.startsWith('0x0000'))).toEqual([]);
  });

  it('drops the body postings of a term in most bodies, and keeps its title and heading postings', () => {
    const docs: SearchDocument[] = Array.from({ length: 400 }, (_, i) => ({
      ref: String(i),
      title: i === 0 ? 'Type' : '',
      headings: `heading${i}`,
      body: i % 2 ? `type word${i}` : `word${i}`,
    }));
    const index = loadScoringIndex(buildCompactIndex(docs, { maxBodyShare: 0.4 }));
    expect(scoreQuery(index, [{ term: findTerm(index.terms, 'type'), boost: 1 }]).map((d) => d.doc)).toEqual([0]);
    const kept = loadScoringIndex(buildCompactIndex(docs, { maxBodyShare: 0.6 }));
    expect(scoreQuery(kept, [{ term: findTerm(kept.terms, 'type'), boost: 1 }])).toHaveLength(201);
  });
});

describe('scores', () => {
  // lunr averages field lengths over every document; the compact index over non-empty fields. Filling every field
  // makes the two the same, so lunr's own engine can check ours.
  const filled = () =>
    set.documents.map((d) => ({ ...d, title: d.title || 'section', headings: d.headings || 'introduction' }));
  const lunrIndex = (docs: SearchDocument[]) => {
    const builder = new lunr.Builder();
    builder.tokenizer = Object.assign(
      (value?: unknown) => (typeof value === 'string' ? tokenize(value).map((t) => new lunr.Token(t.term, {})) : []),
      { separator: lunr.tokenizer.separator },
    ) as typeof lunr.tokenizer;
    builder.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
    builder.ref('ref');
    builder.field('title', { boost: fieldBoosts.title });
    builder.field('headings', { boost: fieldBoosts.headings });
    builder.field('body', { boost: fieldBoosts.body });
    for (const doc of docs) builder.add(doc);
    return builder.build();
  };
  const scoresOf = (results: Array<{ ref: string; score: number }>) =>
    Object.fromEntries(results.map((r) => [r.ref, r.score]));

  it('equal lunr’s for exact, prefix and fuzzy clauses with boosts', () => {
    const docs = filled();
    const lunrIdx = lunrIndex(docs);
    const ours = loadScoringIndex(buildCompactIndex(docs, { maxBodyShare: 1 }));
    const cases: Array<[(q: lunr.Query) => void, Array<{ term: number; boost: number }>]> = [
      [(q) => q.term('pool', { boost: 10, usePipeline: false }), [{ term: findTerm(ours.terms, 'pool'), boost: 10 }]],
      [
        (q) => {
          q.term('hook', { boost: 10, usePipeline: false });
          q.term('swap', { boost: 3, usePipeline: false });
        },
        [
          { term: findTerm(ours.terms, 'hook'), boost: 10 },
          { term: findTerm(ours.terms, 'swap'), boost: 3 },
        ],
      ],
      [
        (q) => q.term('tick', { boost: 4, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING }),
        prefixTerms(ours.terms, 'tick').map((term) => ({ term, boost: 4 })),
      ],
      [
        (q) => q.term('hok', { boost: 2, usePipeline: false, editDistance: 1 }),
        fuzzyTerms(ours.terms, 'hok', 1).map((term) => ({ term, boost: 2 })),
      ],
    ];
    for (const [lunrQuery, weighted] of cases) {
      const expected = scoresOf(lunrIdx.query(lunrQuery));
      const actual = scoresOf(scoreQuery(ours, weighted).map((d) => ({ ref: String(d.doc), score: d.score })));
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      for (const [ref, score] of Object.entries(expected)) expect(actual[ref]).toBeCloseTo(score, 9);
    }
  });
});
