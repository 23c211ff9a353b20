// The dev server: serves the latest model from memory, renders pages on request, rebuilds on change, live-reloads.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import chokidar from 'chokidar';
import { createSiteBuilder, hasErrors, type BuildOptions, type SiteBuilder } from '../index.js';
import { isWithin } from '../isWithin.js';
import { escapeMarkup } from '../markupText.js';
import { themeDir } from '../paths.js';
import {
  createGuardedServer,
  refuseUnlessRead,
  requestPathname,
  sendStatus,
  type ServerLimits,
} from '../server/guardServer.js';
import { sendFile, sitePathsOf } from '../server/staticFiles.js';
import { normalizeRoute } from '../check/findBrokenLinks.js';
import { renderDocPage, renderNotFoundPage, renderRedirect, type RenderContext } from '../render/renderPages.js';
import { postBuildOutputs, renderContextOf } from '../render/renderSite.js';
import { sidebarFilesOf } from '../render/sidebarFiles.js';
import type { Diagnostic, OutputFile, RenderedPage, SiteModel } from '../types.js';
import type { MarkdownRenderer } from '../markdown/renderMarkdown.js';
import { warmUpPage } from '../markdown/warmUpPage.js';

/** What a file change touched: the config, the browser theme (islands, styles) or content. */
type Change = 'config' | 'theme' | 'content';

/** The live-reload event stream's path. */
export const devEventsPath = '/__docsgen/events';

/** A running dev server. */
export interface DevServer {
  server: Server;
  /** Resolves when the rebuild started by the latest change has finished. */
  idle(): Promise<void>;
  /**
   * Loads the renderer's processors and renders a warm-up page with them, after the rebuilds queued, so that the
   * first edit renders as fast as the next; called once the server is serving, which it does not hold up.
   */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** Options of the dev server. */
export interface DevServerOptions extends Omit<BuildOptions, 'mode' | 'outDir'> {
  /** Formats diagnostics for the browser overlay. */
  format: (d: Diagnostic) => string;
  /** Called after every rebuild with its diagnostics and duration. */
  onRebuild?: (diagnostics: Diagnostic[], ms: number) => void;
  /** How long clients may take; the servers' defaults when not given. */
  limits?: ServerLimits;
}

/** Builds once, then serves and watches; never exits on a content error. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const site = createLiveSite(options);
  await site.rebuildAfter(new Set(['config', 'theme', 'content']));
  const watched = watchedPaths(options, site.model());
  const watcher = await watchChanges(watched, options.configFile, site.rebuildAfter, (file, written) =>
    site.reader.noteChanges([file], !written),
  );
  // Watching from now on: what changed before is found by the next rebuild, which looks at every file.
  site.reader.trackChanges();

  const server = createGuardedServer((req, res) => {
    if (refuseUnlessRead(req, res)) return;
    const pathname = requestPathname(req.url);
    if (pathname === undefined) return sendStatus(res, 400);
    if (pathname === devEventsPath) return site.openEventStream(res);
    const model = site.model();
    if (!model) return sendHtml(res, 503, buildErrorPage(site.lastErrors()));
    return serveFromModel(model, pathname, req, res, site.extraFilesOf);
  }, options.limits);

  return {
    server,
    idle: site.idle,
    warmUp: site.warmUp,
    async close() {
      site.stopRebuilding();
      await watcher.close();
      site.disconnectClients();
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      // `close` waits for every connection to end, and a client sending request after request on a kept-alive one
      // never lets it: the restart that called this would wait forever with the port closed.
      server.closeAllConnections();
      await done;
    },
  };
}

/**
 * The site as the dev server serves it: the latest model without errors, rebuilt one change after the other, and the
 * live-reload clients told the outcome of each rebuild.
 */
function createLiveSite(options: DevServerOptions) {
  const builder = createSiteBuilder({ ...options, mode: 'dev', outDir: '' });
  const clients = liveReloadClients();
  let model: SiteModel | undefined;
  let extraFiles: Map<string, OutputFile> | undefined;
  let lastErrors: string[] = [];
  let pending: Promise<void> = Promise.resolve();
  // One check per rebuild: a later rebuild's check covers only its own files, so it must not cancel an earlier one.
  const settleTimers = new Set<NodeJS.Timeout>();
  let closed = false;
  const warmUp = rendererWarmUp(builder);

  async function rebuild(changes: Set<Change>, files: ReadonlySet<string>): Promise<void> {
    const start = performance.now();
    // chokidar drops a second change to one file within 50 ms of the first: a save that lands while the rebuild runs
    // can only be lost for a file whose change started it, which are the files checked again after it.
    const stampBefore = contentStamp([...files]);
    const { model: built, diagnostics } = await loadDevModel(builder, changes);
    if (built) model = built;
    extraFiles = undefined;
    lastErrors = diagnostics.filter((d) => d.severity === 'error').map(options.format);
    options.onRebuild?.(diagnostics, performance.now() - start);
    clients.tell(lastErrors);
    const settleTimer = setTimeout(() => {
      settleTimers.delete(settleTimer);
      if (!closed && files.size > 0 && contentStamp([...files]) !== stampBefore) {
        builder.reader.noteChanges(files, false);
        rebuildAfter(new Set(['content']), files);
      }
    }, 60);
    settleTimers.add(settleTimer);
    if (warmUp.due()) void queueWarmUp();
  }

  const rebuildAfter = (changes: Set<Change>, files: ReadonlySet<string> = new Set()) =>
    (pending = pending.then(() => rebuild(changes, files)));

  const queueWarmUp = () => (pending = pending.then(() => (closed ? undefined : warmUp.run())));

  return {
    model: () => model,
    lastErrors: () => lastErrors,
    /** Queues a rebuild after the ones already queued; resolves when it has finished. */
    rebuildAfter,
    /** Resolves when the rebuild started by the latest change has finished. */
    idle: () => pending,
    warmUp: queueWarmUp,
    /** The builder's reader of the project's files, which the watcher tells of each change (see SourceReader). */
    reader: builder.reader,
    /** Plugin outputs (search index, feeds), made on first request after each rebuild. */
    extraFilesOf: async (current: SiteModel) =>
      (extraFiles ??= new Map((await postBuildOutputs(current, builder.session()!.cache)).map((f) => [f.path, f]))),
    openEventStream: (res: ServerResponse) => clients.open(res, lastErrors),
    stopRebuilding() {
      closed = true;
      for (const timer of settleTimers) clearTimeout(timer);
    },
    disconnectClients: clients.disconnect,
  };
}

/**
 * The warm-up of the builder's renderer: its processors loaded and the warm-up page rendered with them, so that the
 * first edit renders as fast as the next. Once per renderer: a changed config opens a session with a new one, which
 * is due for a warm-up after its rebuild once the first one has had one.
 */
function rendererWarmUp(builder: SiteBuilder) {
  let warmedUp: MarkdownRenderer | undefined;
  return {
    due: () => warmedUp !== undefined && builder.session()?.renderer !== warmedUp,
    async run() {
      const renderer = builder.session()?.renderer;
      if (!renderer || renderer === warmedUp) return;
      warmedUp = renderer;
      // A processor that fails to load fails the next rebuild that renders a page, which reports it.
      await renderer.prepare(warmUpPage()).catch(() => undefined);
    },
  };
}

/** The browsers listening for live-reload events, each told the outcome of every rebuild. */
function liveReloadClients() {
  const clients = new Set<ServerResponse>();
  return {
    /** Opens a client's event stream, telling it at once about the errors of the last rebuild. */
    open(res: ServerResponse, lastErrors: string[]): void {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      if (lastErrors.length > 0) res.write(`data: ${JSON.stringify({ type: 'error', errors: lastErrors })}\n\n`);
      clients.add(res);
      res.on('close', () => clients.delete(res));
    },
    /** Tells every client to reload, or about the rebuild's errors. */
    tell(errors: string[]): void {
      const event = errors.length > 0 ? { type: 'error', errors } : { type: 'reload' };
      for (const client of clients) client.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    disconnect(): void {
      for (const client of clients) client.end();
    },
  };
}

/** The model after `changes`, when it has no errors, and the diagnostics; a failing build is an error, not a crash. */
async function loadDevModel(
  builder: SiteBuilder,
  changes: Set<Change>,
): Promise<{ model?: SiteModel; diagnostics: Diagnostic[] }> {
  try {
    const result = await builder.loadModel({ config: changes.has('config'), theme: changes.has('theme') });
    return {
      model: result.model && !hasErrors(result.diagnostics) ? result.model : undefined,
      diagnostics: result.diagnostics,
    };
  } catch (error) {
    return {
      diagnostics: [
        {
          severity: 'error',
          message: `rebuild failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        },
      ],
    };
  }
}

/** The plugins' outputs of a model, by site path. */
type ExtraFiles = (current: SiteModel) => Promise<Map<string, OutputFile>>;

/**
 * Answers a request from the model: a page, a redirect, an asset, an image, a plugin output or a static file.
 * `pathname` is the request's path, decoded.
 */
async function serveFromModel(
  current: SiteModel,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
  extraFilesOf: ExtraFiles,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const { ctx, pages, assets, statics } = servedModelOf(current);
  const notFound = () => sendHtml(res, 404, renderNotFoundPage(ctx));
  // normalizeRoute decodes what it is given; the path is passed to it encoded again, so a `%` in it stays one.
  const route = normalizeRoute(encodeURI(pathname));
  const page = pages.get(route);
  if (page) return sendHtml(res, 200, renderDocPage(page, ctx));
  const redirect = current.routes.redirects.find((r) => r.from === route);
  if (redirect) return sendHtml(res, 200, renderRedirect(redirect));
  const asset = assets.get(url.pathname);
  if (asset) return sendOutputFile(res, asset);
  const copy = current.pages.flatMap((p) => p.assets).find((a) => a.url === url.pathname);
  if (copy) return sendDevFile(req, res, copy.from, notFound);
  const extra = (await extraFilesOf(current)).get(url.pathname.slice(1));
  if (extra) return sendOutputFile(res, extra);
  // The static files the build publishes, as the build found them: a symlink out of the static folder is not there.
  const file = sitePathsOf(pathname)
    .map((sitePath) => statics.get(sitePath))
    .find((from) => from !== undefined);
  if (file) return sendDevFile(req, res, file, notFound);
  notFound();
}

/** Sends a file the model names; a precompressed sibling is sent only when it lies in the file's own folder. */
function sendDevFile(req: IncomingMessage, res: ServerResponse, file: string, notFound: () => void): Promise<void> {
  return sendFile(req, res, file, { cacheControl: 'no-store', onMissing: notFound, root: path.dirname(file) });
}

/**
 * What every request to one model needs, made on its first request: the render context, pages and assets by URL,
 * and the static files (where each is read from) by site path.
 */
interface ServedModel {
  ctx: RenderContext;
  pages: Map<string, RenderedPage>;
  assets: Map<string, OutputFile>;
  statics: Map<string, string>;
}

/** Made once per model: the context serialises the sidebars and indexes every page, which no request should redo. */
const servedModels = new WeakMap<SiteModel, ServedModel>();

function servedModelOf(current: SiteModel): ServedModel {
  const known = servedModels.get(current);
  if (known) return known;
  const assets = [...current.bundle.files, ...sidebarFilesOf(current.routes.sidebars).files];
  const served: ServedModel = {
    // No analytics from the dev server: its page views are the author's own.
    ctx: renderContextOf(current, { devEventsUrl: devEventsPath, analytics: undefined }),
    // The route table's pages own their routes, one page each.
    pages: new Map(current.pages.map((p) => [p.page.route, p])),
    assets: new Map(assets.map((f) => [`/${f.path}`, f])),
    statics: new Map(current.staticFiles.map((f) => [f.path, f.from])),
  };
  servedModels.set(current, served);
  return served;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.html': 'text/html; charset=utf-8',
};

function sendOutputFile(res: ServerResponse, file: OutputFile): void {
  res.writeHead(200, {
    'Content-Type': contentTypes[path.extname(file.path)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
  });
  res.end(file.contents);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

/**
 * What the dev server answers while no build has succeeded: the errors, and a script that reloads the page once a
 * rebuild succeeds (the theme's live-reload island is not on this page).
 */
function buildErrorPage(errors: string[]): string {
  const reload = `new EventSource(${JSON.stringify(devEventsPath)}).onmessage = (m) => { if (JSON.parse(m.data).type === 'reload') location.reload(); };`;
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Build errors</title></head><body><h1>Build errors</h1><pre>${escapeMarkup(errors.join('\n\n'))}</pre><script>${reload}</script></body></html>`;
}

/** The content folders, the config and the browser theme: what a rebuild reads that can change while serving. */
function watchedPaths(options: DevServerOptions, model: SiteModel | undefined): string[] {
  const contentDirs = model
    ? [model.docsDir, model.config.pagesDir, model.config.staticDir, model.config.blog.path].map((dir) =>
        path.resolve(options.rootDir, dir),
      )
    : [path.join(options.rootDir, 'content'), ...(options.docsDir ? [options.docsDir] : [])];
  return [...contentDirs, options.configFile, path.join(themeDir, 'islands'), path.join(themeDir, 'styles')];
}

/**
 * Watches `paths` and hands each burst of changes, by what they touched, to `onChanges` with the files written (changed
 * or added, not deleted) in it; ready once scanned.
 */
async function watchChanges(
  paths: string[],
  configFile: string,
  onChanges: (changes: Set<Change>, files: Set<string>) => void,
  onEach: (file: string, written: boolean) => void,
): Promise<{ close(): Promise<void> }> {
  const watcher = watchPaths(paths);
  // Changes made before the first scan completes would go unnoticed.
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  let changes = new Set<Change>();
  let files = new Set<string>();
  watcher.on('all', (event, file) => {
    onEach(file, event === 'change');
    changes.add(file === configFile ? 'config' : isWithin(file, themeDir) ? 'theme' : 'content');
    // A new file is written after it is created: its first contents may be read, and the write's event dropped.
    if (event === 'change' || event === 'add') files.add(file);
    clearTimeout(timer);
    // Editors write a file in several steps; one rebuild per burst is enough.
    timer = setTimeout(() => {
      const batch = { changes, files };
      changes = new Set();
      files = new Set();
      onChanges(batch.changes, batch.files);
    }, 15);
  });
  return {
    async close() {
      clearTimeout(timer);
      await watcher.close();
    },
  };
}

/**
 * Watches `paths` (folders and files) by watching their parent folders, in which everything else is ignored:
 * chokidar stops reporting on a path it was given once that path is deleted, so a docs folder deleted and restored
 * (a branch switch, `git checkout -- content`) would go unwatched; its parent sees it come back. A path that does
 * not exist yet is picked up when it is created, as long as its parent folder exists.
 */
function watchPaths(paths: string[]) {
  const roots = paths.map((p) => path.resolve(p));
  const parents = [...new Set(roots.map((root) => path.dirname(root)))].filter((parent) => existsSync(parent));
  const relevant = (p: string) => parents.includes(p) || roots.some((root) => isWithin(p, root));
  return chokidar.watch(parents, { ignoreInitial: true, ignored: (p) => !relevant(path.resolve(p)) });
}

/** A cheap fingerprint of `files`: their sizes and modification times. */
function contentStamp(files: string[]): string {
  return files
    .map((file) => {
      const stats = statSync(file, { throwIfNoEntry: false });
      return stats ? `${file}:${stats.size}:${stats.mtimeMs}` : `${file}:gone`;
    })
    .join(';');
}
