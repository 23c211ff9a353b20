// Both servers (`docsgen serve` and `docsgen dev`) under abuse: many parallel connections, a client that sends its
// headers slowly, clients that leave mid-response. Each must go on serving and hold nothing for a client that left.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticServer, listen } from '../../cli/serve.js';
import { startDevServer, type DevServer } from '../../generator/dev/devServer.js';
import { serverLimits, type ServerLimits } from '../../generator/server/guardServer.js';
import { silentReporter } from '../../generator/task.js';

/** Limits short enough for a test to see a slow client cut off. */
const shortLimits: ServerLimits = {
  headersTimeout: 400,
  requestTimeout: 800,
  keepAliveTimeout: 400,
  connectionsCheckingInterval: 50,
};
const bigFileBytes = 8 * 1024 * 1024;

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'docsgen-abuse-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts a server twice, with the usual limits and with short ones, and tells the tests where and what to ask. */
interface Subject {
  start(limits: ServerLimits): Promise<{ url: string; close: () => Promise<void> }>;
  /** A small file every request can ask for. */
  small: string;
  /** A large file, `bigFileBytes` long, and where it lies on disk. */
  big: string;
  bigFile: () => string;
}

const staticSite: Subject = {
  async start(limits) {
    const dir = path.join(root, 'build');
    if (!existsSync(dir)) {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
      writeFileSync(path.join(dir, 'big.bin'), Buffer.alloc(bigFileBytes, 7));
    }
    const server = createStaticServer(dir, limits);
    return { url: await listen(server, 0), close: () => closeServer(server) };
  },
  small: '/',
  big: '/big.bin',
  bigFile: () => path.join(root, 'build/big.bin'),
};

const devSite: Subject = {
  async start(limits) {
    const site = path.join(root, 'dev-site');
    if (!existsSync(site)) {
      cpSync(path.join(import.meta.dirname, 'fixtures/dev-site'), site, { recursive: true });
      mkdirSync(path.join(site, 'content/static'), { recursive: true });
      writeFileSync(path.join(site, 'content/static/small.txt'), 'small');
      writeFileSync(path.join(site, 'content/static/big.bin'), Buffer.alloc(bigFileBytes, 7));
    }
    const dev: DevServer = await startDevServer({
      rootDir: site,
      configFile: path.join(site, 'site.config.ts'),
      reporter: silentReporter,
      cacheDir: path.join(site, '.cache'),
      format: (d) => d.message,
      limits,
    });
    return { url: await listen(dev.server, 0), close: () => dev.close() };
  },
  small: '/small.txt',
  big: '/big.bin',
  bigFile: () => path.join(root, 'dev-site/content/static/big.bin'),
};

describe.each([
  ['docsgen serve', staticSite],
  ['docsgen dev', devSite],
])('%s under abuse', (_name, subject) => {
  let server: { url: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await subject.start(serverLimits);
  }, 60_000);
  afterAll(() => server.close());

  it('answers 1,000 parallel connections and goes on serving', async () => {
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, () => status(`${server.url}${subject.small}`, agent)),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await status(`${server.url}${subject.small}`)).toBe(200);
  }, 60_000);

  it('closes the file of a client that leaves mid-response, and goes on serving', async () => {
    for (let i = 0; i < 10; i++) await leaveAfterFirstChunk(`${server.url}${subject.big}`);
    await vi.waitFor(() => expect(openDescriptorsOf(subject.bigFile())).toBe(0), { timeout: 10_000, interval: 50 });
    expect(await status(`${server.url}${subject.small}`)).toBe(200);
  }, 30_000);

  it('cuts off a client that sends its headers slowly, and goes on serving', async () => {
    const slow = await subject.start(shortLimits);
    try {
      const answer = await slowloris(slow.url);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(await status(`${slow.url}${subject.small}`)).toBe(200);
    } finally {
      await slow.close();
    }
  }, 60_000);
});

describe('docsgen dev stopping under load', () => {
  it('stops (as for a restart) while clients keep their kept-alive connections busy', async () => {
    const server = await devSite.start(serverLimits);
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    let stopped = false;
    const busy = async () => {
      while (!stopped) await status(`${server.url}${devSite.small}`, agent).catch(() => (stopped = true));
    };
    const clients = Array.from({ length: 4 }, busy);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.close();
    stopped = true;
    await Promise.all(clients);
    agent.destroy();
  }, 60_000);
});

function status(url: string, agent?: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** Starts a download and drops the connection as soon as the first bytes arrive. */
function leaveAfterFirstChunk(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false }, (response) => {
      expect(response.statusCode).toBe(200);
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
  });
}

/** Sends a request's headers one line at a time, never finishing them; resolves with what the server said on closing. */
function slowloris(url: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`);
      timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    // The server may reset the connection after its answer; what it sent first still counts.
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
  });
}

/** How many file descriptors of this process are open on `file` (Linux's /proc; 0 where it cannot tell). */
function openDescriptorsOf(file: string): number {
  const fds = '/proc/self/fd';
  if (!existsSync(fds)) return 0;
  let count = 0;
  for (const fd of readdirSync(fds)) {
    try {
      if (readlinkSync(path.join(fds, fd)) === file) count++;
    } catch {
      // The descriptor closed while being listed.
    }
  }
  return count;
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
