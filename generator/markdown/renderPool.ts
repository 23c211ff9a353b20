// The render threads of a build: worker threads that each load the config and render whole pages.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SourcePage } from '../types.js';
import type { SiteFolders } from './markdownOptions.js';
import type { CachedRender, PageProcessor } from './pageProcessor.js';

/** What a render thread is started with: where the config is, and the hash of the config code the build runs. */
export interface RenderThreadSetup extends SiteFolders {
  configFile: string;
  cacheDir: string;
  codeHash: string;
}

/** A page sent to a render thread (without its `takeTree`: a function cannot be sent). */
export interface RenderJob {
  id: number;
  page: SourcePage;
}

/** A render thread's answer: the rendered page, or the message of what rendering threw there. */
export type RenderAnswer = { id: number; rendered: CachedRender } | { id: number; failed: string };

/** The render threads, seen from this thread as one processor. */
export interface RenderPool extends PageProcessor {
  size: number;
  /** How many pages each thread has rendered so far: this one first, then each render thread. */
  pagesPerThread(): number[];
  close(): Promise<void>;
}

/** A render thread, seen from this thread. */
interface RenderThread extends PageProcessor {
  readonly failed: boolean;
  /** Pages sent and not answered yet. */
  readonly waiting: number;
  /** Pages it has rendered. */
  readonly rendered: number;
  close(): Promise<void>;
}

/**
 * Starts `size` render threads from the compiled runtime in `runtimeDir` and hands each page to the one with the
 * fewest pages waiting. Each thread builds its processor from the same options as this one (markdownOptionsOf), and a
 * page's rendering depends on the page alone, so the output is the same whichever thread renders it. `here` is this
 * thread's processor: it renders a page whose tree a generator hands over (`takeTree`, which cannot be sent), the
 * pages of a thread that fails or exits, and a page whose rendering threw there (so that the error is thrown here,
 * with this thread's stack). A failing thread costs speed, never output.
 */
export function startRenderPool(
  size: number,
  setup: RenderThreadSetup,
  runtimeDir: string,
  here: () => Promise<PageProcessor>,
): RenderPool {
  let renderedHere = 0;
  const renderHere = async (page: SourcePage) => {
    renderedHere++;
    return (await here()).process(page);
  };
  const threads = Array.from({ length: size }, () => startRenderThread(setup, runtimeDir, renderHere));
  return {
    size,
    pagesPerThread: () => [renderedHere, ...threads.map((thread) => thread.rendered)],
    process(page) {
      const live = threads.filter((thread) => !thread.failed);
      if (page.source.takeTree || live.length === 0) return renderHere(page);
      return live.reduce((best, thread) => (thread.waiting < best.waiting ? thread : best)).process(page);
    },
    async close() {
      await Promise.all(threads.map((thread) => thread.close()));
    },
  };
}

function startRenderThread(
  setup: RenderThreadSetup,
  runtimeDir: string,
  renderHere: (page: SourcePage) => Promise<CachedRender>,
): RenderThread {
  const thread = new Worker(path.join(runtimeDir, 'generator/renderWorker.js'), { workerData: setup });
  const pending = new Map<
    number,
    { page: SourcePage; resolve: (rendered: CachedRender | Promise<CachedRender>) => void }
  >();
  let failed = false;
  let nextId = 0;
  let rendered = 0;
  const fallBack = () => {
    failed = true;
    for (const { page, resolve } of pending.values()) resolve(renderHere(page));
    pending.clear();
  };
  thread.on('message', (answer: RenderAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if ('rendered' in answer) rendered++;
    waiting.resolve('rendered' in answer ? answer.rendered : renderHere(waiting.page));
  });
  thread.once('error', fallBack);
  thread.once('exit', fallBack);
  return {
    get failed() {
      return failed;
    },
    get waiting() {
      return pending.size;
    },
    get rendered() {
      return rendered;
    },
    process(page) {
      if (failed) return renderHere(page);
      const id = nextId++;
      return new Promise<CachedRender>((resolve) => {
        pending.set(id, { page, resolve });
        try {
          thread.postMessage({
            id,
            page: { ...page, source: { ...page.source, takeTree: undefined } },
          } satisfies RenderJob);
        } catch {
          // A value that cannot be sent (only plain data can): the page is rendered here.
          pending.delete(id);
          resolve(renderHere(page));
        }
      });
    },
    async close() {
      thread.removeAllListeners('exit');
      await thread.terminate();
    },
  };
}
