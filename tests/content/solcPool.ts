// A small pool of child processes running solc, so compiles use every core and solc's globals stay out of the test process.
import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { SolcVersion } from './solidityPragma.js';
import type { SolcError, SolcRequest, SolcResponse } from './solcWorker.js';

/** Runs compile jobs on a fixed number of solc processes. */
export interface SolcPool {
  compile(version: SolcVersion, input: string): Promise<SolcError[]>;
  close(): void;
}

interface Job {
  version: SolcVersion;
  input: string;
  resolve(errors: SolcError[]): void;
  reject(error: Error): void;
}

/** Workers run the TypeScript entry through tsx's loader (Node 20 cannot type-strip). */
function startWorker(): ChildProcess {
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return fork(new URL('./solcWorker.ts', import.meta.url), { execArgv: ['--import', tsxLoader], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** A pool of `size` workers (default: one per core), started on first use. */
export function createSolcPool(nodeModulesDir: string, size = availableParallelism()): SolcPool {
  const queue: Job[] = [];
  const idle: ChildProcess[] = [];
  const all: ChildProcess[] = [];
  let nextId = 0;

  function dispatch(): void {
    while (queue.length > 0) {
      let worker = idle.pop();
      if (!worker && all.length < size) {
        worker = startWorker();
        all.push(worker);
      }
      if (!worker) return;
      run(worker, queue.shift()!);
    }
  }

  function run(worker: ChildProcess, job: Job): void {
    const id = nextId++;
    const onExit = (code: number | null) => {
      if (all.includes(worker)) all.splice(all.indexOf(worker), 1);
      job.reject(new Error(`solc worker exited with code ${code} during a compile`));
      dispatch();
    };
    worker.once('exit', onExit);
    worker.on('message', function onMessage(response: SolcResponse) {
      // Answers come back in order, one job per worker at a time; the id guards against a stray one.
      if (response.id !== id) return;
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      idle.push(worker);
      if ('crash' in response) job.reject(new Error(`solc ${job.version} crashed: ${response.crash}`));
      else job.resolve(response.errors);
      dispatch();
    });
    const request: SolcRequest = { id, version: job.version, input: job.input, nodeModulesDir };
    worker.send(request);
  }

  return {
    compile(version, input) {
      return new Promise((resolve, reject) => {
        queue.push({ version, input, resolve, reject });
        dispatch();
      });
    },
    close() {
      for (const worker of all) worker.kill();
      all.length = 0;
      idle.length = 0;
    },
  };
}
