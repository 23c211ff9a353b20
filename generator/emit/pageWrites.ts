// The pages of a build written into its staging folder as soon as they are known, while the rest of the site is
// still being made (the plugins' outputs) and checked: on page-writing threads when there are, else in this thread.
import { compiledRuntimeDir } from '../paths.js';
import type { PendingFile } from '../types.js';
import { startPageThreads, writeHere, type PageThreadSetup, type PageThreads } from './pageThreads.js';
import { removeLeftovers } from './buildLeftovers.js';
import { openStagingFolder, type StagingFolder } from './stagingFolder.js';

/** Below this many pages, starting the threads (each loads the theme) costs more than it saves. */
const minPagesForThreads = 40;
/** Pages sent to each thread at once: it starts the next as soon as it answers one. */
const pagesInFlight = 4;
/**
 * Writes in flight at once in this thread. Writing a string first encodes it into a new buffer: starting every page's
 * write together would hold a second copy of the whole site in memory, and the disk is no faster for it.
 */
export const maxOpenWrites = 16;

/** Pages being written into a staging folder. */
export interface PageWrites {
  staging: StagingFolder;
  /** Settles when every page is written; rejects with the first failure. */
  done: Promise<void>;
  /** How many pages are written so far. */
  written(): number;
  /** How many threads other than this one wrote pages. */
  threads(): number;
  /** Stops writing (the pages in flight finish), closes the threads and deletes the staging folder. */
  discard(): Promise<void>;
}

/** How many threads may write pages (0: this thread writes them), and what they start with. */
export interface PageWriters {
  count: number;
  setup: PageThreadSetup;
}

/**
 * Opens the staging folder of `outDir` and starts writing `pages` into it, on `writers.count` threads when there
 * are enough pages and the compiled runtime, else in this thread (between its other work). The caller swaps the
 * folder in (emitSite) or discards it.
 */
export async function startPageWrites(outDir: string, pages: PendingFile[], writers: PageWriters): Promise<PageWrites> {
  await removeLeftovers(outDir);
  const staging = await openStagingFolder(outDir);
  try {
    staging.makeFolders(pages.map((page) => page.path));
  } catch (error) {
    await staging.discard();
    staging.release();
    throw error;
  }
  const threads =
    compiledRuntimeDir && writers.count > 0 && pages.length >= minPagesForThreads
      ? startPageThreads(writers.count, writers.setup, compiledRuntimeDir)
      : undefined;
  const queue = pages.values();
  let written = 0;
  let stopped = false;
  const write = threads
    ? (page: PendingFile, to: string) => threads.write(page, to)
    : (page: PendingFile, to: string) => writeHere(page, to);
  const lane = async () => {
    try {
      for (let next = queue.next(); !next.done && !stopped; next = queue.next()) {
        await write(next.value, staging.fileOf(next.value.path));
        written++;
      }
    } catch (error) {
      stopped = true;
      throw error;
    }
  };
  const done = allWritten(
    Array.from({ length: threads ? pagesInFlight * threads.size : maxOpenWrites }, lane),
    threads,
  );
  // Awaited by the emit stage, or stopped: never an unhandled rejection meanwhile.
  done.catch(() => undefined);
  return {
    staging,
    done,
    written: () => written,
    threads: () => threads?.used() ?? 0,
    async discard() {
      stopped = true;
      await done.catch(() => undefined);
      await staging.discard();
      staging.release();
    },
  };
}

/** Waits for every lane, closes the threads, and rejects with the first failure. */
async function allWritten(lanes: Array<Promise<void>>, threads: PageThreads | undefined): Promise<void> {
  const results = await Promise.allSettled(lanes);
  await threads?.close();
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
