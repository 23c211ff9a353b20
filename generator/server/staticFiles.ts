// Finds and sends files from disk as static hosts do: looked up on every request (a rebuild swaps the folder),
// with ranges, conditional requests, and a precompressed sibling (`.br`, `.gz`) for a client that accepts it. A file
// (or sibling) is found only when its real path, symlinks followed, lies inside the folder it is served from.
import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compressible from 'compressible';
import fresh from 'fresh';
import mime from 'mime-types';
import Negotiator from 'negotiator';
import send from 'send';
import { isWithin } from '../isWithin.js';
import { sendStatus } from './guardServer.js';
import type { GzipCache } from './gzipCache.js';

/** The precompressed siblings a file may have, by the encoding they carry. */
const precompressed = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/**
 * The site paths (relative, `/`-separated) a decoded request path may name, in the order they are tried: the path
 * itself, or for a route its `.html` file or its `index.html`. Dot-named segments (other than `.well-known`) and
 * `..` name nothing.
 */
export function sitePathsOf(pathname: string): string[] {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') && s !== '.well-known')) return [];
  const base = segments.join('/');
  return segments.length === 0 ? ['index.html'] : [base, `${base}.html`, `${base}/index.html`];
}

/**
 * The file a decoded request path names in `root` (see sitePathsOf); a path that climbs out of `root`, or a file
 * whose real path (symlinks followed) lies outside it, names nothing.
 */
export async function findFile(root: string, pathname: string): Promise<string | undefined> {
  for (const sitePath of sitePathsOf(pathname)) {
    const candidate = path.join(root, sitePath);
    if (isWithin(candidate, root) && (await isFileWithin(candidate, root))) return candidate;
  }
  return undefined;
}

/** Options of `sendFile`. */
export interface SendFileOptions {
  /** Sent as `Cache-Control`. */
  cacheControl: string;
  /** Answers the request when the file is gone by the time it is read (a rebuild swapped the folder meanwhile). */
  onMissing: () => void;
  /** Where text without a precompressed sibling is gzipped for a client that accepts it; sent plain without one. */
  gzipCache?: GzipCache;
  /** The folder a precompressed sibling must lie in, symlinks followed, to be sent. */
  root: string;
}

/** Text up to this size is gzipped through the cache; below the lower bound gzip saves too little to be worth it. */
const gzipBounds = { min: 1024, max: 4 * 1024 * 1024 };

/**
 * Sends `file` (an absolute path), or its precompressed sibling with `Content-Encoding` when the client accepts that
 * encoding, or else (given a cache) its gzipped bytes from the cache. A range request gets the plain file, so that
 * its byte offsets mean what the client thinks they mean.
 */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  options: SendFileOptions,
): Promise<void> {
  const variants = await precompressedVariants(file, options.root);
  const accepted = req.headers.range ? [] : new Negotiator(req).encodings();
  const chosen = variants.find((v) => accepted.includes(v.encoding));
  const type = mime.contentType(path.extname(file)) || 'application/octet-stream';
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', options.cacheControl);
  if (variants.length > 0) res.setHeader('Vary', 'Accept-Encoding');
  if (!chosen && options.gzipCache && compressible(type)) {
    const stats = await stat(file).catch(() => undefined);
    if (!stats) return options.onMissing();
    if (stats.size >= gzipBounds.min && stats.size <= gzipBounds.max) {
      res.setHeader('Vary', 'Accept-Encoding');
      if (accepted.includes('gzip')) return sendGzipped(req, res, file, stats, options.gzipCache, options.onMissing);
    }
  }
  if (chosen) res.setHeader('Content-Encoding', chosen.encoding);
  const sent = chosen ? `${file}${chosen.extension}` : file;
  send(req, encodeURIComponent(path.basename(sent)), {
    root: path.dirname(sent),
    dotfiles: 'allow',
    index: false,
    cacheControl: false,
  })
    .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
      if (error.status === 404) return options.onMissing();
      res.removeHeader('Content-Encoding');
      sendStatus(res, error.status ?? 500, error.headers);
    })
    .pipe(res);
}

/** Sends the gzipped bytes of `file`, or 304 when the client's copy (by ETag or date) is current. */
async function sendGzipped(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  gzipCache: GzipCache,
  onMissing: () => void,
): Promise<void> {
  const validators = {
    etag: `W/"gz-${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    'last-modified': stats.mtime.toUTCString(),
  };
  res.setHeader('ETag', validators.etag);
  res.setHeader('Last-Modified', validators['last-modified']);
  if (fresh(req.headers, validators)) {
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = await gzipCache(file, stats).catch(() => undefined);
  if (!body) return onMissing();
  res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function precompressedVariants(file: string, root: string): Promise<{ encoding: string; extension: string }[]> {
  const found = await Promise.all(
    precompressed.map(async (v) => ((await isFileWithin(`${file}${v.extension}`, root)) ? v : undefined)),
  );
  return found.filter((v) => v !== undefined);
}

/** True when `file` is a file whose real path (symlinks followed) lies inside `root`'s. */
async function isFileWithin(file: string, root: string): Promise<boolean> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return false;
  const real = await realPathOf(file, stats);
  if (real === undefined) return false;
  const known = realRoots.get(root);
  if (known !== undefined && isWithin(real, known)) return true;
  // Looked up again on a miss: the root may be a symlink a rebuild points at another folder.
  const current = await realpath(root).catch(() => undefined);
  if (current === undefined) return false;
  realRoots.set(root, current);
  return isWithin(real, current);
}

/** Real paths of the served folders, by the path they are served by. */
const realRoots = new Map<string, string>();

/**
 * Real paths of served files by path and version (device, inode and change time): a symlink pointed elsewhere, or a
 * file moved or replaced, is a new version, so a request costs a `stat` and no `realpath` once its file is known.
 */
const realPaths = new Map<string, string>();
const maxRealPaths = 10_000;

/** The real path of `file`, whose `stats` (symlinks followed) were just read; undefined when it is gone. */
async function realPathOf(file: string, stats: Stats): Promise<string | undefined> {
  const key = `${file}\0${stats.dev}\0${stats.ino}\0${stats.ctimeMs}`;
  const known = realPaths.get(key);
  if (known !== undefined) return known;
  const real = await realpath(file).catch(() => undefined);
  if (real === undefined) return undefined;
  if (realPaths.size >= maxRealPaths) realPaths.clear();
  realPaths.set(key, real);
  return real;
}
