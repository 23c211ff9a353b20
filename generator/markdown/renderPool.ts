// The render threads of a build: worker threads that each load the config and render whole pages.
import { MessageChannel, Worker } from 'node:worker_threads';
import { startJobThreads } from '../jobThreads.js';
import { compiledModule } from '../paths.js';
import type { SourcePage } from '../types.js';
import type { SiteFolders } from './markdownOptions.js';
import type { PageProcessor } from './pageProcessor.js';
import type { BodyStoringProcessor, StoredRender } from './renderMarkdown.js';

/**
 * What a render thread is started with: where the config is, the hash of the config code the build runs, and the
 * build's cache (its folder and fingerprint), where the thread stores the pages it renders.
 */
export interface RenderThreadSetup extends SiteFolders {
  configFile: string;
  cacheDir: string;
  fingerprint: string;
  codeHash: string;
}

/** A page sent to a render thread, with its cache key. */
export interface RenderJob {
  page: SourcePage;
  key: string;
}

/** The render threads, seen from this thread as one processor that stores the pages' bodies itself. */
export interface RenderPool extends BodyStoringProcessor {
  size: number;
  /** How many pages each thread has rendered so far: this one first, then each render thread. */
  pagesPerThread(): number[];
  close(): Promise<void>;
}

/**
 * A render thread's young generation: three semi-spaces of 32 MB. Parsing a page allocates many megabytes of tokens
 * and nodes that die with the page; in V8's default semi-spaces much of it is still alive at a scavenge and is copied
 * before it dies, which larger semi-spaces avoid for a few tens of megabytes a thread.
 */
const renderThreadLimits = { maxYoungGenerationSizeMb: 3 * 32 };

/**
 * Starts `size` render threads from the compiled runtime in `runtimeDir` and hands each page to the one with the
 * fewest pages waiting. Each thread builds its processor from the same options as this one (markdownOptionsOf), and a
 * page's rendering depends on the page alone, so the output is the same whichever thread renders it. `here` is this
 * thread's processor: it renders a page whose tree a generator hands over (`takeTree`, which cannot be sent), the
 * pages of a thread that fails or exits, and a page whose rendering threw there (so that the error is thrown here,
 * with this thread's stack). A failing thread costs speed, never output. A thread stores each page it renders in the
 * build's cache itself (storeRender), and answers with its record; a page rendered here is answered whole, for the
 * renderer to store.
 */
export function startRenderPool(
  size: number,
  setup: RenderThreadSetup,
  runtimeDir: string,
  here: () => Promise<PageProcessor>,
): RenderPool {
  let renderedHere = 0;
  const renderHere = async ({ page }: RenderJob): Promise<StoredRender> => {
    renderedHere++;
    return { rendered: await (await here()).process(page) };
  };
  const highlighting = startHighlightThreads(size, runtimeDir);
  const threads = startJobThreads<RenderJob, StoredRender>(
    size,
    {
      runtimeDir,
      workerModule: 'generator/renderWorker.ts',
      workerData: setup,
      resourceLimits: renderThreadLimits,
      ownData: highlighting.portFor,
    },
    renderHere,
    // Without its `takeTree`: a function cannot be sent.
    ({ page, key }) => ({ page: { ...page, source: { ...page.source, takeTree: undefined } }, key }),
  );
  return {
    size,
    pagesPerThread: () => [renderedHere, ...threads.answered()],
    processAndStore: async (page, key) => {
      const job = { page, key };
      const answer = page.source.takeTree ? await renderHere(job) : await threads.run(job);
      // The thread renders the page without its markdown, which is the page's own body.
      return 'rendered' in answer ? { rendered: { ...answer.rendered, markdown: page.body } } : answer;
    },
    close: async () => {
      await threads.close();
      await highlighting.close();
    },
  };
}

/**
 * Render threads that share one highlighting thread: each would otherwise load shiki and compile the same grammars,
 * and highlight the blocks the others highlighted. A pair, because a highlighting thread keeps up with about two render
 * threads on code-heavy pages: with more, it would hold them up on a machine with many cores.
 */
const renderThreadsPerHighlighter = 2;

/**
 * The threads that highlight the code of `size` render threads, one for each pair, each render thread through a port
 * of its own (`portFor`, by its index; undefined for an unpaired one, which highlights itself). A render thread whose
 * port closes (its highlighting thread failed to start or ended) highlights itself too.
 */
function startHighlightThreads(size: number, runtimeDir: string) {
  const workers = Array.from({ length: Math.floor(size / renderThreadsPerHighlighter) }, () =>
    startHighlightWorker(runtimeDir),
  );
  return {
    portFor: (index: number) => {
      const worker = workers[Math.floor(index / renderThreadsPerHighlighter)];
      if (!worker) return undefined;
      const { port1, port2 } = new MessageChannel();
      worker.postMessage({ port: port1 }, [port1]);
      return { own: port2, transferList: [port2] };
    },
    close: () => Promise.all(workers.map((worker) => worker?.terminate())),
  };
}

/** A highlighting thread, or undefined when it cannot start. */
function startHighlightWorker(runtimeDir: string): Worker | undefined {
  try {
    const worker = new Worker(compiledModule(runtimeDir, 'generator/highlightWorker.ts'));
    // An error there closes the render threads' ports, and they highlight themselves.
    worker.on('error', () => undefined);
    return worker;
  } catch {
    return undefined;
  }
}
