// Serve load benchmark: requests/s, p99 latency and memory of `docsgen serve` against sirv-cli, on the same build.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { searchIndexFiles } from '../theme/shared/searchPayload.js';

const rootDir = path.resolve(import.meta.dirname, '..');

/** What one server did under load on one file. */
interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** Responses other than 2xx, and connection errors or timeouts. */
  failures: number;
}

/** One server's figures: a page, the search index, and its memory after both runs. */
export interface ServerFigures {
  page: LoadFigures;
  searchIndex: LoadFigures;
  rssMbAtStart: number;
  rssMbAfter: number;
}

/** The `serve` key of bench/results.json. */
export interface ServeLoadResult {
  page: string;
  searchIndex: string;
  connections: number;
  secondsPerRun: number;
  docsgen: ServerFigures;
  sirvCli: ServerFigures;
}

/**
 * Runs both servers, one after the other, on `siteDir` and loads each with `connections` keep-alive clients that
 * accept gzip and brotli, as browsers do: first a page, then the search index.
 */
export async function measureServeLoad(
  siteDir: string,
  options: { connections?: number; seconds?: number } = {},
): Promise<ServeLoadResult> {
  const connections = options.connections ?? 50;
  const seconds = options.seconds ?? 10;
  const page = '/concepts/overview';
  const searchIndex = `/${searchIndexFiles.json}`;
  const measure = async (command: string, args: (port: number) => string[]): Promise<ServerFigures> => {
    const port = await freePort();
    const child = spawn(command, args(port), { cwd: rootDir, stdio: ['ignore', 'ignore', 'inherit'] });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitUntilServing(url, child);
      const rssMbAtStart = treeRssMb(child.pid!);
      const pageFigures = await load(`${url}${page}`, connections, seconds);
      const indexFigures = await load(`${url}${searchIndex}`, connections, seconds);
      return { page: pageFigures, searchIndex: indexFigures, rssMbAtStart, rssMbAfter: treeRssMb(child.pid!) };
    } finally {
      child.kill('SIGTERM');
    }
  };
  const docsgen = await measure(process.execPath, (port) => [
    path.join(rootDir, 'bin/docsgen.js'),
    'serve',
    '--dir',
    siteDir,
    '--port',
    String(port),
  ]);
  const sirvCli = await measure(process.execPath, (port) => [
    path.join(rootDir, 'node_modules/sirv-cli/bin.js'),
    siteDir,
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--etag',
    '--quiet',
  ]);
  return { page, searchIndex, connections, secondsPerRun: seconds, docsgen, sirvCli };
}

async function load(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Resident memory in MB of a process and its children (`docsgen dev` serves from a child), as `ps` reports it. */
export function treeRssMb(pid: number): number {
  const kb = (args: string[]) =>
    execFileSync('ps', ['-o', 'rss=', ...args], { encoding: 'utf8' })
      .split('\n')
      .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0);
  const children = (() => {
    try {
      return kb(['--ppid', String(pid)]);
    } catch {
      return 0; // ps exits 1 when the process has no children
    }
  })();
  return Math.round((kb(['-p', String(pid)]) + children) / 1024);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Waits for `url` to answer, for up to `seconds` (the dev server builds its model first). */
export async function waitUntilServing(url: string, child: ChildProcess, seconds = 20): Promise<void> {
  for (let attempt = 0; attempt < seconds * 10; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`${child.spawnfile} ${child.spawnargs.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nothing answered at ${url}`);
}

/** The figures as lines for the console. */
export function formatServeLoad(result: ServeLoadResult): string[] {
  const line = (name: string, f: ServerFigures) =>
    `serve ${name.padEnd(8)} page ${f.page.requestsPerSecond} req/s p99 ${f.page.p99Ms} ms; search index ${f.searchIndex.requestsPerSecond} req/s p99 ${f.searchIndex.p99Ms} ms; RSS ${f.rssMbAtStart} → ${f.rssMbAfter} MB; failures ${f.page.failures + f.searchIndex.failures}`;
  return [
    `serve load: ${result.connections} keep-alive connections, ${result.secondsPerRun} s per run, ${result.page} and ${result.searchIndex}`,
    line('docsgen', result.docsgen),
    line('sirv-cli', result.sirvCli),
  ];
}
