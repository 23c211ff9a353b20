// The docsgen pipeline: config → discover → markdown → routes → bundle → render → check → emit.
import path from 'node:path';
import { defaultCacheDir } from './cache/runFingerprint.js';
import { cacheFolder, type CachePaths } from './cache/cacheFolder.js';
import { loadConfig, type LoadedConfig } from './config/loadConfig.js';
import { closing, openConfigSession, threadsNote, type ConfigSession } from './configSession.js';
import {
  configDescribesDocs,
  createSourceReader,
  discoverSite,
  type DiscoveredSite,
  type SourceReader,
} from './discover/discoverSite.js';
import { gitCommitHashOf } from './discover/gitLastUpdated.js';
import { docsFolderEditUrl } from './discover/docusaurusConfig.js';
import { missingDocsFolder } from './discover/readDocsTree.js';
import { releaseSourceTexts, SourceChangedError } from './discover/releasedSourceText.js';
import { defaultWorkerCount, renderAllPages, type RenderedPages } from './markdown/renderAllPages.js';
import type { RenderPool } from './markdown/renderPool.js';
import type { RouteTableResult } from './routes/buildRouteTable.js';
import { reusedRouteTables } from './routes/reusedRouteTable.js';
import { bundleAssets } from './bundle/bundleAssets.js';
import { cachedBundle } from './bundle/bundleCache.js';
import { planSitePages, renderSite, type RenderedSite, type SitePages } from './render/renderSite.js';
import { linkSourcesOf, siteLinkCheck } from './check/siteLinkCheck.js';
import { writeLinkManifest } from './emit/linkManifest.js';
import { emitSite } from './emit/emitSite.js';
import { startPageWrites, type PageWrites } from './emit/pageWrites.js';
import { linkedOutputFolder, outputFolderProblem } from './emit/outputFolder.js';
import { openOutputMemo, type OutputMemo } from './cache/outputMemo.js';
import type { BuildCache } from './cache/buildCache.js';
import { oncePerPartialPlace } from './markdown/partialDiagnostics.js';
import { themeDir } from './paths.js';
import { createTaskRunner, type Reporter, type StageTiming, type TaskRunner } from './task.js';
import type { BundleResult, Diagnostic, OutputFile, RenderedPage, SiteConfig, SiteModel } from './types.js';

/** How to build. */
export interface BuildOptions {
  rootDir: string;
  configFile: string;
  /** Docs folder; defaults to the config's `docs.path`. */
  docsDir?: string;
  outDir: string;
  /** `dev` keeps drafts and skips minification. */
  mode: 'build' | 'dev';
  reporter: Reporter;
  /** Folder for caches; defaults to `.docsgen-cache` in the project. */
  cacheDir?: string;
  /** Threads that render pages (0: the main thread renders all); defaults to the cores (DOCSGEN_WORKERS overrides). */
  workers?: number;
  /**
   * Read each page's HTML from the markdown cache when it is used instead of keeping it in memory, so memory does not
   * grow with pages (`docsgen build`; the dev server always does, and keeps a body once read). Only for a cache no
   * other build prunes meanwhile: in-process builds sharing one cache (tests) keep theirs.
   */
  bodiesOnDemand?: boolean;
}

/** The outcome of a build. */
export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: StageTiming[];
  pageCount: number;
  fileCount: number;
}

/** Builds the site and writes it to `outDir` when there are no errors. */
export async function buildSite(given: BuildOptions): Promise<BuildResult> {
  const options = { ...given, outDir: linkedOutputFolder(given.outDir) };
  // What can be told before reading anything (a folder docsgen did not write, a file, the project) fails at once
  // rather than after every page is rendered; the sources the config names are checked once it is loaded.
  const early = outputFolderProblem(options.outDir, knownPathsOf(options));
  if (early) return { ok: false, diagnostics: [early], timings: [], pageCount: 0, fileCount: 0 };
  const builder = createSiteBuilder(options);
  const diagnostics: Diagnostic[] = [];
  try {
    return await loadAndBuild(builder, options, diagnostics);
  } catch (error) {
    if (!(error instanceof SourceChangedError)) throw error;
    const changed = sourceChangedDiagnostic(error);
    return { ok: false, diagnostics: [...diagnostics, changed], timings: builder.timings, pageCount: 0, fileCount: 0 };
  }
}

/** The model, then the stages after it; the model's diagnostics are added to `diagnostics` as soon as it is made. */
async function loadAndBuild(builder: SiteBuilder, options: BuildOptions, diagnostics: Diagnostic[]) {
  const loaded = await builder.loadModel();
  const model = loaded.model;
  diagnostics.push(...loaded.diagnostics);
  const unsafeOutput = model && outputFolderProblem(options.outDir, pathsOf(options, model.config, model.docsDir));
  if (unsafeOutput) diagnostics.push(unsafeOutput);
  try {
    return await renderAndEmit(builder, options, model, diagnostics);
  } finally {
    await builder.session()?.cache.prune();
  }
}

/** The project and the sources that are known before the config is loaded, and the output folder. */
function knownPathsOf(options: BuildOptions): CachePaths {
  const docsDir = options.docsDir ? [path.resolve(options.rootDir, options.docsDir)] : [];
  return { rootDir: options.rootDir, sources: [options.configFile, ...docsDir], outDir: options.outDir || undefined };
}

/** The project, every source a build with `config` reads, and the output folder. */
function pathsOf(options: BuildOptions, config: SiteConfig, docsDir: string): CachePaths {
  const folders = [staticDirOf(options.rootDir, config), config.pagesDir, config.blog.path];
  const sources = [options.configFile, docsDir, ...folders.map((dir) => path.resolve(options.rootDir, dir))];
  return { ...knownPathsOf(options), sources };
}

/** The error of a page file edited while the build ran: what the build wrote of it would mix two versions. */
function sourceChangedDiagnostic(error: SourceChangedError): Diagnostic {
  return {
    severity: 'error',
    file: error.origin,
    message: 'the file changed while the site was being built',
    hint: 'Build again once your edits are saved.',
  };
}

/** The stages after the model: render, check and emit (nothing is written when there are errors). */
async function renderAndEmit(
  builder: SiteBuilder,
  options: BuildOptions,
  model: SiteModel | undefined,
  diagnostics: Diagnostic[],
): Promise<BuildResult> {
  const result = (fileCount: number): BuildResult => ({
    ok: !hasErrors(diagnostics),
    diagnostics,
    timings: builder.timings,
    pageCount: model?.pages.length ?? 0,
    fileCount,
  });
  const cache = builder.session()?.cache;
  if (!model || !cache || hasErrors(diagnostics)) return result(0);
  const memo = openOutputMemo(cache, options.outDir);
  // The pages are written into the staging folder from the render stage on, while the rest of the site is made and
  // checked; the folder is swapped in only when the check finds no error, and deleted otherwise.
  let pages: PageWrites | undefined;
  try {
    const output = await builder.task(
      'render',
      async (progress) => {
        const planned = planSitePages(model, { memo, progress });
        pages = await startSitePages(builder, options, planned, cache);
        return renderSite(model, planned, { cache });
      },
      (r) =>
        `${r.files.length} files, ${r.pending.length} pages to render${r.kept.length ? `, ${r.kept.length} unchanged` : ''}`,
    );
    // Where each page's links go: checked, then kept for `docsgen check-links`.
    const linkSources = linkSourcesOf(model);
    diagnostics.push(
      ...(await builder.task(
        'check',
        () => siteLinkCheck(model, output, linkSources),
        (d) => `${d.length} link problems`,
      )),
    );
    if (hasErrors(diagnostics)) return result(0);
    const writing = pages;
    // From here the emit stage swaps the folder in, or deletes it.
    pages = undefined;
    const written = await emitStage(builder, options, { output, memo, pages: writing });
    writeLinkManifest(cache, options.outDir, { pages: linkSources });
    return result(written);
  } finally {
    await pages?.discard();
  }
}

/** The emit stage: the rest of the site written beside the pages, and the folder swapped in. */
function emitStage(
  { task }: SiteBuilder,
  options: BuildOptions,
  { output, memo, pages }: { output: RenderedSite; memo: OutputMemo; pages?: PageWrites },
): Promise<number> {
  const { files, pending, copies, kept, keys } = output;
  const out = path.relative(options.rootDir, options.outDir) || '.';
  return task(
    'emit',
    (progress) => emitSite(options.outDir, { files, pending, copies, kept, keys }, memo, progress, pages),
    (n) => `${n} files → ${out}${threadsNote(pages?.threads() ?? 0, 'pages rendered')}`,
  );
}

/**
 * Starts writing the pages `planned` renders into the staging folder, on the build's threads: they render a page from
 * its fields and its body, which they read from the markdown cache (written out first).
 */
async function startSitePages(
  builder: SiteBuilder,
  options: BuildOptions,
  planned: SitePages,
  cache: BuildCache,
): Promise<PageWrites | undefined> {
  if (planned.pending.length === 0) return undefined;
  await cache.flush();
  return startPageWrites(options.outDir, planned.pending, {
    count: builder.workers,
    setup: { context: planned.ctx, cacheDir: builder.cacheDir, fingerprint: cache.fingerprint },
  });
}

/** A builder of site models. */
export type SiteBuilder = ReturnType<typeof createSiteBuilder>;

/** What the stages of one builder share. */
interface BuilderContext {
  options: BuildOptions;
  task: TaskRunner['task'];
  cacheDir: string;
  /** The cache folder, claimed by the config stage. */
  cacheFolder: ReturnType<typeof cacheFolder>;
  workers: number;
  reader: SourceReader;
}

/** A loaded config with no errors. */
type ValidConfig = Extract<LoadedConfig, { config: SiteConfig }>;

/** A builder that keeps its caches between runs (the dev server calls `loadModel` on every change). */
export function createSiteBuilder(options: BuildOptions) {
  const { task, timings } = createTaskRunner(options.reporter);
  const context = builderContextOf(options, task);
  let loaded: LoadedConfig | undefined;
  let session: ConfigSession | undefined;
  let bundle: BundleResult | undefined;
  const routeTables = reusedRouteTables();

  /**
   * Builds the model, one stage after the other. `changed` (dev server) says what changed since the last call; the
   * config, its session and the bundle are reused when nothing they depend on changed.
   */
  async function loadModel(
    changed: { config?: boolean; theme?: boolean } = { config: true, theme: true },
  ): Promise<{ model?: SiteModel; diagnostics: Diagnostic[] }> {
    timings.length = 0;
    if (changed.config || !loaded?.config) loaded = await configStage(context);
    const current = loaded;
    if (!current.config) return { diagnostics: current.diagnostics };
    const docsDir = path.resolve(options.rootDir, options.docsDir ?? current.config.docs.path);
    const misplaced = await folderProblem(context, current.config, docsDir);
    if (misplaced) return { diagnostics: [...current.diagnostics, misplaced] };
    if (session?.config !== current.config) session = await openSession(context, current, docsDir);
    const site = session;
    const { pool, renderedAhead = 0 } = site.firstBuild ?? {};
    site.firstBuild = undefined;

    const discovered = await discoverStage(context, site).catch(closing(pool));
    const { pages } = await markdownStage(context, site, discovered, { pool, renderedAhead });
    if (options.mode === 'build') releaseSourceTexts(pages);
    const table = await routesStage(context, { loaded: current, docsDir, routeTables }, pages, discovered);
    if (changed.theme || !bundle) bundle = await bundleStage(context, site);

    const diagnostics = [
      ...current.diagnostics,
      ...site.content.diagnostics,
      ...discovered.diagnostics,
      ...oncePerPartialPlace(pages.map((p) => p.diagnostics)),
      ...table.diagnostics,
    ];
    return { model: await siteModelOf(context, { site, docsDir, discovered, table, bundle }), diagnostics };
  }

  return {
    loadModel,
    task,
    timings,
    session: () => session,
    cacheDir: context.cacheDir,
    workers: context.workers,
    /** Its reader of the project's files, which the dev server tells of the changes it watches. */
    reader: context.reader,
  };
}

/** What the stages of a builder share. */
function builderContextOf(options: BuildOptions, task: TaskRunner['task']): BuilderContext {
  const cacheDir = options.cacheDir ?? defaultCacheDir(options.rootDir);
  return {
    options,
    task,
    cacheDir,
    cacheFolder: cacheFolder(cacheDir, options.rootDir),
    workers: options.workers ?? defaultWorkerCount(),
    reader: createSourceReader(options.rootDir),
  };
}

/** Why a build with `config` cannot read `docsDir` or use its cache folder (among the config's sources), if it cannot. */
async function folderProblem(context: BuilderContext, config: SiteConfig, docsDir: string) {
  const { options } = context;
  return (
    (await context.cacheFolder.check(pathsOf(options, config, docsDir))) ?? missingDocsFolder(docsDir, options.rootDir)
  );
}

/** The config stage: the cache folder claimed (the config is imported from it), and the config loaded and validated. */
function configStage({ task, options, cacheDir, cacheFolder }: BuilderContext): Promise<LoadedConfig> {
  return task(
    'config',
    async () => {
      const refused = await cacheFolder.claim(knownPathsOf(options));
      return refused
        ? { config: undefined, diagnostics: [refused] }
        : loadConfig(options.configFile, options.rootDir, cacheDir);
    },
    (r) => (r.config ? path.basename(options.configFile) : 'invalid'),
  );
}

/** What is made once per config: the cache, the plugins and their content, the markdown renderer. */
function openSession(context: BuilderContext, loaded: ValidConfig, docsDir: string): Promise<ConfigSession> {
  const { options } = context;
  return openConfigSession(loaded, {
    configFile: options.configFile,
    rootDir: options.rootDir,
    cacheDir: context.cacheDir,
    docsDir,
    mode: options.mode,
    task: context.task,
    reader: context.reader,
    workers: context.workers,
    bodiesOnDemand: options.mode === 'dev' || options.bodiesOnDemand,
  });
}

/** The discover stage: the site's pages, categories and static files. */
function discoverStage({ task, reader }: BuilderContext, site: ConfigSession): Promise<DiscoveredSite> {
  return task(
    'discover',
    () => discoverSite(site.sources, reader, site.content),
    (d) => `${d.pages.length} pages, ${d.categories.length} categories, ${d.staticFiles.length} static files`,
  );
}

/** The markdown stage: every page rendered (or read from the cache), on the render threads a first build started. */
function markdownStage(
  { task }: BuilderContext,
  site: ConfigSession,
  discovered: DiscoveredSite,
  { pool, renderedAhead }: { pool?: RenderPool; renderedAhead: number },
): Promise<RenderedPages> {
  return task(
    'markdown',
    (progress) => renderAllPages(discovered.pages, site.renderer, site.renderThreads, pool, progress),
    (r) => `${r.pages.length} pages${renderedAhead ? `, ${renderedAhead} of them ahead` : ''}${threadsNote(r.threads)}`,
  );
}

/** The routes stage: routes, sidebars and navigation from the rendered pages. */
function routesStage(
  { task, options }: BuilderContext,
  {
    loaded,
    docsDir,
    routeTables,
  }: { loaded: ValidConfig; docsDir: string; routeTables: ReturnType<typeof reusedRouteTables> },
  pages: RenderedPage[],
  discovered: DiscoveredSite,
): Promise<RouteTableResult> {
  const { config } = loaded;
  return task(
    'routes',
    () =>
      routeTables(pages, discovered.categories, config, {
        configDescribesDocs: configDescribesDocs({ config, rootDir: options.rootDir, docsDir }),
        locateConfigKey: loaded.locate,
        sidebarsFile: discovered.sidebarsFile,
        tagsFile: discovered.tagsFile,
      }),
    (t) => `${t.routes.docs.size} routes, ${Object.keys(t.routes.sidebars).length} sidebars`,
  );
}

/** The bundle stage: the browser islands and styles, from the cache when the theme did not change. */
function bundleStage({ task, options }: BuilderContext, site: ConfigSession): Promise<BundleResult> {
  const bundleOptions = { minify: options.mode === 'build' };
  return task(
    'bundle',
    () => cachedBundle(site.cache, themeDir, bundleOptions, () => bundleAssets(themeDir, bundleOptions)),
    (b) => `${b.files.length} assets`,
  );
}

/** The site model: what the stages made, which the render stage reads. */
async function siteModelOf(
  { options }: BuilderContext,
  made: {
    site: ConfigSession;
    docsDir: string;
    discovered: DiscoveredSite;
    table: RouteTableResult;
    bundle: BundleResult;
  },
): Promise<SiteModel> {
  const config = made.site.config;
  return {
    // A folder given with --docs is another project's: its edit links come from its own Docusaurus config.
    config: configDescribesDocs({ config, rootDir: options.rootDir, docsDir: made.docsDir })
      ? config
      : { ...config, editUrl: docsFolderEditUrl(made.docsDir) },
    plugins: made.site.plugins,
    pages: made.table.pages,
    categories: made.discovered.categories,
    routes: made.table.routes,
    bundle: made.bundle,
    docsDir: made.docsDir,
    rootDir: options.rootDir,
    staticFiles: made.discovered.staticFiles,
    gitCommitHash: await gitCommitHashOf(options.rootDir),
  };
}

/** True if any diagnostic is an error. */
export function hasErrors(diagnostics: Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

export type { OutputFile };

/** The static folder: relative to the project, or the absolute folder the config names. */
export function staticDirOf(rootDir: string, config: SiteConfig): string {
  return path.resolve(rootDir, config.staticDir);
}
