// Renders every page: cache hits first, then the misses, shared between this thread and worker threads.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compiledRuntimeDir } from '../paths.js';
import type { RenderedPage, SourcePage } from '../types.js';
import type { CachedRender, MarkdownOptions, MarkdownRenderer } from './renderMarkdown.js';

/** Settings a worker needs to rebuild the same renderer (functions cannot cross threads). */
export interface MarkdownWorkerData {
  configFile: string;
  rootDir: string;
  cacheDir: string;
  options: Omit<MarkdownOptions, 'remarkPlugins' | 'rehypePlugins'>;
}

/** A worker's messages: `ready` once its renderer is built, then the rendered batch it was last sent. */
export type MarkdownWorkerMessage = { type: 'ready' } | { type: 'rendered'; pages: CachedRender[] };

/** Below this many uncached pages, starting threads costs more than it saves. */
const minPagesForWorkers = 40;
/** Pages a worker is sent at a time: small enough to balance the threads, large enough to keep messages few. */
const batchSize = 6;

/** The rendered pages, and how many of them worker threads rendered (for the stage's summary line). */
export interface RenderedPages {
  pages: RenderedPage[];
  workers: number;
  pagesOnWorkers: number;
}

/**
 * Renders `pages`. Misses go into one queue, largest first; this thread and the workers take from it until it is
 * empty, so a worker still starting up (it builds its own processors and highlighter) never holds pages back.
 */
export async function renderAllPages(pages: SourcePage[], renderer: MarkdownRenderer, worker: Omit<MarkdownWorkerData, 'options'>): Promise<RenderedPages> {
  const results = new Map<SourcePage, CachedRender>();
  for (const page of pages) {
    const hit = renderer.cached(page);
    if (hit) results.set(page, hit);
  }
  const queue = pages.filter((page) => !results.has(page)).sort((a, b) => b.source.contents.length - a.source.contents.length);
  const workerCount = Math.min(availableParallelism(), 4) - 1;
  // Workers load the compiled runtime; run from source (tests), everything is rendered on this thread.
  const runtimeDir = compiledRuntimeDir;
  const workers = runtimeDir && queue.length >= minPagesForWorkers && workerCount > 0 ? Array.from({ length: workerCount }, () => startWorker(runtimeDir, { ...worker, options: withoutFunctions(renderer.options) })) : [];
  const keep = (page: SourcePage, rendered: CachedRender) => {
    renderer.adopt(page, rendered);
    results.set(page, rendered);
  };
  const [, ...onWorkers] = await Promise.all([renderOnThisThread(queue, renderer, keep), ...workers.map((w) => w.drain(queue, keep))]);
  // What a failed worker gave back after this thread had finished.
  await renderOnThisThread(queue, renderer, keep);
  return { pages: pages.map((page) => ({ page, ...results.get(page)! })), workers: workers.length, pagesOnWorkers: onWorkers.reduce((sum, n) => sum + n, 0) };
}

async function renderOnThisThread(queue: SourcePage[], renderer: MarkdownRenderer, keep: (page: SourcePage, rendered: CachedRender) => void): Promise<void> {
  for (let rendered = 0; queue.length > 0; rendered++) {
    const page = queue.shift()!;
    const { page: _page, ...result } = await renderer.render(page);
    keep(page, result);
    // Let the workers' messages in, so they are handed their next batch without waiting for this thread.
    if (rendered % 2 === 1) await new Promise((resolve) => setImmediate(resolve));
  }
}

function withoutFunctions(options: MarkdownOptions): MarkdownWorkerData['options'] {
  const { remarkPlugins: _r, rehypePlugins: _p, ...rest } = options;
  // Workers write their pages to the disk cache themselves, which keeps that work off this thread.
  return rest;
}

interface PageWorker {
  /** Takes batches from `queue` until it is empty, resolving to the number it rendered; pages of a worker that fails go back to the queue. */
  drain(queue: SourcePage[], keep: (page: SourcePage, rendered: CachedRender) => void): Promise<number>;
}

function startWorker(runtimeDir: string, data: MarkdownWorkerData): PageWorker {
  const thread = new Worker(path.join(runtimeDir, 'generator/markdown/markdownWorker.js'), { workerData: data });
  return {
    drain(queue, keep) {
      return new Promise((resolve) => {
        let batch: SourcePage[] = [];
        let rendered = 0;
        const next = () => {
          batch = queue.splice(0, batchSize);
          if (batch.length > 0) return thread.postMessage(batch);
          void thread.terminate();
          resolve(rendered);
        };
        thread.on('message', (message: MarkdownWorkerMessage) => {
          if (message.type === 'rendered') {
            batch.forEach((page, i) => keep(page, message.pages[i]!));
            rendered += batch.length;
          }
          next();
        });
        // A worker that fails (an unusual runtime) only costs speed: its pages are rendered by the others.
        thread.once('error', () => {
          queue.push(...batch);
          batch = [];
          resolve(rendered);
        });
      });
    },
  };
}
