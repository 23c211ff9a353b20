// Finds and sends files from disk as static hosts do: looked up on every request (a rebuild swaps the folder),
// with ranges, conditional requests, and a precompressed sibling (`.br`, `.gz`) for a client that accepts it.
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { isWithin } from '../isWithin.js';
import { sendStatus } from './guardServer.js';

/** The precompressed siblings a file may have, by the encoding they carry. */
const precompressed = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

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

/**
 * Sends `file` (an absolute path), or its precompressed sibling with `Content-Encoding` when the client accepts that
 * encoding. A range request gets the plain file, so that its byte offsets mean what the client thinks they mean.
 */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, options: SendFileOptions): Promise<void> {
  const variants = await precompressedVariants(file);
  const accepted = req.headers.range ? [] : new Negotiator(req).encodings();
  const chosen = variants.find((v) => accepted.includes(v.encoding));
  res.setHeader('Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream');
  res.setHeader('Cache-Control', options.cacheControl);
  if (variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (chosen) res.setHeader('Content-Encoding', chosen.encoding);
  const sent = chosen ? `${file}${chosen.extension}` : file;
  send(req, encodeURIComponent(path.basename(sent)), { root: path.dirname(sent), dotfiles: 'allow', index: false, cacheControl: false })
    .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
      if (error.status === 404) return options.onMissing();
      res.removeHeader('Content-Encoding');
      sendStatus(res, error.status ?? 500, error.headers);
    })
    .pipe(res);
}

async function precompressedVariants(file: string): Promise<{ encoding: string; extension: string }[]> {
  const found = await Promise.all(precompressed.map(async (v) => ((await isFile(`${file}${v.extension}`)) ? v : undefined)));
  return found.filter((v) => v !== undefined);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
