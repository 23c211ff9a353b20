// The docsgen pipeline: config → discover → markdown → routes → bundle → render → check → emit.
import path from 'node:path';
import type { HelperThread } from './markdown/helperThread.js';
import { isFirstRender, prerenderPages, renderAllPages, startHelperThreadEarly } from './markdown/renderAllPages.js';
import { createMarkdownRenderer, type MarkdownRenderer } from './markdown/renderMarkdown.js';
import { codeFingerprint } from './markdown/markdownCache.js';
import { loadConfig, type LoadedConfig } from './config/loadConfig.js';
import { missingDocsFolder, readDocsTree } from './discover/readDocsTree.js';
import { discoverPages } from './discover/discoverPages.js';
import { readStaticFolder, type StaticFile } from './discover/readStaticFolder.js';
import { openFrontmatterCache } from './discover/frontmatterCache.js';
import { reuseUnchanged } from './discover/sourceHash.js';
import { warmUpPage } from './dev/warmUpPage.js';
import { gitCommitHashOf, gitLastUpdated } from './discover/gitLastUpdated.js';
import { buildRouteTable } from './routes/buildRouteTable.js';
import { bundleAssets, type BundleResult } from './bundle/bundleAssets.js';
import { cachedBundle } from './bundle/bundleCache.js';
import { linkSourcesOf, renderSite, siteLinkCheck } from './render/renderSite.js';
import { writeLinkManifest } from './emit/linkManifest.js';
import { emitSite } from './emit/emitSite.js';
import { outputFolderProblem } from './emit/outputFolder.js';
import { openOutputMemo } from './emit/outputMemo.js';
import { sitePlugins } from './plugins/builtinPlugins.js';
import { loadPluginContent } from './plugins/loadPluginContent.js';
import { generatorDir, themeDir } from './paths.js';
import { createTaskRunner, type Reporter, type StageTiming } from './task.js';
import type { CategoryMeta, Diagnostic, OutputFile, Plugin, RenderedPage, RouteTable, SiteConfig, SourceFile, SourcePage } from './types.js';

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
}

/** Everything known about the site before HTML is written. */
export interface SiteModel {
  config: SiteConfig;
  plugins: Plugin[];
  pages: RenderedPage[];
  categories: CategoryMeta[];
  routes: RouteTable;
  bundle: BundleResult;
  docsDir: string;
  rootDir: string;
  /** The files of the static folder, published at the site root. */
  staticFiles: StaticFile[];
  /** Commit the site is built from (REACT_APP_GIT_COMMIT_HASH, else `git rev-parse HEAD`), for analytics. */
  gitCommitHash?: string;
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
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const builder = createSiteBuilder(options);
  const { model, diagnostics } = await builder.loadModel();
  const unsafeOutput = model && outputFolderProblem(options.outDir, { rootDir: options.rootDir, sources: [options.configFile, model.docsDir, ...[staticDirOf(options.rootDir, model.config), model.config.pagesDir, model.config.blog.path].map((dir) => path.resolve(options.rootDir, dir))] });
  if (unsafeOutput) diagnostics.push(unsafeOutput);
  // Every page has looked in the markdown cache by now: the entries left over are deleted while the build goes on.
  const pruning = builder.pruneMarkdownCache();
  try {
    return await renderAndEmit(builder, options, model, diagnostics);
  } finally {
    await pruning;
  }
}

/** The stages after the model: render, check and emit (nothing is written when there are errors). */
async function renderAndEmit(builder: ReturnType<typeof createSiteBuilder>, options: BuildOptions, model: SiteModel | undefined, diagnostics: Diagnostic[]): Promise<BuildResult> {
  const result = (fileCount: number): BuildResult => ({ ok: !hasErrors(diagnostics), diagnostics, timings: builder.timings, pageCount: model?.pages.length ?? 0, fileCount });
  if (!model || hasErrors(diagnostics)) return result(0);
  const memo = openOutputMemo(builder.cacheDir, options.outDir);
  const output = await builder.task('render', () => renderSite(model, { memo, cacheDir: builder.cacheDir }), (r) => `${r.files.length} files${r.kept.length ? `, ${r.kept.length} pages unchanged` : ''}`);
  diagnostics.push(...(await builder.task('check', () => siteLinkCheck(model, output), (d) => `${d.length} link problems`)));
  if (hasErrors(diagnostics)) return result(0);
  const written = await builder.task(
    'emit',
    async () => {
      const count = await emitSite(options.outDir, { files: output.files, copies: output.copies, kept: output.kept, keys: output.keys }, memo);
      await writeLinkManifest(builder.cacheDir, options.outDir, { pages: linkSourcesOf(model) });
      return count;
    },
    (n) => `${n} files → ${path.relative(options.rootDir, options.outDir) || '.'}`,
  );
  return result(written);
}

/** A builder that keeps its caches between runs (the dev server calls `loadModel` on every change). */
export function createSiteBuilder(options: BuildOptions) {
  const { task, timings } = createTaskRunner(options.reporter);
  const cacheDir = options.cacheDir ?? path.join(options.rootDir, '.docsgen-cache');
  let perConfig: { config: SiteConfig; plugins: Plugin[]; content: { docs: SourceFile[]; pages: SourceFile[]; diagnostics: Diagnostic[] }; renderer: MarkdownRenderer } | undefined;
  let lastConfig: LoadedConfig | undefined;
  let lastBundle: BundleResult | undefined;
  // Commit dates change only with commits, not with edits: one `git log` per builder (the dev server keeps one).
  const lastUpdatedByDir = new Map<string, Promise<Map<string, number>>>();
  const frontmatterCache = openFrontmatterCache(cacheDir);
  // The docs as last read: unchanged files keep their objects, and with them their hashes (see sourceHash).
  let lastDocFiles = new Map<string, SourceFile>();
  const lastUpdatedOf = (docsDir: string) => {
    if (!lastUpdatedByDir.has(docsDir)) lastUpdatedByDir.set(docsDir, gitLastUpdated(options.rootDir, docsDir));
    return lastUpdatedByDir.get(docsDir)!;
  };

  /**
   * Builds the model. `changed` (dev server) says what changed since the last call; the config and the bundle
   * are reused when neither their files nor anything else they depend on changed.
   */
  async function loadModel(changed: { config?: boolean; theme?: boolean } = { config: true, theme: true }): Promise<{ model?: SiteModel; diagnostics: Diagnostic[] }> {
    timings.length = 0;
    const diagnostics: Diagnostic[] = [];
    if (changed.config || !lastConfig?.config) lastConfig = await task('config', () => loadConfig(options.configFile, options.rootDir, cacheDir), (r) => (r.config ? path.basename(options.configFile) : 'invalid'));
    const loaded = lastConfig;
    diagnostics.push(...loaded.diagnostics);
    const config = loaded.config;
    if (!config) return { diagnostics };
    const docsDir = path.resolve(options.rootDir, options.docsDir ?? config.docs.path);
    const noDocs = missingDocsFolder(docsDir, options.rootDir);
    if (noDocs) return { diagnostics: [...diagnostics, noDocs] };

    // Plugins, their content and the markdown renderer (with its in-memory cache) live as long as the config does.
    let earlyHelper: Promise<HelperThread> | undefined;
    let renderedEarly = 0;
    if (perConfig?.config !== config) {
      const plugins = sitePlugins(config);
      const renderer = createMarkdownRenderer({
        rootDir: options.rootDir,
        docsDir,
        staticDir: staticDirOf(options.rootDir, config),
        toc: config.themeConfig.tableOfContents,
        sanitize: config.markdown.sanitize,
        remarkPlugins: plugins.flatMap((p) => p.remarkPlugins ?? []),
        rehypePlugins: plugins.flatMap((p) => p.rehypePlugins ?? []),
        cacheDir: path.join(cacheDir, 'markdown'),
        cacheSalt: `${markdownFingerprint(options.rootDir, config)}:${docsDir}`,
      });
      // A first build renders the written docs while the plugins generate theirs (their parsers run on worker threads):
      // a page's rendering depends on its source alone, the cache's key, so the markdown stage finds them in the cache.
      const firstRender = isFirstRender(renderer);
      earlyHelper = firstRender ? startHelperThreadEarly() : undefined;
      const [content, prerendered] = await Promise.all([
        task('plugins', () => loadPluginContent(plugins, { config, rootDir: options.rootDir, cacheDir }), (c) => `${c.docs.length} generated files`),
        firstRender ? task('prerender', (progress) => prerenderPages(writtenDocPages(config, docsDir), renderer, earlyHelper, progress), (n) => `${n} written pages, beside the plugins`) : 0,
      ]).catch(closing(earlyHelper));
      renderedEarly = prerendered;
      // The dev server renders on every edit: it loads the processors, and runs them once, while starting.
      if (options.mode === 'dev') await renderer.prepare(warmUpPage()).catch(closing(earlyHelper));
      perConfig = { config, plugins, content, renderer };
    }
    const { plugins, content: pluginContent, renderer } = perConfig;
    diagnostics.push(...pluginContent.diagnostics);

    const discovered = await task(
      'discover',
      async () => {
        const pagesDir = path.join(options.rootDir, config.pagesDir);
        const lastUpdatedLoading = lastUpdatedOf(docsDir);
        const docs = readDocFiles(docsDir);
        const pageFiles = readDocsTree(pagesDir, options.rootDir, { optional: true });
        const lastUpdated = await lastUpdatedLoading;
        const includeDrafts = options.mode === 'dev';
        const found = discoverPages([...docs, ...pluginContent.docs], { routeBasePath: config.docs.routeBasePath, includeDrafts, frontmatterCache, maxPageBytes: config.markdown.maxPageSize });
        const standalone = discoverPages([...pageFiles, ...pluginContent.pages], { routeBasePath: '/', includeDrafts, kind: 'page', frontmatterCache, maxPageBytes: config.markdown.maxPageSize });
        for (const page of found.pages) page.lastUpdated = lastUpdated.get(page.source.origin);
        frontmatterCache.save();
        const statics = readStaticFolder(staticDirOf(options.rootDir, config), options.rootDir);
        return { pages: [...standalone.pages, ...found.pages], categories: found.categories, staticFiles: statics.files, diagnostics: [...standalone.diagnostics, ...found.diagnostics, ...statics.diagnostics] };
      },
      (d) => `${d.pages.length} pages, ${d.categories.length} categories, ${d.staticFiles.length} static files`,
    ).catch(closing(earlyHelper));
    diagnostics.push(...discovered.diagnostics);

    const { pages } = await task(
      'markdown',
      (progress) => renderAllPages(discovered.pages, renderer, earlyHelper, progress),
      (r) => `${r.pages.length} pages${renderedEarly ? `, ${renderedEarly} of them ahead` : ''}${r.helperThread || (renderedEarly > 0 && earlyHelper) ? ' (code and math on a helper thread)' : ''}`,
    );
    diagnostics.push(...pages.flatMap((p) => p.diagnostics));

    const table = await task('routes', () => buildRouteTable(pages, discovered.categories, config, { configDescribesDocs: !options.docsDir || docsDir === path.resolve(options.rootDir, config.docs.path), locateConfigKey: loaded.locate }), (t) => `${t.routes.docs.size} routes, ${Object.keys(t.routes.sidebars).length} sidebars`);
    diagnostics.push(...table.diagnostics);

    if (changed.theme || !lastBundle) {
      const bundleOptions = { minify: options.mode === 'build' };
      lastBundle = await task('bundle', () => cachedBundle(cacheDir, themeDir, bundleOptions, () => bundleAssets(themeDir, bundleOptions)), (b) => `${b.files.length} assets`);
    }
    const bundle = lastBundle;
    return { model: { config, plugins, pages: table.pages, categories: discovered.categories, routes: table.routes, bundle, docsDir, rootDir: options.rootDir, staticFiles: discovered.staticFiles, gitCommitHash: await gitCommitHashOf(options.rootDir) }, diagnostics };
  }

  /** The files of the docs folder, unchanged ones as the objects last read. */
  function readDocFiles(docsDir: string): SourceFile[] {
    const docs = reuseUnchanged(readDocsTree(docsDir, options.rootDir), lastDocFiles);
    lastDocFiles = docs.byOrigin;
    return docs.files;
  }

  /** The pages of the docs folder, without the plugins' (a bad file is left to the discover stage to report). */
  function writtenDocPages(config: SiteConfig, docsDir: string): SourcePage[] {
    try {
      return discoverPages(readDocFiles(docsDir), { routeBasePath: config.docs.routeBasePath, includeDrafts: options.mode === 'dev', frontmatterCache, maxPageBytes: config.markdown.maxPageSize }).pages;
    } catch {
      return [];
    }
  }

  /** Deletes markdown cache entries the builder has not used, but the newest of them (see MarkdownCache.prune). */
  const pruneMarkdownCache = async () => perConfig?.renderer.prune();

  return { loadModel, task, timings, cacheDir, pruneMarkdownCache };
}

/** An error handler that closes the helper thread started for a markdown stage that will not run, and rethrows. */
function closing(helper: Promise<HelperThread> | undefined) {
  return async (error: unknown): Promise<never> => {
    await (await helper)?.close();
    throw error;
  };
}

let fingerprint: string | undefined;

/** What, besides a page's own text, decides its markdown output: the code of the stage, packages and settings. */
function markdownFingerprint(rootDir: string, config: SiteConfig): string {
  fingerprint ??= codeFingerprint([path.join(rootDir, 'package-lock.json')], [path.join(generatorDir, 'markdown'), path.join(generatorDir, 'plugins')]);
  return `${fingerprint}:${JSON.stringify(config.themeConfig.tableOfContents)}:${config.staticDir}:${JSON.stringify(config.markdown)}`;
}

/** The static folder: relative to the project, or the absolute folder the config names. */
export function staticDirOf(rootDir: string, config: SiteConfig): string {
  return path.resolve(rootDir, config.staticDir);
}

/** True if any diagnostic is an error. */
export function hasErrors(diagnostics: Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

export type { OutputFile };
