// One job on a worker thread of the compiled runtime, so that it runs on the other core while this thread goes on.
import path from 'node:path';
import { parentPort, Worker } from 'node:worker_threads';
import { compiledRuntimeDir } from './paths.js';

/**
 * Runs the job of `workerModule` (a `*Worker.ts` module that calls `answerJob`, named by its path from the package
 * root) on a new worker thread with `input`. Without the compiled runtime (tests run the TypeScript sources, which
 * worker threads cannot load), or when the thread fails, `here` does the same work in this thread: that costs
 * time, never output. `runtimeDir` is the compiled runtime the worker loads its module from, by default the one this
 * process runs from.
 */
export function runWorkerJob<I, O>(workerModule: string, input: I, here: (input: I) => O | Promise<O>, runtimeDir = compiledRuntimeDir): Promise<O> {
  if (!runtimeDir) return Promise.resolve(here(input));
  const worker = new Worker(path.join(runtimeDir, workerModule.replace(/\.ts$/, '.js')));
  return new Promise<O>((resolve) => {
    let settled = false;
    const settle = (output: O | Promise<O>) => {
      if (settled) return;
      settled = true;
      worker.removeAllListeners();
      void worker.terminate();
      resolve(output);
    };
    worker.once('message', (answer: { output: O } | { failed: string }) => settle('output' in answer ? answer.output : here(input)));
    worker.once('error', () => settle(here(input)));
    worker.once('exit', () => settle(here(input)));
    worker.postMessage(input);
  });
}

/** In a worker module: answers the one job it is sent with `job`. */
export function answerJob<I, O>(job: (input: I) => O | Promise<O>): void {
  parentPort!.once('message', async (input: I) => {
    try {
      parentPort!.postMessage({ output: await job(input) });
    } catch (error) {
      parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
    }
  });
}
