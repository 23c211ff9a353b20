// The dev server on a synthetic site (bench/scale.ts): how long `docsgen dev` takes to serve, and how long an edit
// takes to reach the browser as a reload, measured from outside the process as a user sees them.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readDevEvents } from '../generator/dev/devEvents.js';
import { devEventsPath } from '../generator/dev/devServer.js';

/** Start and edit-to-reload of one dev server. */
export interface DevMeasure {
  ok: boolean;
  /** The first start after a build (the dev server's own cache entries made, such as its unminified bundle). */
  firstStartMs: number;
  firstStartCpuMs: number;
  /** From spawning the process to its "dev server at" line, the second time. */
  startMs: number;
  /** CPU of the process (its threads included) up to that line. */
  startCpuMs: number;
  /** Median of the edits' times from writing the file to the reload after which the page shows the edit. */
  reloadMs: number;
  reloadSamples: number[];
}

const rootDir = path.resolve(import.meta.dirname, '..');
const failed: DevMeasure = {
  ok: false,
  firstStartMs: 0,
  firstStartCpuMs: 0,
  startMs: 0,
  startCpuMs: 0,
  reloadMs: 0,
  reloadSamples: [],
};

/** CPU time of process `pid` so far, from /proc (user + system, in ms); 0 where /proc is missing. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Where the dev server runs, and the page the benchmark edits. */
interface DevSite {
  docsDir: string;
  cacheDir: string;
  file: string;
  route: string;
}

/**
 * Starts the dev server on `docsDir` with `cacheDir` twice: the first start is timed and stopped; in the second,
 * timed too, `file` (served at `route`) is edited `edits` times.
 */
export async function measureDevServer(options: DevSite, edits = 5): Promise<DevMeasure> {
  const first = await runDevServer(options, 0);
  if (!first.ok) return failed;
  const second = await runDevServer(options, edits);
  return { ...second, firstStartMs: first.startMs, firstStartCpuMs: first.startCpuMs };
}

/** One run of the dev server: its start, then `edits` edits. */
async function runDevServer(options: DevSite, edits: number): Promise<DevMeasure> {
  const start = performance.now();
  // The server itself, without the supervisor that restarts it when docsgen's own code changes.
  const child = spawn(
    process.execPath,
    [
      path.join(rootDir, 'bin/docsgen.js'),
      'dev',
      '--port',
      '0',
      '--docs',
      options.docsDir,
      '--cache-dir',
      options.cacheDir,
    ],
    { cwd: rootDir, env: { ...process.env, DOCSGEN_DEV_WORKER: '1' }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const original = readFileSync(options.file, 'utf8');
  try {
    const url = await new Promise<string | undefined>((resolve) => {
      let output = '';
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        output += chunk;
        const served = /dev server at (\S+?)\/? /.exec(output);
        if (served) resolve(served[1]);
      });
      child.once('exit', () => resolve(undefined));
    });
    if (!url) return failed;
    const startMs = Math.round(performance.now() - start);
    const startCpuMs = cpuMsOf(child.pid!);
    const reloadSamples = await measureReloads(url, options, original, edits);
    const sorted = [...reloadSamples].sort((a, b) => a - b);
    return {
      ok: reloadSamples.length === edits,
      firstStartMs: 0,
      firstStartCpuMs: 0,
      startMs,
      startCpuMs,
      reloadMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      reloadSamples,
    };
  } finally {
    writeFileSync(options.file, original);
    // Waited for: the server may still be writing its cache, which the benchmark deletes next.
    const exited = child.exitCode === null && child.signalCode === null ? once(child, 'exit') : undefined;
    child.kill('SIGTERM');
    await exited;
  }
}

/** Edit-to-reload times, each counted up to the reload after which the page shows that edit (or none after a minute). */
async function measureReloads(
  url: string,
  options: { file: string; route: string },
  original: string,
  edits: number,
): Promise<number[]> {
  const events = await readDevEvents(`${url}${devEventsPath}`);
  const samples: number[] = [];
  try {
    for (let i = 0; i < edits; i++) {
      events.clear();
      const marker = `Benchmark edit ${i}.`;
      const start = performance.now();
      writeFileSync(options.file, `${original}\n\n${marker}\n`);
      for (;;) {
        const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 60_000).unref());
        if ((await Promise.race([events.next(), timeout])) === undefined) return samples;
        const arrived = performance.now();
        if ((await (await fetch(`${url}${options.route}`)).text()).includes(marker)) {
          samples.push(Math.round(arrived - start));
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    events.close();
  }
  return samples;
}
