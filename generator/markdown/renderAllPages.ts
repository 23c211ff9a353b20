// Renders every page: cache hits first, then the misses, helped by a second thread when there are many.
import { compiledRuntimeDir } from '../paths.js';
import type { RenderedPage, SourcePage } from '../types.js';
import type { HelperPool } from './helperPool.js';
import type { MarkdownRenderer } from './renderMarkdown.js';
import type { Progress } from '../task.js';

/** Below this many uncached pages, starting the helper thread (it loads shiki) costs more than it saves. */
const minPagesForHelperThread = 40;
/**
 * Pages in progress at once with the helper thread: while some wait for their code or math, this thread parses the
 * next. Fewer leave this thread idle waiting for answers; each one in progress holds only its own trees in memory.
 */
const pagesInFlight = 16;

/** The rendered pages, and how many helper threads took part (for the stage's summary line). */
export interface RenderedPages {
  pages: RenderedPage[];
  helperThreads: number;
}

/** Whether the markdown cache holds too few pages for a build to find most of its pages there (a first build). */
export function isFirstRender(renderer: MarkdownRenderer): boolean {
  return renderer.storedPageCount() < minPagesForHelperThread;
}

/**
 * Starts the helper thread before the pages are known, for a first build (isFirstRender): shiki loads while the
 * plugins generate pages, rather than at the start of the markdown stage, where this thread would wait for it. Pass
 * it to prerenderPages and renderAllPages,
 * which closes it; a small site's first build starts it for nothing, on the other core.
 */
export function startHelperThreadEarly(workers: number): Promise<HelperPool> | undefined {
  return compiledRuntimeDir && workers > 0 ? startHelperThreads(compiledRuntimeDir, workers) : undefined;
}

// Imported only when started: shiki, KaTeX and parse5 are behind it, which a warm build never needs.
const startHelperThreads = async (runtimeDir: string, workers: number): Promise<HelperPool> => {
  const [{ startHelperThread }, { startHelperPool }] = await Promise.all([
    import('./helperThread.js'),
    import('./helperPool.js'),
  ]);
  return startHelperPool(workers, () => startHelperThread(runtimeDir));
};

/**
 * Renders `pages`. With many misses and the compiled runtime (worker threads cannot load the TypeScript sources that
 * tests run from), `workers` helper threads highlight code and typeset math while this thread parses and renders the
 * pages: `earlyHelper` if they were started, which is closed either way.
 */
export async function renderAllPages(
  pages: SourcePage[],
  renderer: MarkdownRenderer,
  workers: number,
  earlyHelper?: Promise<HelperPool>,
  progress?: Progress,
): Promise<RenderedPages> {
  const results = new Map<SourcePage, RenderedPage>();
  for (const page of pages) {
    const hit = renderer.cached(page);
    if (hit) results.set(page, hit);
  }
  const queue = pages.filter((page) => !results.has(page));
  const runtimeDir = compiledRuntimeDir;
  const wanted = runtimeDir !== undefined && workers > 0 && queue.length >= minPagesForHelperThread;
  if (!wanted) await (await earlyHelper)?.close();
  const pool = wanted ? await (earlyHelper ?? startHelperThreads(runtimeDir, workers)) : undefined;
  try {
    const cached = results.size;
    await renderEach(queue, renderer, pool, {
      keep: (rendered) => results.set(rendered.page, rendered),
      progress: (done) => progress?.(cached + done, pages.length),
    });
  } finally {
    await pool?.close();
  }
  return { pages: pages.map((page) => results.get(page)!), helperThreads: pool?.size ?? 0 };
}

/**
 * Renders into the renderer's cache, ahead of the markdown stage, the pages of `pages` it does not hold yet, with the
 * helper thread if there is one (left open for that stage); returns how many it rendered. A page that fails here is
 * rendered again by the stage, which reports it.
 */
export async function prerenderPages(
  pages: SourcePage[],
  renderer: MarkdownRenderer,
  helper?: Promise<HelperPool>,
  progress?: Progress,
): Promise<number> {
  const queue = pages.filter((page) => !renderer.cached(page));
  const total = queue.length;
  let rendered = 0;
  // Only counted: the stage reads them back from the cache, and holding a thousand freshly rendered pages (their
  // strings still pieces of the parsed source) until then would make memory grow with the site.
  await renderEach(queue, renderer, await helper, {
    keep: () => rendered++,
    skipFailures: true,
    progress: (done) => progress?.(done, total),
  });
  return rendered;
}

/** What renderEach does with each rendered page, and with failures. */
interface RenderEachOptions {
  keep: (rendered: RenderedPage) => void;
  /** Leave out a page whose rendering throws, instead of failing. */
  skipFailures?: boolean;
  progress?: (done: number) => void;
}

/**
 * Renders `queue` (emptying it), one page at a time, or `pagesInFlight` at a time per helper thread, and hands each
 * page to `keep` as it is done.
 */
async function renderEach(
  queue: SourcePage[],
  renderer: MarkdownRenderer,
  pool: HelperPool | undefined,
  { keep, skipFailures = false, progress }: RenderEachOptions,
): Promise<void> {
  let done = 0;
  const renderQueue = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      try {
        keep(await renderer.render(page, pool));
      } catch (error) {
        if (!skipFailures) throw error;
      }
      progress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: pool ? pagesInFlight * pool.size : 1 }, renderQueue));
}
