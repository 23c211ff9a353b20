// The markdown stage: a SourcePage becomes a RenderedPage (HTML, headings, toc, links, text), cached by content.
import type { PluggableList } from 'unified';
import type { RenderedPage, SourcePage } from '../types.js';
import { sourceHash } from '../discover/sourceHash.js';
import type { CacheEntries } from '../cache/buildCache.js';
import { contentKey } from '../cache/buildCache.js';
import { partialsUnchanged, type PartialDependency } from './mdxPartials.js';
import type { MdxComponentOptions } from './remarkMdxComponents.js';
import type { PageProcessor, RenderHelper } from './pageProcessor.js';

/** What the markdown stage needs. */
export interface MarkdownOptions {
  rootDir: string;
  /** The docs folder: with the static folder and the project, where images may be published from. */
  docsDir: string;
  staticDir: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Run rehype-sanitize over each page's HTML (for content from outside contributors). */
  sanitize?: boolean;
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  /** Site components mapped to docsgen's (`markdown.components`). */
  components?: MdxComponentOptions['components'];
  /** Where rendered pages are kept, by their text (the cache's fingerprint covers the code and the config). */
  cache: CacheEntries;
}

/** The cached part of a RenderedPage (everything but the page itself), with the partials the page imported. */
export type CachedRender = Omit<RenderedPage, 'page'> & { partials?: PartialDependency[] };

/** A page renderer with its cache: `cached` only looks, `render` only renders (and stores). */
export interface MarkdownRenderer {
  cached(page: SourcePage): RenderedPage | undefined;
  /**
   * Renders `page` and caches the result, without looking in the cache first (`cached` does that, and a second
   * look would miss again, on disk); `helper` (another thread) highlights its code and typesets its math.
   */
  render(page: SourcePage, helper?: RenderHelper): Promise<RenderedPage>;
  /** Loads the highlighter and builds the processors now rather than on the first cache miss; renders `warmUp`, if
   * given, outside the cache (see generator/dev/warmUpPage.ts). */
  prepare(warmUp?: SourcePage): Promise<void>;
  /** How many rendered pages the cache holds, current or not. */
  storedPageCount(): number;
}

/**
 * Creates a renderer. The processors (unified, shiki with its grammars, KaTeX) are loaded on the first cache miss:
 * a build whose pages are all cached never loads them, which is a quarter of a warm build's time.
 */
export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  let processor: Promise<PageProcessor> | undefined;
  const loadProcessor = () => (processor ??= import('./pageProcessor.js').then((module) => module.createPageProcessor(options)));
  const { cache } = options;
  const keyOf = (page: SourcePage) => contentKey(page.format, sourceHash(page.source));
  const store = (page: SourcePage, rendered: CachedRender) => {
    // Pages with errors are rendered again next time so their diagnostics show again.
    if (!rendered.diagnostics.some((d) => d.severity === 'error')) cache.put('markdown', keyOf(page), rendered);
  };
  return {
    cached(page) {
      const hit = cache.get<CachedRender>('markdown', keyOf(page));
      // The key covers the page's own text; the partials it imports are checked here.
      return hit && partialsUnchanged(hit.partials) ? { page, ...hit } : undefined;
    },
    async render(page, helper) {
      const rendered = await (await loadProcessor()).process(page, helper);
      store(page, rendered);
      return { page, ...rendered };
    },
    storedPageCount: () => cache.count('markdown'),
    async prepare(warmUp) {
      const processor = await loadProcessor();
      if (warmUp) await processor.process(warmUp);
    },
  };
}
