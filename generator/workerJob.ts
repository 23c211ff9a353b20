// One job on a worker thread of the compiled runtime, so that it runs on the other core while this thread goes on.
import { parentPort, Worker } from 'node:worker_threads';
import { compiledModule, compiledRuntimeDir } from './paths.js';

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
  const worker = new Worker(compiledModule(runtimeDir, workerModule));
  const answer = answerOf(worker, inThisThread);
  worker.postMessage(input);
  return answer;
}

/**
 * The output `worker` answers with, after which it is ended; `again()` when it fails, exits, or answers that the job
 * failed there (done again here, so that its error is thrown with this thread's stack and types).
 */
function answerOf<O>(worker: Worker, again: () => Promise<O>): Promise<O> {
  return new Promise<O>((resolve) => {
    let settled = false;
    const settle = (output: () => O | Promise<O>) => {
      if (settled) return;
      settled = true;
      worker.removeAllListeners();
      void worker.terminate();
      resolve(output());
    };
    worker.once('message', (answer: { output: O } | { failed: string }) =>
      settle(() => ('output' in answer ? answer.output : again())),
    );
    worker.once('error', () => settle(again));
    worker.once('exit', () => settle(again));
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

/** A job sent its input in parts (`send`), then its last part (`finish`), which answers with the output. */
export interface StreamedJob<P, L, O> {
  send(part: P): void;
  finish(last: L): Promise<O>;
}

/** What a streamed job's worker does with each part, and with the last one. */
export interface StreamedWork<P, L, O> {
  add(part: P): void;
  finish(last: L): O | Promise<O>;
}

/**
 * Starts the streamed job of `workerModule` (which calls `answerStreamedJob`) on a new worker thread, so that neither
 * thread holds the whole input at once; undefined without the compiled runtime. The parts sent are not kept: when the
 * thread fails, `finish` answers with `again()`, which does the whole job in this thread.
 */
export function startStreamedJob<P, L, O>(
  workerModule: string,
  again: () => Promise<O>,
  runtimeDir = compiledRuntimeDir,
): StreamedJob<P, L, O> | undefined {
  if (!runtimeDir) return undefined;
  const worker = new Worker(compiledModule(runtimeDir, workerModule));
  const answer = answerOf(worker, again);
  return {
    send: (part) => worker.postMessage({ part }),
    finish(last) {
      worker.postMessage({ last });
      return answer;
    },
  };
}

/** In a worker module: answers the streamed job it is sent with the work `start` makes. */
export function answerStreamedJob<P, L, O>(start: () => StreamedWork<P, L, O>): void {
  const work = start();
  let failure: unknown;
  parentPort!.on('message', async (message: { part: P } | { last: L }) => {
    try {
      if ('part' in message) {
        if (failure === undefined) work.add(message.part);
        return;
      }
      if (failure !== undefined) throw failure;
      parentPort!.postMessage({ output: await work.finish(message.last) });
    } catch (error) {
      failure ??= error;
      if ('last' in message)
        parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
    }
  });
}
