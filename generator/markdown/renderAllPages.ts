// Renders every page: cache hits first, then the misses, in worker threads when there are enough of them.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderedPage, SourcePage } from '../types.js';
import type { CachedRender, MarkdownOptions, MarkdownRenderer } from './renderMarkdown.js';

/** Settings a worker needs to rebuild the same renderer (functions cannot cross threads). */
export interface MarkdownWorkerData {
  configFile: string;
  rootDir: string;
  cacheDir: string;
  options: Omit<MarkdownOptions, 'highlighter' | 'remarkPlugins' | 'rehypePlugins'>;
}

/** A worker's answer: the rendered pages in the order they were sent. */
export type MarkdownWorkerReply = CachedRender[];

/** Below this many uncached pages, starting threads costs more than it saves. */
const minPagesForWorkers = 40;

/** Renders `pages`, using worker threads for a large number of cache misses. */
export async function renderAllPages(pages: SourcePage[], renderer: MarkdownRenderer, worker: Omit<MarkdownWorkerData, 'options'>): Promise<RenderedPage[]> {
  const results = pages.map((page) => renderer.cached(page));
  const missing = pages.filter((_page, i) => !results[i]);
  const threads = Math.min(availableParallelism(), 4);
  if (missing.length >= minPagesForWorkers && threads > 1) {
    const rendered = await renderInWorkers(missing, { ...worker, options: withoutFunctions(renderer.options) }, threads).catch(() => undefined);
    // A worker that fails to start (an unusual runtime) only costs speed: the pages are rendered here instead.
    if (rendered) {
      missing.forEach((page, i) => renderer.store(page, rendered[i]!));
      const byPage = new Map(missing.map((page, i) => [page, rendered[i]!]));
      return pages.map((page, i) => results[i] ?? { page, ...byPage.get(page)! });
    }
  }
  return pages.map((page, i) => results[i] ?? renderer.render(page));
}

function withoutFunctions(options: MarkdownOptions): MarkdownWorkerData['options'] {
  const { highlighter: _h, remarkPlugins: _r, rehypePlugins: _p, ...rest } = options;
  // Workers only render; the main thread writes the cache once it has the results.
  return { ...rest, cacheDir: undefined };
}

/** Splits the pages across threads, balanced by text length, and gathers the results in order. */
async function renderInWorkers(pages: SourcePage[], data: MarkdownWorkerData, threads: number): Promise<CachedRender[]> {
  const buckets: Array<{ indexes: number[]; size: number }> = Array.from({ length: threads }, () => ({ indexes: [], size: 0 }));
  const bySize = pages.map((page, index) => ({ index, size: page.source.contents.length })).sort((a, b) => b.size - a.size);
  for (const { index, size } of bySize) {
    const lightest = buckets.reduce((a, b) => (b.size < a.size ? b : a));
    lightest.indexes.push(index);
    lightest.size += size;
  }
  const out: CachedRender[] = new Array(pages.length);
  await Promise.all(
    buckets.map(async ({ indexes }) => {
      if (indexes.length === 0) return;
      const reply = await runWorker(data, indexes.map((i) => pages[i]!));
      indexes.forEach((pageIndex, j) => (out[pageIndex] = reply[j]!));
    }),
  );
  return out;
}

function runWorker(data: MarkdownWorkerData, pages: SourcePage[]): Promise<MarkdownWorkerReply> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./markdownWorker.ts', import.meta.url), { workerData: data, execArgv: ['--import', import.meta.resolve('tsx')] });
    worker.once('message', (reply: MarkdownWorkerReply) => {
      resolve(reply);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.postMessage(pages);
  });
}
