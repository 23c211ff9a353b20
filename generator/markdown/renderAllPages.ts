// Renders every page: cache hits first, then the misses, helped by a second thread when there are many.
import { compiledRuntimeDir } from '../paths.js';
import type { RenderedPage, SourcePage } from '../types.js';
import type { MarkdownRenderer } from './renderMarkdown.js';

/** Below this many uncached pages, starting the helper thread (it loads shiki) costs more than it saves. */
const minPagesForHelperThread = 40;
/**
 * Pages in progress at once with the helper thread: while some wait for their code or math, this thread parses the
 * next. Measured on this site (2 cores): with 4 in progress this thread sat idle 2.3–2.5 s of a cold build waiting
 * for answers, with 8 1.5–1.8 s, with 16 0.3–0.6 s, the peak memory unchanged within the noise.
 */
const pagesInFlight = 16;

/** The rendered pages, and whether a helper thread took part (for the stage's summary line). */
export interface RenderedPages {
  pages: RenderedPage[];
  helperThread: boolean;
}

/**
 * Renders `pages`. With many misses and the compiled runtime (worker threads cannot load the TypeScript sources that
 * tests run from), a helper thread highlights code and typesets math while this thread parses and renders the pages.
 */
export async function renderAllPages(pages: SourcePage[], renderer: MarkdownRenderer): Promise<RenderedPages> {
  const results = new Map<SourcePage, RenderedPage>();
  for (const page of pages) {
    const hit = renderer.cached(page);
    if (hit) results.set(page, hit);
  }
  const queue = pages.filter((page) => !results.has(page));
  const runtimeDir = compiledRuntimeDir;
  // Imported only here: with shiki, KaTeX and parse5 behind it, loading it cost every warm build about 0.1 s.
  const thread = runtimeDir && queue.length >= minPagesForHelperThread ? (await import('./helperThread.js')).startHelperThread(runtimeDir) : undefined;
  try {
    const renderQueue = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) results.set(page, await renderer.render(page, thread));
    };
    await Promise.all(Array.from({ length: thread ? pagesInFlight : 1 }, renderQueue));
  } finally {
    await thread?.close();
  }
  return { pages: pages.map((page) => results.get(page)!), helperThread: thread !== undefined };
}
