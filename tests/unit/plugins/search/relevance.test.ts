// Relevance on the real docs: every query of tests/fixtures/search/queries.json must find its page in the top 3.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteBuilder } from '../../../../generator/index.js';
import { buildSearchIndex } from '../../../../generator/plugins/search/buildSearchIndex.js';
import { collectSearchDocuments } from '../../../../generator/plugins/search/searchDocuments.js';
import { silentReporter } from '../../../../generator/task.js';
import {
  createSearchEngine,
  type SearchContext,
  type SearchEngine,
} from '../../../../theme/islands/search/searchEngine.js';

/** One line of queries.json. */
export interface RelevanceQuery {
  q: string;
  /** Route that must be among the first three pages. */
  expect: string;
  /** Section and version being read, when the query is contextual. */
  context?: SearchContext;
  note?: string;
}

const rootDir = path.resolve(import.meta.dirname, '../../../..');
const { queries } = JSON.parse(readFileSync(path.join(rootDir, 'tests/fixtures/search/queries.json'), 'utf8')) as {
  queries: RelevanceQuery[];
};
let engine: SearchEngine;
let routes: Set<string>;

beforeAll(async () => {
  // A cache of its own, kept between runs: a cold build of the whole site takes a minute.
  const builder = createSiteBuilder({
    rootDir,
    configFile: path.join(rootDir, 'site.config.ts'),
    outDir: '',
    mode: 'build',
    reporter: silentReporter,
    cacheDir: path.join(tmpdir(), 'docsgen-search-relevance-cache'),
  });
  const { model, diagnostics } = await builder.loadModel();
  // Errors elsewhere in the site (a page being written) do not matter here, only that the pages rendered.
  if (!model)
    throw new Error(
      `the site model did not load:\n${diagnostics.map((d) => `${d.file ?? ''}:${d.line ?? ''} ${d.message}`).join('\n')}`,
    );
  const set = collectSearchDocuments(model.pages, (page) => page.page.source.generatedBy === 'search');
  engine = createSearchEngine(JSON.parse(JSON.stringify(buildSearchIndex(set))));
  routes = new Set(set.pages.map((p) => p.url));
}, 600_000);

describe('relevance on the real docs', () => {
  it('has at least 30 queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(30);
  });

  it.each(
    queries.map(
      (query) =>
        [
          query.q + (query.context ? ` (reading ${query.context.section} ${query.context.version ?? ''})` : ''),
          query,
        ] as const,
    ),
  )('%s', (_name, query) => {
    expect(
      routes.has(query.expect),
      `${query.expect} is not a page of the site any more: update tests/fixtures/search/queries.json`,
    ).toBe(true);
    const top = engine
      .search(query.q, { context: query.context })
      .hits.slice(0, 3)
      .map((hit) => hit.page.url);
    expect(top, `"${query.q}" should find ${query.expect} in the top 3; it found:\n  ${top.join('\n  ')}`).toContain(
      query.expect,
    );
  });
});
