// What lives as long as a config does: the cache under its fingerprint, the plugins and their content, and the
// markdown renderer. A first build also renders the written docs here, while the plugins generate theirs.
import path from 'node:path';
import type { BuildCache } from './cache/buildCache.js';
import { openRunCache } from './cache/runFingerprint.js';
import type { LoadedConfig } from './config/loadConfig.js';
import { warmUpPage } from './markdown/warmUpPage.js';
import { writtenDocPages, type SiteSources, type SourceReader } from './discover/discoverSite.js';
import { openFrontmatterCache } from './discover/frontmatterCache.js';
import type { HelperPool } from './markdown/helperPool.js';
import { isFirstRender, prerenderPages, startHelperThreadEarly } from './markdown/renderAllPages.js';
import { readDocusaurusConfig } from './discover/docusaurusConfig.js';
import { createMarkdownRenderer, type MarkdownRenderer } from './markdown/renderMarkdown.js';
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
  /** For the first build with this config: the helper thread started early, and how many pages it rendered ahead. */
  firstBuild?: { helper?: Promise<HelperPool>; renderedAhead: number };
}

/** What opening a session needs besides the config. */
export interface SessionContext {
  rootDir: string;
  cacheDir: string;
  docsDir: string;
  mode: 'build' | 'dev';
  task: TaskRunner['task'];
  reader: SourceReader;
  /** Helper threads that highlight code and typeset math (0: this thread does). */
  workers: number;
  /** Page bodies read from the cache when used (see MarkdownOptions.bodiesOnDemand). */
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
    transient: context.bodiesOnDemand ? ['markdown'] : [],
  });
  const plugins = sitePlugins(config);
  const renderer = createMarkdownRenderer({
    rootDir,
    docsDir: context.docsDir,
    staticDir: path.resolve(rootDir, config.staticDir),
    toc: config.themeConfig.tableOfContents,
    sanitize: config.markdown.sanitize,
    remarkPlugins: plugins.flatMap((p) => p.remarkPlugins ?? []),
    rehypePlugins: plugins.flatMap((p) => p.rehypePlugins ?? []),
    components: config.markdown.components,
    singleDollarMath: readDocusaurusConfig(context.docsDir)?.remarkMath,
    cache,
    bodiesOnDemand: context.bodiesOnDemand,
  });
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
  const helper = firstRender ? startHelperThreadEarly(context.workers) : undefined;
  const [content, renderedAhead] = await Promise.all([
    task(
      'plugins',
      () => loadPluginContent(plugins, { config, rootDir, cache }),
      (c) => `${c.docs.length} generated files`,
    ),
    firstRender
      ? task(
          'prerender',
          (progress) => prerenderPages(writtenDocPages(sources, context.reader), renderer, helper, progress),
          (n) => `${n} written pages, beside the plugins`,
        )
      : 0,
  ]).catch(closing(helper));
  // The dev server renders on every edit: it loads the processors, and runs them once, while starting.
  if (context.mode === 'dev') await renderer.prepare(warmUpPage()).catch(closing(helper));
  return { config, plugins, cache, sources, renderer, content, firstBuild: { helper, renderedAhead } };
}

/** An error handler that closes the helper thread started for a markdown stage that will not run, and rethrows. */
export function closing(helper: Promise<HelperPool> | undefined) {
  return async (error: unknown): Promise<never> => {
    await (await helper)?.close();
    throw error;
  };
}
