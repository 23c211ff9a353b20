// Finds and sends files from disk as static hosts do: looked up on every request (a rebuild swaps the folder),
// with ranges and conditional requests.
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import mime from 'mime-types';
import send from 'send';
import { isWithin } from '../isWithin.js';
import { sendStatus } from './guardServer.js';

/**
 * The file a decoded request path names in `root`: the path itself, or for a route its `.html` file or its
 * `index.html`. Dot-named segments (other than `.well-known`) and paths that climb out of `root` name nothing.
 */
export async function findFile(root: string, pathname: string): Promise<string | undefined> {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return undefined;
  const base = path.join(root, ...segments);
  const candidates = segments.length === 0 ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const candidate of candidates) {
    if (isWithin(candidate, root) && (await isFile(candidate))) return candidate;
  }
  return undefined;
}

/** Options of `sendFile`. */
export interface SendFileOptions {
  /** Sent as `Cache-Control`. */
  cacheControl: string;
  /** Answers the request when the file is gone by the time it is read (a rebuild swapped the folder meanwhile). */
  onMissing: () => void;
}

/** Sends `file` (an absolute path). */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, options: SendFileOptions): Promise<void> {
  res.setHeader('Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream');
  res.setHeader('Cache-Control', options.cacheControl);
  send(req, encodeURIComponent(path.basename(file)), { root: path.dirname(file), dotfiles: 'allow', index: false, cacheControl: false })
    .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
      if (error.status === 404) return options.onMissing();
      sendStatus(res, error.status ?? 500, error.headers);
    })
    .pipe(res);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
