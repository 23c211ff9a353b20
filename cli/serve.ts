// `docsgen serve`: serves a built site on 127.0.0.1 with the site's URL rules.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Server, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import {
  createGuardedServer,
  refuseUnlessRead,
  requestPathname,
  sendStatus,
  type ServerLimits,
} from '../generator/server/guardServer.js';
import { createGzipCache } from '../generator/server/gzipCache.js';
import { findFile, sendFile } from '../generator/server/staticFiles.js';

/** Options of `docsgen serve`. */
export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

/** Hashed assets never change under their name; everything else is revalidated (ETag, Last-Modified). */
const cacheControlOf = (pathname: string) =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** How much gzipped text `docsgen serve` keeps in memory: the whole of a large docs site's pages. */
const gzipCacheBytes = 64 * 1024 * 1024;

/**
 * An HTTP server for a build folder: exact routes, `index.html` optional, unknown paths get 404.html. Every request
 * reads the folder as it is now, so a rebuild that swaps it is served at once. Files the build wrote precompressed
 * are sent as they are; other text is gzipped once per version and kept, as a static host does, so that page weights
 * and Lighthouse runs against it are realistic.
 */
export function createStaticServer(dir: string, limits?: ServerLimits): Server {
  const gzipCache = createGzipCache(gzipCacheBytes);
  // The 404 page is compressed on the way. A range is served from the plain bytes: compressing it would make its
  // offsets meaningless.
  const compress = compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) });
  return createGuardedServer((req, res) => {
    if (refuseUnlessRead(req, res)) return;
    return new Promise<void>((resolve, reject) =>
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
        serveFile(req, res).then(resolve, reject),
      ),
    );
  }, limits);

  async function serveFile(req: Parameters<typeof sendFile>[0], res: ServerResponse): Promise<void> {
    const pathname = requestPathname(req.url);
    if (pathname === undefined) return sendStatus(res, 400);
    const file = await findFile(dir, pathname);
    if (!file) return sendNotFound(res);
    await sendFile(req, res, file, {
      cacheControl: cacheControlOf(pathname),
      onMissing: () => void sendNotFound(res),
      gzipCache,
      root: dir,
    });
  }

  async function sendNotFound(res: ServerResponse): Promise<void> {
    // Found as any file is, so that a 404.html linked out of the folder is not sent either.
    const notFoundPage = await findFile(dir, '/404.html');
    const page = notFoundPage ? await readFile(notFoundPage).catch(() => undefined) : undefined;
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(page ?? 'Not found');
  }
}

/** Starts the server and resolves with its URL. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host}:${actualPort}`);
    });
  });
}

/** Error codes of a host that is no address of this machine, or no name it can resolve. */
const badHostCodes = new Set(['EADDRNOTAVAIL', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);

/** What to print when a server cannot listen at `host`:`port`: the error, and a hint at the option to change. */
export function listenFailure(error: unknown, host: string, port: number): string {
  const { code, message } = error as NodeJS.ErrnoException;
  if (code && badHostCodes.has(code))
    return `error could not listen on ${host}: ${message}\n  hint: Pass --host an address of this machine, such as 127.0.0.1 (or 0.0.0.0 for all of them).\n`;
  return `error could not listen on port ${port}: ${message}\n  hint: Pass another --port.\n`;
}

/** Runs `docsgen serve`; returns an exit code only when it cannot start. */
export async function serveCommand(options: ServeOptions): Promise<number | undefined> {
  const dir = path.resolve(options.dir);
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    process.stderr.write(
      `error ${options.dir}: no built site here\n  hint: Run \`docsgen build\` first, or pass --dir <folder>.\n`,
    );
    return 1;
  }
  try {
    const url = await listen(createStaticServer(dir), options.port, options.host);
    process.stderr.write(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${url}/ (Ctrl+C to stop)\n`);
    return undefined;
  } catch (error) {
    process.stderr.write(listenFailure(error, options.host ?? '127.0.0.1', options.port));
    return 1;
  }
}
