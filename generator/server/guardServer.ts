// An HTTP server that no client can stop: bounded waits for slow clients, and an answer rather than a crash when a
// request is malformed or a handler fails.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A request handler; a promise it returns is awaited so that its failure is answered too. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** How long a client may take (in ms) before its connection is closed. */
export interface ServerLimits {
  /** To send all its headers: a client that sends them a byte at a time (slowloris) gets 408 once this has passed. */
  headersTimeout: number;
  /** To send the whole request. */
  requestTimeout: number;
  /** To send its next request on a kept-alive connection. */
  keepAliveTimeout: number;
  /** How often the two timeouts above are checked; Node's default (30 s) would let a slow client stay that much longer. */
  connectionsCheckingInterval: number;
}

/** The limits of both servers. */
export const serverLimits: ServerLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/**
 * `createServer` with `handler` guarded: a throw or rejection becomes a 500 (or, once the headers are out, a closed
 * connection) and a line on stderr. Malformed requests (bad request line, oversized headers, timeouts) get Node's own
 * 400/431/408 answer from its default `clientError` handling, which this keeps.
 */
export function createGuardedServer(handler: RequestHandler, limits: ServerLimits = serverLimits): Server {
  const server = createServer({ ...limits }, (req, res) => {
    const fail = (error: unknown) => {
      process.stderr.write(
        `error answering ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      if (!res.headersSent) sendStatus(res, 500);
      else res.destroy();
    };
    try {
      const pending = handler(req, res);
      if (pending) pending.catch(fail);
    } catch (error) {
      fail(error);
    }
  });
  // Past `listen`, a server error (running out of file descriptors while accepting, say) must not end the process.
  server.on('listening', () => server.on('error', (error) => process.stderr.write(`server error: ${error.message}\n`)));
  return server;
}

/** Ends `res` with `status`, its reason phrase as the body, and any extra headers. */
export function sendStatus(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(`${STATUS_CODES[status] ?? 'Error'}\n`);
}

/**
 * The decoded path of a request target, or undefined when it cannot name a file: not percent-decodable, holding a NUL
 * byte, or not a path at all (`*`). An absolute-form target (`http://host/path`) yields its path.
 */
export function requestPathname(target: string | undefined): string | undefined {
  if (!target) return undefined;
  let raw: string;
  if (target.startsWith('/')) raw = target.replace(/[?#].*$/s, '');
  else if (URL.canParse(target)) raw = new URL(target).pathname;
  else return undefined;
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** Whether a request may read: other methods get 405 with the allowed ones. */
export function refuseUnlessRead(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return false;
  sendStatus(res, 405, { Allow: 'GET, HEAD' });
  return true;
}
