// Renders every page: cache hits first, then the misses, with their code highlighted on a second thread when many.
import { compiledRuntimeDir } from '../paths.js';
import type { RenderedPage, SourcePage } from '../types.js';
import { threadCodeHighlighter } from './codeHighlighter.js';
import type { MarkdownRenderer } from './renderMarkdown.js';

/** Below this many uncached pages, starting the highlight thread (it loads shiki) costs more than it saves. */
const minPagesForHighlightThread = 40;
/**
 * Pages in progress at once while code is highlighted on the other thread: while one waits for its code, this
 * thread parses the next. A few are enough to keep both threads busy; each holds its syntax trees meanwhile.
 */
const pagesInFlight = 4;

/** The rendered pages, and whether their code was highlighted on a second thread (for the stage's summary line). */
export interface RenderedPages {
  pages: RenderedPage[];
  highlightThread: boolean;
}

/**
 * Renders `pages`. With many misses and the compiled runtime (worker threads cannot load the TypeScript sources that
 * tests run from), code is highlighted on a worker thread while this thread parses and renders the pages.
 */
export async function renderAllPages(pages: SourcePage[], renderer: MarkdownRenderer): Promise<RenderedPages> {
  const results = new Map<SourcePage, RenderedPage>();
  for (const page of pages) {
    const hit = renderer.cached(page);
    if (hit) results.set(page, hit);
  }
  const queue = pages.filter((page) => !results.has(page));
  const runtimeDir = compiledRuntimeDir;
  const thread = runtimeDir && queue.length >= minPagesForHighlightThread ? threadCodeHighlighter(runtimeDir) : undefined;
  try {
    const renderQueue = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) results.set(page, await renderer.render(page, thread));
    };
    await Promise.all(Array.from({ length: thread ? pagesInFlight : 1 }, renderQueue));
  } finally {
    await thread?.close();
  }
  return { pages: pages.map((page) => results.get(page)!), highlightThread: thread !== undefined };
}
