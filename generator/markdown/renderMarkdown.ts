// The markdown stage: a SourcePage becomes a RenderedPage (HTML, headings, toc, links, text), cached by content.
import type { RenderedPage, SourcePage } from '../types.js';
import { sourceHash } from '../discover/sourceHash.js';
import { contentKey } from '../cache/buildCache.js';
import { partialsUnchanged } from './mdxPartials.js';
import type { CachedRender, MarkdownOptions, PageProcessor } from './pageProcessor.js';

/**
 * The largest fields of a rendered page, read from the cache on use when on demand: the HTML is most of an entry. The
 * sections and markdown stay: the search index and the markdown copies read every page's on every build.
 */
const bodyFields = ['html', 'text'] as const;

/** Rendered pages whose cache files may be still being written: each is held in memory until it is. */
const maxPendingWrites = 256;

/** A page renderer with its cache: `cached` only looks, `render` only renders (and stores). */
export interface MarkdownRenderer {
  cached(page: SourcePage): RenderedPage | undefined;
  /**
   * Renders `page` and caches the result, without looking in the cache first (`cached` does that, and a second
   * look would miss again, on disk); `processor` renders it (the render threads of a build), by default this thread.
   */
  render(page: SourcePage, processor?: PageProcessor): Promise<RenderedPage>;
  /** This thread's processor, loaded on first use (the render threads fall back on it). */
  localProcessor(): Promise<PageProcessor>;
  /** Loads the highlighter and builds the processors now rather than on the first cache miss; renders `warmUp`, if
   * given, outside the cache (see generator/markdown/warmUpPage.ts). */
  prepare(warmUp?: SourcePage): Promise<void>;
  /** How many rendered pages the cache holds, current or not. */
  storedPageCount(): number;
}

/**
 * Creates a renderer. The processors (unified, shiki with its grammars, KaTeX) are loaded on the first cache miss:
 * a build whose pages are all cached never loads them.
 */
export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  let processor: Promise<PageProcessor> | undefined;
  const loadProcessor = () =>
    (processor ??= import('./pageProcessor.js').then((module) => module.createPageProcessor(options)));
  const { cache } = options;
  // Single-dollar math in MDX changes how a page parses: it is part of the key with the format.
  const mathMark = options.singleDollarMath ? '$' : '';
  const keyOf = (page: SourcePage) => contentKey(page.format + mathMark, sourceHash(page.source));
  /** The page with its body fields read from the cache entry `key` on use, each time (never kept here). */
  const withBodyOnDemand = (page: SourcePage, key: string, value: CachedRender): RenderedPage => {
    const { html: _html, text: _text, ...light } = value;
    // The page's markdown is its body (see renderPage), which the page holds already: one copy instead of two.
    const rendered = { page, ...light, markdown: page.body, contentKey: key } as RenderedPage;
    const read = () => {
      const entry = cache.get<CachedRender>('markdown', key);
      if (!entry)
        throw new Error(
          `the markdown cache lost ${page.source.origin} during the build (was the cache folder emptied?); build again`,
        );
      return entry;
    };
    // Not enumerable: spreading a page ({ ...rendered }) copies its small fields without reading its body.
    for (const field of bodyFields)
      Object.defineProperty(rendered, field, { get: () => read()[field], enumerable: false });
    return rendered;
  };
  const pageOf = (page: SourcePage, key: string, value: CachedRender): RenderedPage =>
    options.bodiesOnDemand ? withBodyOnDemand(page, key, value) : { page, ...value, contentKey: key };
  return {
    cached(page) {
      const key = keyOf(page);
      const hit = cache.get<CachedRender>('markdown', key);
      // The key covers the page's own text; the partials it imports are checked here.
      return hit && partialsUnchanged(hit.partials) ? pageOf(page, key, hit) : undefined;
    },
    async render(page, processor) {
      const rendered = await (processor ?? (await loadProcessor())).process(page);
      // Pages with errors are rendered again next time so their diagnostics show again (and keep their body here).
      if (rendered.diagnostics.some((d) => d.severity === 'error')) return { page, ...rendered };
      const key = keyOf(page);
      cache.put('markdown', key, rendered);
      await cache.settle(maxPendingWrites);
      return pageOf(page, key, rendered);
    },
    storedPageCount: () => cache.count('markdown'),
    localProcessor: loadProcessor,
    async prepare(warmUp) {
      const processor = await loadProcessor();
      if (warmUp) await processor.process(warmUp);
    },
  };
}
