// Renders every page: cache hits first, then the misses, on the render threads when there are many.
import os from 'node:os';
import { compiledRuntimeDir } from '../paths.js';
import type { RenderedPage, SourcePage } from '../types.js';
import type { Progress } from '../task.js';
import type { PageProcessor } from './pageProcessor.js';
import { startRenderPool, type RenderPool, type RenderThreadSetup } from './renderPool.js';
import type { MarkdownRenderer } from './renderMarkdown.js';

/** Below this many uncached pages, starting the render threads (each loads the config and shiki) costs more than it saves. */
const minPagesForRenderThreads = 40;
/**
 * Pages sent to each render thread at once: it starts the next as soon as it answers one, without waiting for this
 * thread. Each page in progress holds only its source and its answer here.
 */
const pagesInFlight = 4;

/**
 * Render threads when none are asked for: one per core (DOCSGEN_WORKERS overrides). This thread only sends them pages
 * and caches their answers: it also runs the plugins' stage meanwhile, which pages rendered here would hold up.
 */
export function defaultWorkerCount(): number {
  const fromEnv = Number.parseInt(process.env.DOCSGEN_WORKERS ?? '', 10);
  if (Number.isInteger(fromEnv) && fromEnv >= 0) return fromEnv;
  return os.availableParallelism();
}

/** How many render threads a build may start (0: this thread renders every page), and what they start with. */
export interface RenderThreads {
  count: number;
  setup: RenderThreadSetup;
}

/** The rendered pages, and how many threads rendered them (0 when every page came from the cache). */
export interface RenderedPages {
  pages: RenderedPage[];
  threads: number;
}

/** Whether the markdown cache holds too few pages for a build to find most of its pages there (a first build). */
export function isFirstRender(renderer: MarkdownRenderer): boolean {
  return renderer.storedPageCount() < minPagesForRenderThreads;
}

/**
 * Starts the render threads before the pages are known, for a first build (isFirstRender): they load the config and
 * the processors while the plugins generate pages. Pass the pool to prerenderPages and renderAllPages, which closes it.
 * Without the compiled runtime (tests run the TypeScript sources, which worker threads cannot load) there is none.
 */
export function startRenderThreadsEarly(threads: RenderThreads, renderer: MarkdownRenderer): RenderPool | undefined {
  return compiledRuntimeDir && threads.count > 0
    ? startRenderPool(threads.count, threads.setup, compiledRuntimeDir, renderer.localProcessor)
    : undefined;
}

/**
 * Renders `pages`: on `earlyPool` if the render threads were started early (it is closed either way), else with many
 * misses and the compiled runtime on `threads.count` new render threads, else in this thread.
 */
export async function renderAllPages(
  pages: SourcePage[],
  renderer: MarkdownRenderer,
  threads: RenderThreads,
  earlyPool?: RenderPool,
  progress?: Progress,
): Promise<RenderedPages> {
  const results = new Map<SourcePage, RenderedPage>();
  for (const page of pages) {
    const hit = renderer.cached(page);
    if (hit) results.set(page, hit);
  }
  const queue = pages.filter((page) => !results.has(page));
  // Threads started early have their processors loaded: they render even a few pages sooner than this thread, which
  // would load its own first.
  const pool =
    queue.length === 0
      ? undefined
      : (earlyPool ??
        (queue.length >= minPagesForRenderThreads ? startRenderThreadsEarly(threads, renderer) : undefined));
  if (pool !== earlyPool) await earlyPool?.close();
  const threadsUsed = threadCounter(pool, queue.length);
  try {
    const cached = results.size;
    await renderEach(queue, renderer, pool, {
      keep: (rendered) => results.set(rendered.page, rendered),
      progress: (done) => progress?.(cached + done, pages.length),
    });
  } finally {
    await pool?.close();
  }
  return { pages: pages.map((page) => results.get(page)!), threads: threadsUsed() };
}

/** What prerenderPages did: how many pages it rendered, on how many threads. */
export interface RenderedAhead {
  pages: number;
  threads: number;
}

/**
 * Renders into the renderer's cache, ahead of the markdown stage, the pages of `pages` it does not hold yet, on
 * `pool` if there is one (left open for that stage). A page that fails here is rendered again by the stage, which
 * reports it.
 */
export async function prerenderPages(
  pages: SourcePage[],
  renderer: MarkdownRenderer,
  pool?: RenderPool,
  progress?: Progress,
): Promise<RenderedAhead> {
  const queue = pages.filter((page) => !renderer.cached(page));
  const total = queue.length;
  const threadsUsed = threadCounter(pool, total);
  let rendered = 0;
  // Only counted: the stage reads them back from the cache, and holding a thousand freshly rendered pages until then
  // would make memory grow with the site.
  await renderEach(queue, renderer, pool, {
    keep: () => rendered++,
    skipFailures: true,
    progress: (done) => progress?.(done, total),
  });
  return { pages: rendered, threads: threadsUsed() };
}

/**
 * Counts the threads that render a page of `queued` pages from now on: the returned function says how many did until
 * then (without a pool, this thread alone).
 */
function threadCounter(pool: RenderPool | undefined, queued: number): () => number {
  if (!pool) return () => (queued > 0 ? 1 : 0);
  const before = pool.pagesPerThread();
  return () => pool.pagesPerThread().filter((pages, i) => pages > before[i]!).length;
}

/** What renderEach does with each rendered page, and with failures. */
interface RenderEachOptions {
  keep: (rendered: RenderedPage) => void;
  /** Leave out a page whose rendering throws, instead of failing. */
  skipFailures?: boolean;
  progress?: (done: number) => void;
}

/**
 * Renders `queue` (emptying it), `pagesInFlight` at a time per render thread of `pool`, else one at a time in this
 * thread, and hands each page to `keep` as it is done (the renderer has cached it).
 */
async function renderEach(
  queue: SourcePage[],
  renderer: MarkdownRenderer,
  pool: RenderPool | undefined,
  { keep, skipFailures = false, progress }: RenderEachOptions,
): Promise<void> {
  let done = 0;
  const renderQueue = async (processor: RenderPool | undefined) => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      try {
        keep(await renderer.render(page, processor));
      } catch (error) {
        if (!skipFailures) throw error;
      }
      progress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: pool ? pagesInFlight * pool.size : 1 }, () => renderQueue(pool)));
}
