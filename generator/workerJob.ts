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
export function runWorkerJob<I, O>(
  workerModule: string,
  input: I,
  here: (input: I) => O | Promise<O>,
  runtimeDir = compiledRuntimeDir,
): Promise<O> {
  // Async, so that an error of the job reaches the caller as a rejection, from whichever thread did it.
  const inThisThread = async () => here(input);
  if (!runtimeDir) return inThisThread();
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
    // A job that failed there is done again here, so that its error is thrown with this thread's stack and types.
    worker.once('message', (answer: { output: O } | { failed: string }) =>
      settle('output' in answer ? answer.output : inThisThread()),
    );
    worker.once('error', () => settle(inThisThread()));
    worker.once('exit', () => settle(inThisThread()));
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
