// A pool of helper threads (see helperThread.ts) sized to the machine: each page's code and math go to the least busy.
import os from 'node:os';
import type { HelperThread } from './helperThread.js';

/** Helper threads when none are asked for: one per core but the one this thread parses pages on, at least one. */
export function defaultWorkerCount(): number {
  const fromEnv = Number.parseInt(process.env.DOCSGEN_WORKERS ?? '', 10);
  if (Number.isInteger(fromEnv) && fromEnv >= 0) return fromEnv;
  return Math.max(1, os.availableParallelism() - 1);
}

/** The pool seen as one helper thread, and how many threads it has. */
export interface HelperPool extends HelperThread {
  size: number;
}

/**
 * Starts `size` helper threads with `start` and hands each job to the one with the fewest jobs waiting. A job's
 * answer depends on the job alone (each thread loads the same highlighter and typesetter), so the output is the
 * same whichever thread answers and however many there are.
 */
export function startHelperPool(size: number, start: () => HelperThread): HelperPool {
  const threads = Array.from({ length: Math.max(1, size) }, () => ({ thread: start(), waiting: 0 }));
  const leastBusy = () => threads.reduce((best, entry) => (entry.waiting < best.waiting ? entry : best));
  const onLeastBusy = async <T>(job: (thread: HelperThread) => Promise<T>): Promise<T> => {
    const entry = leastBusy();
    entry.waiting++;
    try {
      return await job(entry.thread);
    } finally {
      entry.waiting--;
    }
  };
  return {
    size: threads.length,
    highlight: (requests) => onLeastBusy((thread) => thread.highlight(requests)),
    typeset: (requests, options) => onLeastBusy((thread) => thread.typeset(requests, options)),
    async close() {
      await Promise.all(threads.map((entry) => entry.thread.close()));
    },
  };
}
