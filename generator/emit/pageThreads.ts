// Threads that render pages and write them into the staging folder, so that the main thread's other work (the
// plugins' outputs, the rest of the site) overlaps the pages' React rendering and writing.
import { writeFile } from 'node:fs/promises';
import { startJobThreads } from '../jobThreads.js';
import type { RenderContext } from '../render/renderPages.js';
import type { PendingFile, RenderedPage } from '../types.js';
import type { PageBody } from '../markdown/renderMarkdown.js';

/** What a page-writing thread is started with: the render context and where the page bodies are cached. */
export interface PageThreadSetup {
  context: RenderContext;
  /** The cache folder and fingerprint of the build's cache, whose markdown bodies the thread reads. */
  cacheDir: string;
  fingerprint: string;
}

/** A page for a thread: the page without what cannot be posted, and the file it writes. */
export interface PageJob {
  /** The page's own fields; a body read from the cache on use (bodiesOnDemand) is left out, and read there. */
  page: Omit<RenderedPage, keyof PageBody> & Partial<PageBody>;
  to: string;
}

/** Threads that render pages into files. */
export interface PageThreads {
  size: number;
  /** Renders `file` into `to`, on a thread when it can, else here. */
  write(file: PendingFile, to: string): Promise<void>;
  /** How many threads have written a page. */
  used(): number;
  close(): Promise<void>;
}

/** Renders `file` into `to` in this thread. */
export function writeHere(file: PendingFile, to: string): Promise<void> {
  return writeFile(to, file.render());
}

/**
 * Starts `size` page-writing threads from the compiled runtime in `runtimeDir`. The context is posted once, to each
 * thread, with the config's plugins left out (functions cannot be posted; the theme reads no plugin, and their head
 * tags are in the context). A page renders the same on any thread, from the same page, context and body; a page
 * that cannot be posted, and the pages of a thread that fails, are rendered here.
 */
export function startPageThreads(size: number, setup: PageThreadSetup, runtimeDir: string): PageThreads {
  const { context } = setup;
  const workerData: PageThreadSetup = { ...setup, context: { ...context, config: { ...context.config, plugins: [] } } };
  const files = new WeakMap<PageJob, PendingFile>();
  const threads = startJobThreads<PageJob, void>(
    size,
    { runtimeDir, workerModule: 'generator/emit/pageWriterWorker.ts', workerData },
    (job) => writeHere(files.get(job)!, job.to),
    ({ page, to }) => ({ page: postablePage(page), to }),
  );
  return {
    size,
    write(file, to) {
      if (!file.page) return writeHere(file, to);
      const job = { page: file.page, to };
      files.set(job, file);
      return threads.run(job);
    },
    used: () => threads.answered().filter((pages) => pages > 0).length,
    close: threads.close,
  };
}

/**
 * The page's fields without its text, which a page writer does not use (it renders the page from its fields and its
 * cached body), and without the generator's tree (a function) of its source.
 */
function postablePage(rendered: PageJob['page']): PageJob['page'] {
  const { page } = rendered;
  const source = { ...page.source, contents: '', takeTree: undefined };
  return { ...rendered, markdown: '', page: { ...page, body: '', source } };
}
