// Search benchmark: index size (raw and gzip), build and load time, and query latency over the relevance queries.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteBuilder } from '../generator/index.js';
import { buildSearchIndex, collectSearchDocuments, searchIndexOutput } from '../generator/plugins/search/index.js';
import { silentReporter } from '../generator/task.js';
import type { RenderedPage } from '../generator/types.js';
import { createSearchEngine } from '../theme/islands/search/searchEngine.js';
import type { SearchPayload } from '../theme/shared/searchPayload.js';

/** What the benchmark measures. */
export interface SearchBenchResult {
  pages: number;
  sections: number;
  terms: number;
  /** The index file the browser fetches on first open: plain JSON and gzip. */
  indexBytes: { raw: number; gzip: number };
  /** Building the payload from rendered pages, and parsing + loading it as the browser does. */
  buildMs: number;
  loadMs: number;
  /** Query latency: the median of `runs` runs of each query, then p50/p95/max over the queries. */
  queryMs: LatencySummary;
  /** The same over every single run (includes GC pauses and scheduling noise). */
  queryMsAllRuns: LatencySummary;
  queries: number;
  runs: number;
  targets: { indexGzipBytes: number; queryP95Ms: number };
}

const rootDir = path.resolve(import.meta.dirname, '..');

/** The relevance queries (tests/fixtures/search/queries.json). */
export function benchQueries(): string[] {
  const { queries } = JSON.parse(readFileSync(path.join(rootDir, 'tests/fixtures/search/queries.json'), 'utf8')) as {
    queries: Array<{ q: string }>;
  };
  return queries.map((query) => query.q);
}

/** Measures the index of already rendered pages (the search page itself left out, as the plugin does). */
export function measureSearch(pages: RenderedPage[], queries: string[] = benchQueries(), runs = 25): SearchBenchResult {
  const buildStart = performance.now();
  const payload = buildSearchIndex(collectSearchDocuments(pages, (page) => page.page.source.generatedBy === 'search'));
  const output = searchIndexOutput(payload);
  const buildMs = performance.now() - buildStart;
  const json = Buffer.from(output.files[1]!.contents).toString('utf8');
  const loadStart = performance.now();
  const engine = createSearchEngine(JSON.parse(json) as SearchPayload);
  const loadMs = performance.now() - loadStart;
  // Warm-up, so that the JIT has compiled the search before it is timed.
  for (let i = 0; i < 3; i++) for (const query of queries) engine.search(query, { limit: 8 });
  const medians: number[] = [];
  const all: number[] = [];
  for (const query of queries) {
    const samples: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      engine.search(query, { limit: 8 });
      samples.push(performance.now() - start);
    }
    all.push(...samples);
    medians.push(percentile(samples, 0.5));
  }
  return {
    pages: payload.pages.length,
    sections: payload.sections.length,
    terms: payload.index.terms.length,
    indexBytes: { raw: output.rawBytes, gzip: output.gzipBytes },
    buildMs: round(buildMs),
    loadMs: round(loadMs),
    queryMs: summary(medians),
    queryMsAllRuns: summary(all),
    queries: queries.length,
    runs,
    targets: { indexGzipBytes: 400 * 1024, queryP95Ms: 5 },
  };
}

/** Loads the real site's pages (with a cache of its own, kept between runs) and measures its search. */
export async function benchSearch(options: { cacheDir?: string; runs?: number } = {}): Promise<SearchBenchResult> {
  const cacheDir = options.cacheDir ?? path.join(tmpdir(), 'docsgen-search-bench-cache');
  const builder = createSiteBuilder({
    rootDir,
    configFile: path.join(rootDir, 'site.config.ts'),
    outDir: '',
    mode: 'build',
    reporter: silentReporter,
    cacheDir,
  });
  const { model, diagnostics } = await builder.loadModel();
  if (!model)
    throw new Error(
      `the site did not load:\n${diagnostics.map((d) => `${d.file ?? ''}:${d.line ?? ''} ${d.message}`).join('\n')}`,
    );
  return measureSearch(model.pages, benchQueries(), options.runs);
}

/** p50, p95 and max of latencies in milliseconds. */
export interface LatencySummary {
  p50: number;
  p95: number;
  max: number;
}

/** p50/p95/max of `values`, rounded to microseconds. */
export function summary(values: number[]): LatencySummary {
  return {
    p50: round(percentile(values, 0.5), 3),
    p95: round(percentile(values, 0.95), 3),
    max: round(Math.max(...values), 3),
  };
}

/** The value at or below which a fraction `p` of `values` lie (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;
}

function round(n: number, digits = 1): number {
  return Number(n.toFixed(digits));
}

// `tsx bench/search.ts` prints the numbers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchSearch();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`search: ${result.pages} pages, ${result.sections} sections, ${result.terms} terms`);
  console.log(
    `index: ${kb(result.indexBytes.raw)} raw, ${kb(result.indexBytes.gzip)} gzip (target < 400 KB gzip); built in ${result.buildMs} ms, loaded in ${result.loadMs} ms`,
  );
  console.log(
    `queries: p50 ${result.queryMs.p50} ms, p95 ${result.queryMs.p95} ms, max ${result.queryMs.max} ms over ${result.queries} queries (target p95 < 5 ms); every run: p95 ${result.queryMsAllRuns.p95} ms`,
  );
}
