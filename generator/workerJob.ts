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
    worker.on('message', (answer: { output: O } | { failed: string } | typeof partTakenIn) => {
      if ('taken' in answer) return;
      settle(() => ('output' in answer ? answer.output : again()));
    });
    worker.once('error', () => settle(again));
    worker.once('exit', () => settle(again));
  });
}

/** In a worker module: answers the one job it is sent with `job`. */
export function answerJob<I, O>(job: (input: I) => O | Promise<O>): void {
  parentPort!.once('message', async (input: I) => {
    try {
      const output = await job(input);
      parentPort!.postMessage({ output }, buffersOwnedBy(output));
    } catch (error) {
      parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
    }
  });
}

/** A job sent its input in parts (`send`), then its last part (`finish`), which answers with the output. */
export interface StreamedJob<P, L, O> {
  /**
   * Sends a part. Settles once the worker has taken in all but `maxPartsInFlight` of the parts sent: a sender that
   * waits for it holds the worker's queue to a few parts, where a sender faster than the worker would otherwise queue
   * nearly its whole input there. It settles at once when the worker has ended.
   */
  send(part: P): Promise<void>;
  finish(last: L): Promise<O>;
}

/** Parts sent to a streamed job's worker and not taken in yet, beyond which `send` waits. */
const maxPartsInFlight = 4;

/** What a streamed job's worker answers each part with once it has taken it in. */
const partTakenIn = { taken: true } as const;

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
  let inFlight = 0;
  let ended = false;
  const waiting: Array<() => void> = [];
  const release = () => {
    while (waiting.length > 0 && (ended || inFlight <= maxPartsInFlight)) waiting.shift()!();
  };
  worker.on('message', (message: object) => {
    if (!('taken' in message)) return;
    inFlight--;
    release();
  });
  // Answered, or failed: nothing is taken in any more.
  const end = () => {
    ended = true;
    release();
  };
  void answer.then(end, end);
  return {
    send(part) {
      worker.postMessage({ part });
      inFlight++;
      if (ended || inFlight <= maxPartsInFlight) return Promise.resolve();
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
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
        try {
          if (failure === undefined) work.add(message.part);
        } finally {
          parentPort!.postMessage(partTakenIn);
        }
        return;
      }
      if (failure !== undefined) throw failure;
      const output = await work.finish(message.last);
      parentPort!.postMessage({ output }, buffersOwnedBy(output));
    } catch (error) {
      failure ??= error;
      if ('last' in message)
        parentPort!.postMessage({ failed: error instanceof Error ? error.message : String(error) });
    }
  });
}

/**
 * The buffers of a job's output (its byte arrays, in arrays and objects up to three deep) that it alone uses:
 * moved to the thread that asked rather than copied, as the worker is ended once it has answered. A view into a
 * buffer it shares with others (Node's pool of small buffers) is copied.
 */
function buffersOwnedBy(output: unknown): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  const visit = (value: unknown, depth: number): void => {
    if (ArrayBuffer.isView(value)) {
      const { buffer } = value;
      if (buffer instanceof ArrayBuffer && value.byteOffset === 0 && value.byteLength === buffer.byteLength)
        found.add(buffer);
    } else if (depth > 0 && typeof value === 'object' && value !== null) {
      for (const item of Array.isArray(value) ? value : Object.values(value)) visit(item, depth - 1);
    }
  };
  visit(output, 3);
  return [...found];
}
