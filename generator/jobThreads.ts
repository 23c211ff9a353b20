// Worker threads of the compiled runtime that each answer many jobs (the render threads, the page-writing threads),
// seen from this thread as one: a job goes to the thread with the fewest jobs waiting, and a job no thread can do is
// done here, which costs time, never output.
import { parentPort, Worker, type ResourceLimits, type Transferable, type WorkerOptions } from 'node:worker_threads';
import { compiledModule } from './paths.js';

/** A job as posted to a thread, and its answer: the output, or the message of what the job threw there. */
interface JobMessage<J> {
  id: number;
  job: J;
}
type JobAnswer<O> = { id: number; output: O } | { id: number; failed: string };

/**
 * Where a thread's module is, what it is started with, and its heap's limits (V8's defaults when unset). `ownData`
 * gives a thread, by its index, data of its own if any (a message port, moved there with `transferList`), added to
 * `workerData` as its field `own`.
 */
interface ThreadModule {
  runtimeDir: string;
  workerModule: string;
  workerData: object;
  resourceLimits?: ResourceLimits;
  ownData?: (index: number) => { own: unknown; transferList: Transferable[] } | undefined;
}

/** Threads that answer jobs, seen from this thread. */
export interface JobThreads<J, O> {
  size: number;
  /** Runs `job` on the live thread with the fewest jobs waiting, or here when none is live or it cannot be posted. */
  run(job: J): Promise<O>;
  /** How many jobs each thread has answered so far. */
  answered(): number[];
  close(): Promise<void>;
}

/** A thread, seen from this thread. */
interface JobThread<J, O> {
  readonly failed: boolean;
  /** Jobs posted and not answered yet. */
  readonly waiting: number;
  /** Jobs it has answered. */
  readonly answered: number;
  run(job: J): Promise<O>;
  close(): Promise<void>;
}

/**
 * Starts `size` threads of `workerModule` (its path from the runtime's root, a module that calls `answerJobs`) from
 * the compiled runtime in `runtimeDir`, each with `workerData`. `here` does a job in this thread: a job that cannot
 * be posted (only plain data can), the jobs of a thread that fails or exits, and a job that threw there (so that its
 * error is thrown here, with this thread's stack). `posted` makes the message of a job (by default the job itself).
 */
export function startJobThreads<J, O>(
  size: number,
  thread: ThreadModule,
  here: (job: J) => Promise<O>,
  posted: (job: J) => unknown = (job) => job,
): JobThreads<J, O> {
  const threads = Array.from({ length: size }, (_, index) => startJobThread(thread, index, here, posted));
  return {
    size,
    answered: () => threads.map((t) => t.answered),
    run(job) {
      const live = threads.filter((t) => !t.failed);
      if (live.length === 0) return here(job);
      return live.reduce((best, t) => (t.waiting < best.waiting ? t : best)).run(job);
    },
    async close() {
      await Promise.all(threads.map((t) => t.close()));
    },
  };
}

function startJobThread<J, O>(
  thread: ThreadModule,
  index: number,
  here: (job: J) => Promise<O>,
  posted: (job: J) => unknown,
): JobThread<J, O> {
  const pending = new Map<number, { job: J; resolve: (output: O | Promise<O>) => void }>();
  let failed = false;
  let nextId = 0;
  let answered = 0;
  const fallBack = () => {
    failed = true;
    for (const { job, resolve } of pending.values()) resolve(here(job));
    pending.clear();
  };
  const worker = startWorker(thread, index);
  if (!worker) failed = true;
  worker?.on('message', (answer: JobAnswer<O>) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if (!waiting) return;
    if ('output' in answer) answered++;
    waiting.resolve('output' in answer ? answer.output : here(waiting.job));
  });
  worker?.once('error', fallBack);
  worker?.once('exit', fallBack);
  return {
    get failed() {
      return failed;
    },
    get waiting() {
      return pending.size;
    },
    get answered() {
      return answered;
    },
    run(job) {
      if (failed || !worker) return here(job);
      const id = nextId++;
      const sent = worker;
      return new Promise<O>((resolve) => {
        pending.set(id, { job, resolve });
        try {
          sent.postMessage({ id, job: posted(job) } satisfies JobMessage<unknown>);
        } catch {
          pending.delete(id);
          resolve(here(job));
        }
      });
    },
    async close() {
      if (!worker) return;
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

/** Thread `index` of `thread`, or undefined when its `workerData` cannot be sent (then this thread does its jobs). */
function startWorker(
  { runtimeDir, workerModule, workerData, resourceLimits, ownData }: ThreadModule,
  index: number,
): Worker | undefined {
  const own = ownData?.(index);
  const options: WorkerOptions = {
    workerData: own ? { ...workerData, own: own.own } : workerData,
    ...(own ? { transferList: own.transferList } : {}),
    ...(resourceLimits ? { resourceLimits } : {}),
  };
  try {
    return new Worker(compiledModule(runtimeDir, workerModule), options);
  } catch {
    return undefined;
  }
}

/** In a worker module started by startJobThreads: answers each job it is sent with `answer`. */
export function answerJobs<J, O>(answer: (job: J) => O | Promise<O>): void {
  parentPort!.on('message', async ({ id, job }: JobMessage<J>) => {
    let reply: JobAnswer<O>;
    try {
      reply = { id, output: await answer(job) };
    } catch (error) {
      reply = { id, failed: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(reply);
  });
}
