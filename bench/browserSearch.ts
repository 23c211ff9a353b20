// Search latency in the browser: the engine the site ships, loaded by opening the search modal in headless chromium
// and timed with performance.now() inside the page, over the same queries and options as the Node figures.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { createStaticServer, listen } from '../cli/serve.js';
import { launchBrowser } from '../tests/e2e/browser.js';
import type { SearchEngine } from '../theme/islands/search/searchEngine.js';
import { benchQueries, percentile, summary, type LatencySummary } from './search.js';

/** What the browser benchmark measures. */
export interface BrowserSearchBenchResult {
  /** `chromium <version>`. */
  browser: string;
  /** The page search was opened on. */
  route: string;
  /** Pages in the index the page loaded. */
  pages: number;
  /** Query latency: the median of `runs` runs of each query, then p50/p95/max over the queries. */
  queryMs: LatencySummary;
  /** The same over every single run (includes GC pauses and scheduling noise). */
  queryMsAllRuns: LatencySummary;
  queries: number;
  runs: number;
}

/** What the page-side timing gets from Node (it runs in the page, so it takes plain data). */
interface PageTimingInput {
  moduleUrl: string;
  queries: string[];
  runs: number;
  warmups: number;
}

/** The lazily loaded chunk of the search modal; esbuild names it after `searchModal.ts`. */
const modalChunkPattern = /\/searchModal-[\w-]+\.js$/;

/**
 * Opens the search modal on `route` of the site at `baseUrl`, which fetches the modal's chunk and the index as a
 * reader's click does, then times each query in the page against that same engine.
 */
export async function benchBrowserSearch(
  baseUrl: string,
  options: { route?: string; runs?: number; queries?: string[] } = {},
): Promise<BrowserSearchBenchResult> {
  const { route = '/', runs = 25, queries = benchQueries() } = options;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await isolateDocument(page, route);
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    if (!(await page.evaluate('crossOriginIsolated')))
      throw new Error(
        `${route} is not cross-origin isolated, so performance.now() would step by 100 µs; check isolateDocument().`,
      );
    const modalChunk = page.waitForResponse((response) => modalChunkPattern.test(new URL(response.url()).pathname));
    await page.locator('[data-search-open]').first().click();
    const moduleUrl = (await modalChunk).url();
    // Let what the page loads once it is idle (the analytics island) finish before the clock runs.
    await page.waitForLoadState('networkidle');
    const { pages, samples } = await page.evaluate(timeQueriesInPage, { moduleUrl, queries, runs, warmups: 3 });
    if (pages === 0) throw new Error(`the search index loaded on ${route} has no pages`);
    return {
      browser: `chromium ${browser.version()}`,
      route,
      pages,
      queryMs: summary(samples.map((runsOfQuery) => percentile(runsOfQuery, 0.5))),
      queryMsAllRuns: summary(samples.flat()),
      queries: queries.length,
      runs,
    };
  } finally {
    await browser.close();
  }
}

/**
 * Serves the page with the headers that make it cross-origin isolated. Chromium coarsens performance.now() to 100 µs
 * elsewhere, about half a typical query; isolated, it steps by 5 µs. Subresources are same-origin, so nothing else
 * changes.
 */
async function isolateDocument(page: Page, route: string): Promise<void> {
  await page.route(
    (url) => url.pathname === route,
    async (request) => {
      const response = await request.fetch();
      await request.fulfill({
        response,
        headers: {
          ...response.headers(),
          'cross-origin-opener-policy': 'same-origin',
          'cross-origin-embedder-policy': 'require-corp',
        },
      });
    },
  );
}

/**
 * Runs in the page: imports the modal chunk the page already loaded (the same module instance, so `loadSearchEngine`
 * hands back the engine the modal fetched), warms up, then times every run of every query. Kept free of inner named
 * functions, as it is sent to the page as source text.
 */
async function timeQueriesInPage({
  moduleUrl,
  queries,
  runs,
  warmups,
}: PageTimingInput): Promise<{ pages: number; samples: number[][] }> {
  const { loadSearchEngine } = (await import(moduleUrl)) as { loadSearchEngine: () => Promise<SearchEngine> };
  const engine = await loadSearchEngine();
  // The same options as bench/search.ts, so that the two sets of figures compare.
  for (let i = 0; i < warmups; i++) for (const query of queries) engine.search(query, { limit: 8 });
  const samples: number[][] = [];
  for (const query of queries) {
    const runsOfQuery: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      engine.search(query, { limit: 8 });
      runsOfQuery.push(performance.now() - start);
    }
    samples.push(runsOfQuery);
  }
  return { pages: engine.pages.length, samples };
}

// `tsx bench/browserSearch.ts [buildDir]` serves a build (default `build/`) and prints the numbers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createStaticServer(path.resolve(process.argv[2] ?? 'build'));
  try {
    const result = await benchBrowserSearch(await listen(server, 0));
    console.log(`search in ${result.browser} (${result.pages} pages, opened on ${result.route}):`);
    console.log(
      `queries: p50 ${result.queryMs.p50} ms, p95 ${result.queryMs.p95} ms, max ${result.queryMs.max} ms over ${result.queries} queries (target p95 < 5 ms); every run: p95 ${result.queryMsAllRuns.p95} ms`,
    );
  } finally {
    server.close();
  }
}
