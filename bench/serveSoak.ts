// Serve soak: sustained load on `docsgen serve` and `docsgen dev` at once, with each one's memory sampled at the
// start, middle and end, to see whether it stays bounded (figures only; nothing here passes or fails).
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { searchIndexFiles } from '../theme/shared/searchPayload.js';
import { freePort, treeRssMb, waitUntilServing } from './serveLoad.js';

const rootDir = path.resolve(import.meta.dirname, '..');

/** One server's soak. */
interface SoakFigures {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers the mix does not expect (a 5xx, or a 2xx for a malformed URL), and connection errors or timeouts. */
  failures: number;
  /** Resident memory (the server's process and its children) when it started serving, at the middle and at the end. */
  rssMb: { start: number; middle: number; end: number; samples: number[] };
  /** Whether memory grew by less than a tenth (and 20 MB) over the second half of the run. */
  bounded: boolean;
}

/** The `serveSoak` key of bench/results.json. */
export interface ServeSoakResult {
  seconds: number;
  /** Requests per second sent to each server (a fixed rate: the point is time under load, not throughput). */
  rate: number;
  connections: number;
  paths: string[];
  serve?: SoakFigures;
  dev?: SoakFigures;
}

/** A mix of what browsers ask for: pages, the search index, a missing page, a malformed URL, a range. */
function requestMix(pages: string[]): autocannon.Request[] {
  return [
    ...pages.map((p) => ({ method: 'GET' as const, path: p })),
    { method: 'GET', path: `/${searchIndexFiles.json}` },
    { method: 'GET', path: `/${searchIndexFiles.gzip}` },
    { method: 'GET', path: '/no/such/page' },
    { method: 'GET', path: '/%' },
    { method: 'GET', path: pages[0]!, headers: { range: 'bytes=-500' } },
  ];
}

/**
 * Starts `serve` on `siteDir` and `dev` on the project (either left out by `servers`), loads both for `seconds` at
 * `rate` requests per second each, and samples their memory every tenth of the run.
 */
export async function soakServers(
  siteDir: string,
  options: { seconds: number; rate?: number; connections?: number; pages: string[]; servers?: string[] },
): Promise<ServeSoakResult> {
  const rate = options.rate ?? 200;
  const connections = options.connections ?? 20;
  const servers = options.servers ?? ['serve', 'dev'];
  const requests = requestMix(options.pages);
  const bin = path.join(rootDir, 'bin/docsgen.js');
  const commands: Record<string, (port: number) => string[]> = {
    serve: (port) => [bin, 'serve', '--dir', siteDir, '--port', String(port)],
    dev: (port) => [bin, 'dev', '--port', String(port)],
  };
  const runs = servers.map(async (name) => {
    const port = await freePort();
    const child = spawn(process.execPath, commands[name]!(port), {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitUntilServing(url, child, 600);
      return [name, await soakOne(url, child.pid!, { seconds: options.seconds, rate, connections, requests })] as const;
    } finally {
      child.kill('SIGTERM');
    }
  });
  const figures = Object.fromEntries(await Promise.all(runs));
  return { seconds: options.seconds, rate, connections, paths: requests.map((r) => r.path!), ...figures };
}

async function soakOne(
  url: string,
  pid: number,
  load: { seconds: number; rate: number; connections: number; requests: autocannon.Request[] },
): Promise<SoakFigures> {
  const samples = [treeRssMb(pid)];
  const sampler = setInterval(() => samples.push(treeRssMb(pid)), (load.seconds * 1000) / 10);
  let unexpected = 0;
  const result = await autocannon({
    url,
    connections: load.connections,
    duration: load.seconds,
    overallRate: load.rate,
    requests: load.requests,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    setupClient(client) {
      client.on('response', (status: number) => {
        if (status >= 500) unexpected++;
      });
    },
  });
  clearInterval(sampler);
  samples.push(treeRssMb(pid));
  const middle = samples[Math.floor(samples.length / 2)]!;
  const end = samples.at(-1)!;
  return {
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failures: unexpected + result.errors + result.timeouts,
    rssMb: { start: samples[0]!, middle, end, samples },
    bounded: end <= Math.max(middle * 1.1, middle + 20),
  };
}

/** The figures as lines for the console. */
export function formatServeSoak(result: ServeSoakResult): string[] {
  const line = (name: string, f: SoakFigures | undefined) =>
    f &&
    `soak ${name.padEnd(5)} ${f.requests} requests (${f.requestsPerSecond}/s, p99 ${f.p99Ms} ms, failures ${f.failures}); RSS ${f.rssMb.start} → ${f.rssMb.middle} → ${f.rssMb.end} MB: ${f.bounded ? 'memory stayed bounded' : 'memory kept growing'}`;
  return [
    `serve soak: ${result.seconds} s at ${result.rate} requests/s per server, ${result.connections} connections, ${result.paths.length} paths`,
    ...[line('serve', result.serve), line('dev', result.dev)].filter((l) => l !== undefined),
  ];
}
