// What lives as long as a config does: the cache under its fingerprint, the plugins and their content, and the
// markdown renderer. A first build also renders the written docs here, while the plugins generate theirs.
import type { BuildCache } from './cache/buildCache.js';
import { openRunCache } from './cache/runFingerprint.js';
import type { LoadedConfig } from './config/loadConfig.js';
import { configDescribesDocs, writtenDocPages, type SiteSources, type SourceReader } from './discover/discoverSite.js';
import { openFrontmatterCache } from './discover/frontmatterCache.js';
import { markdownOptionsOf } from './markdown/markdownOptions.js';
import {
  isFirstRender,
  prerenderPages,
  startRenderThreadsEarly,
  type RenderThreads,
} from './markdown/renderAllPages.js';
import type { RenderPool } from './markdown/renderPool.js';
import { bodyNamespaces, createMarkdownRenderer, type MarkdownRenderer } from './markdown/renderMarkdown.js';
import { sitePlugins } from './plugins/builtinPlugins.js';
import { loadPluginContent } from './plugins/loadPluginContent.js';
import type { TaskRunner } from './task.js';
import type { Diagnostic, Plugin, SiteConfig, SourceFile } from './types.js';

/** A config and what is made once per config. */
export interface ConfigSession {
  config: SiteConfig;
  plugins: Plugin[];
  cache: BuildCache;
  sources: SiteSources;
  renderer: MarkdownRenderer;
  /** What the plugins' loadContent hooks returned. */
  content: { docs: SourceFile[]; pages: SourceFile[]; diagnostics: Diagnostic[] };
  /** The render threads a markdown stage with many pages to render may start. */
  renderThreads: RenderThreads;
  /** For the first build with this config: the render threads started early, and how many pages were rendered ahead. */
  firstBuild?: { pool?: RenderPool; renderedAhead: number };
}

/** What opening a session needs besides the config. */
export interface SessionContext {
  configFile: string;
  rootDir: string;
  cacheDir: string;
  docsDir: string;
  mode: 'build' | 'dev';
  task: TaskRunner['task'];
  reader: SourceReader;
  /** Threads that render pages (0: this thread renders every page). */
  workers: number;
  /**
   * Page bodies read from the cache when used (see MarkdownOptions.bodiesOnDemand); a build's are read again on each
   * use, the dev server's kept once read.
   */
  bodiesOnDemand?: boolean;
}

/** Opens the cache, loads the plugins' content and, for a first build, renders the written pages meanwhile. */
export async function openConfigSession(
  loaded: Extract<LoadedConfig, { config: SiteConfig }>,
  context: SessionContext,
): Promise<ConfigSession> {
  const { config } = loaded;
  const { rootDir, task } = context;
  const cache = await openRunCache(context.cacheDir, rootDir, loaded.codeHash ?? '', {
    transient: context.bodiesOnDemand && context.mode === 'build' ? ['markdown', ...bodyNamespaces] : [],
  });
  const plugins = sitePlugins(config);
  const renderer = createMarkdownRenderer({
    ...markdownOptionsOf(config, plugins, { rootDir, docsDir: context.docsDir }),
    cache,
    bodiesOnDemand: context.bodiesOnDemand,
  });
  const renderThreads = renderThreadsOf(loaded, context, cache.fingerprint);
  const sources: SiteSources = {
    config,
    rootDir,
    docsDir: context.docsDir,
    includeDrafts: context.mode === 'dev',
    frontmatterCache: openFrontmatterCache(cache),
  };
  // A page's rendering depends on its source alone, the cache's key, so the markdown stage finds the pages rendered
  // ahead in the cache (the plugins' parsers run on worker threads meanwhile).
  const firstRender = isFirstRender(renderer);
  const pool = firstRender
    ? startRenderThreadsEarly({ ...renderThreads, count: context.workers }, renderer)
    : undefined;
  const [content, ahead] = await Promise.all([
    pluginsStage(task, plugins, sources, cache),
    firstRender
      ? task(
          'prerender',
          (progress) => prerenderPages(writtenDocPages(sources, context.reader), renderer, pool, progress),
          (r) => `${r.pages} written pages, beside the plugins${threadsNote(r.threads)}`,
        )
      : undefined,
  ]).catch(closing(pool));
  return {
    config,
    plugins,
    cache,
    sources,
    renderer,
    content,
    renderThreads,
    firstBuild: { pool, renderedAhead: ahead?.pages ?? 0 },
  };
}

/** The plugins stage: their content, told whether the build is of another docs folder (which drops their docs). */
function pluginsStage(task: TaskRunner['task'], plugins: Plugin[], sources: SiteSources, cache: BuildCache) {
  const { config, rootDir } = sources;
  return task(
    'plugins',
    () => loadPluginContent(plugins, { config, rootDir, cache, otherDocsFolder: !configDescribesDocs(sources) }),
    (c) => `${c.docs.length} generated files`,
  );
}

/**
 * The render threads a markdown stage with many pages to render may start. The dev server renders what an edit changed
 * in this thread: render threads would each load the config and the processors again, which costs more than the pages
 * of an edit. Only its first build, with nothing cached, has them (started early, see openConfigSession).
 */
function renderThreadsOf(
  loaded: Extract<LoadedConfig, { config: SiteConfig }>,
  context: SessionContext,
  fingerprint: string,
): RenderThreads {
  return {
    count: context.mode === 'dev' ? 0 : context.workers,
    setup: {
      rootDir: context.rootDir,
      docsDir: context.docsDir,
      configFile: context.configFile,
      cacheDir: context.cacheDir,
      fingerprint,
      codeHash: loaded.codeHash ?? '',
    },
  };
}

/** An error handler that closes the render threads started for a markdown stage that will not run, and rethrows. */
export function closing(pool: RenderPool | undefined) {
  return async (error: unknown): Promise<never> => {
    await pool?.close();
    throw error;
  };
}

/** A stage's note on how many threads rendered its pages (none: no note); `what` says what they did. */
export function threadsNote(threads: number, what = 'rendered'): string {
  if (threads === 0) return '';
  return threads === 1 ? ` (${what} on 1 thread)` : ` (${what} on ${threads} threads)`;
}
