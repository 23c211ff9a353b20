// Renders every route of the model into output files.
import path from 'node:path';
import type { CopiedFile, KeptFile, OutputFile, PendingFile, SiteModel } from '../types.js';
import type { OutputMemo } from '../cache/outputMemo.js';
import { contentKey, type CacheEntries } from '../cache/buildCache.js';
import type { Progress } from '../task.js';
import { outputPathOf } from '../routes/outputPath.js';
import { routeBySourcePathOf } from '../routes/hrefResolver.js';
import { sidebarFilesOf } from './sidebarFiles.js';
import { renderDocPage, renderNotFoundPage, renderRedirect, type RenderContext } from './renderPages.js';

/** Files to write and files to copy. */
export interface RenderedSite {
  files: OutputFile[];
  /** The pages, rendered as the emit stage writes them: the rendered site is never held in memory at once. */
  pending: PendingFile[];
  copies: CopiedFile[];
  /** Pages the previous build rendered from the same inputs, kept instead of rendered again. */
  kept: KeptFile[];
  /** The input keys of the rendered pages. */
  keys: Map<string, string>;
}

/** The render context of a model (shared by the build and the dev server). */
export function renderContextOf(model: SiteModel, pageData?: RenderContext['pageData']): RenderContext {
  return {
    config: model.config,
    routes: model.routes,
    assets: model.bundle.assets,
    routeBySourcePath: routeBySourcePathOf(model.pages),
    pageData,
    headTags: model.plugins.flatMap((plugin) => plugin.headTags?.({ config: model.config }) ?? []),
    gitCommitHash: model.gitCommitHash,
    sidebarSources: sidebarFilesOf(model.routes.sidebars).sources,
  };
}

/** The site's pages: those to render (as the emit stage writes them) and those kept from the previous build. */
export interface SitePages extends Pick<RenderedSite, 'pending' | 'kept' | 'keys'> {
  ctx: RenderContext;
}

/**
 * Every page of the model, to render; with the memo of the previous build, a page whose inputs (its markdown output,
 * and everything every page shares) are unchanged is kept.
 */
export function planSitePages(model: SiteModel, options: { memo?: OutputMemo; progress?: Progress }): SitePages {
  const ctx = renderContextOf(model);
  const trailingSlash = model.config.trailingSlash;
  const pending: PendingFile[] = [];
  const kept: KeptFile[] = [];
  const keys = new Map<string, string>();
  const shared = options.memo ? sharedInputsKey(ctx) : '';
  for (const [index, rendered] of model.pages.entries()) {
    options.progress?.(index + 1, model.pages.length);
    const file = outputPathOf(rendered.page.route, trailingSlash);
    const page: PendingFile = { path: file, render: () => renderDocPage(rendered, ctx), page: rendered };
    if (!options.memo) {
      pending.push(page);
      continue;
    }
    const key = pageInputsKey(shared, rendered);
    const previous = options.memo.previous(file, key);
    if (previous) kept.push({ path: file, from: previous, key });
    else pending.push(page);
    keys.set(file, key);
  }
  return { ctx, pending, kept, keys };
}

/**
 * Every HTML page (`pages`, from planSitePages), the 404 page, redirect stubs, bundled assets, images and plugin
 * outputs. The plugins' `postBuild` hooks may run a while (the search index is built on another thread): the emit
 * stage may write the pages meanwhile.
 */
export async function renderSite(
  model: SiteModel,
  { ctx, pending, kept, keys }: SitePages,
  options: { cache: CacheEntries },
): Promise<RenderedSite> {
  const trailingSlash = model.config.trailingSlash;
  const pluginOutputs = postBuildOutputs(model, options.cache);
  const files: OutputFile[] = [{ path: '404.html', contents: renderNotFoundPage(ctx) }];
  for (const redirect of model.routes.redirects)
    files.push({ path: outputPathOf(redirect.from, trailingSlash), contents: renderRedirect(redirect) });
  files.push(...model.bundle.files, ...sidebarFilesOf(model.routes.sidebars).files);
  files.push(...(await pluginOutputs));
  // A page, asset or plugin output of the same path as a static file wins over it.
  const generated = new Set([...files, ...pending, ...kept].map((f) => f.path));
  const statics = model.staticFiles.filter((f) => !generated.has(f.path));
  const copies = dedupe([
    ...statics,
    ...model.pages.flatMap((p) => p.assets.map((a) => ({ path: a.url.slice(1), from: a.from }))),
  ]);
  return { files, pending, copies, kept, keys };
}

/** The files of every plugin's `postBuild` hook (search index, feeds, sitemap), the hooks all started at once. */
export async function postBuildOutputs(model: SiteModel, cache: CacheEntries): Promise<OutputFile[]> {
  const outputs = await Promise.all(
    model.plugins.map(
      async (plugin) =>
        (await plugin.postBuild?.({
          config: model.config,
          rootDir: model.rootDir,
          cache,
          pages: model.pages,
          routes: model.routes,
          assets: { ...model.bundle.assets },
        })) ?? [],
    ),
  );
  return outputs.flat();
}

/** What every page's HTML depends on besides the code (the memo is kept per fingerprint): config, route table, assets. */
function sharedInputsKey(ctx: RenderContext): string {
  const { pageData, ...rest } = ctx;
  return contentKey(
    JSON.stringify(rest, (_key, value: unknown) => (value instanceof Map ? [...value] : value)),
    JSON.stringify(pageData ?? null),
  );
}

/** A page's own inputs: its markdown output and metadata (the search text and copies are derived from those). */
function pageInputsKey(shared: string, rendered: SiteModel['pages'][number]): string {
  // The markdown cache's key (with the partials' hashes in `meta`) names the body without reading it (it may be read
  // from the cache on use).
  const body = rendered.contentKey ?? contentKey(rendered.html, rendered.markdown);
  const { page, contentKey: _key, ...fields } = rendered;
  const { html: _html, text: _text, sections: _sections, markdown: _markdown, ...meta } = fields;
  // The page's body is its source's (which the markdown key covers), or its markdown (which `body` then hashes).
  const { source, body: _body, ...pageMeta } = page;
  return contentKey(shared, body, JSON.stringify(meta), JSON.stringify(pageMeta), source.path, source.origin);
}

function dedupe(copies: CopiedFile[]): CopiedFile[] {
  return [...new Map(copies.map((c) => [c.path, c])).values()];
}
