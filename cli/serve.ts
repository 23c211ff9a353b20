// `docsgen serve`: serves a built site on 127.0.0.1 with the site's URL rules.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/** Options of `docsgen serve`. */
export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

/**
 * An HTTP server for a build folder: exact routes, `index.html` optional, unknown paths get 404.html. Text is sent
 * gzip-compressed, as any static host sends it, so that page weights and Lighthouse runs against it are realistic.
 */
export function createStaticServer(dir: string): Server {
  const notFound = path.join(dir, '404.html');
  const notFoundPage = existsSync(notFound) ? readFileSync(notFound) : Buffer.from('Not found');
  const files = sirv(dir, {
    dev: false,
    etag: true,
    gzip: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
    onNoMatch(_req, res) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFoundPage);
    },
  });
  const compress = compression();
  return createServer((req, res) => compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => files(req, res)));
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

/** Runs `docsgen serve`; returns an exit code only when it cannot start. */
export async function serveCommand(options: ServeOptions): Promise<number | undefined> {
  const dir = path.resolve(options.dir);
  if (!existsSync(path.join(dir, 'index.html')) && !existsSync(path.join(dir, '404.html'))) {
    process.stderr.write(`error ${options.dir}: no built site here\n  hint: Run \`docsgen build\` first, or pass --dir <folder>.\n`);
    return 1;
  }
  try {
    const url = await listen(createStaticServer(dir), options.port, options.host);
    process.stderr.write(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${url}/ (Ctrl+C to stop)\n`);
    return undefined;
  } catch (error) {
    process.stderr.write(`error could not listen on port ${options.port}: ${(error as Error).message}\n  hint: Pass another --port.\n`);
    return 2;
  }
}
