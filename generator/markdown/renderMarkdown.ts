// The markdown stage: a SourcePage becomes a RenderedPage (HTML, headings, toc, links, text), cached by content.
import type { RenderedPage, SourcePage } from '../types.js';
import { sourceHash } from '../discover/sourceHash.js';
import { contentKey, type CacheEntries } from '../cache/buildCache.js';
import { partialsUnchanged } from './mdxPartials.js';
import type { CachedRender, MarkdownOptions, PageProcessor } from './pageProcessor.js';

/**
 * A rendered page is cached as two entries: its small fields (`markdown` namespace, by the page's source), which
 * every build reads for every page, and its body (`markdown-body`, by `body`), most of the entry, which is read only
 * when the page is written or searched. The page's markdown is its source's body, which the page holds already.
 */
type PageRecord = Omit<CachedRender, BodyField | 'markdown'> & {
  /** The key of the body entry: the source's key and the partials' hashes, so that it names this rendering alone. */
  body: string;
};

/** The body of a rendered page: its largest fields. */
export type PageBody = Pick<RenderedPage, BodyField>;
type BodyField = 'html' | 'text' | 'sections';
const bodyFields: readonly BodyField[] = ['html', 'text', 'sections'];

/**
 * A processor that stores each page's cache entries itself, in a cache of its own in the same folder (the render
 * threads): a page's body then never crosses to this thread.
 */
export interface BodyStoringProcessor {
  /** Renders `page`, whose cache key is `pageKey`, and stores what it can (see storeRender). */
  processAndStore(page: SourcePage, pageKey: string): Promise<StoredRender>;
}

/**
 * What a BodyStoringProcessor answers: the page's record, its body stored (and the record too, if `recordStored`), or
 * the whole page when its body was not stored (a page with errors, or a cache that could not be written).
 */
export type StoredRender = { record: PageRecord; recordStored: boolean } | { rendered: CachedRender };

/**
 * The cache entries of a rendered page whose key is `pageKey`, or undefined for a page with errors: it is rendered
 * again next time, so that its diagnostics show again.
 */
function cacheEntriesOf(rendered: CachedRender, pageKey: string): { record: PageRecord; body: PageBody } | undefined {
  if (rendered.diagnostics.some((d) => d.severity === 'error')) return undefined;
  const { html, text, sections, markdown: _markdown, ...fields } = rendered;
  const record: PageRecord = { ...fields, body: contentKey(pageKey, JSON.stringify(fields.partials ?? [])) };
  return { record, body: { html, text, sections } };
}

/** Stores in `cache`, now, the entries of `rendered` (see BodyStoringProcessor), and says what it stored. */
export function storeRender(rendered: CachedRender, pageKey: string, cache: CacheEntries): StoredRender {
  const entries = cacheEntriesOf(rendered, pageKey);
  if (!entries || !cache.putNow('markdown-body', entries.record.body, entries.body)) return { rendered };
  return { record: entries.record, recordStored: cache.putNow('markdown', pageKey, entries.record) };
}

/** Rendered pages whose cache files may be still being written: each is held in memory until it is. */
const maxPendingWrites = 256;

/** A page renderer with its cache: `cached` only looks, `render` only renders (and stores). */
export interface MarkdownRenderer {
  cached(page: SourcePage): RenderedPage | undefined;
  /**
   * Renders `page` and caches the result, without looking in the cache first (`cached` does that, and a second
   * look would miss again, on disk); `processor` renders it (the render threads of a build), by default this thread.
   */
  render(page: SourcePage, processor?: PageProcessor | BodyStoringProcessor): Promise<RenderedPage>;
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
  const keyOf = pageKeys(options.singleDollarMath ? '$' : '');
  // A body found stays found for as long as its record is held (the dev server's cache holds both): each save looks
  // every page up again.
  const bodiesFound = new WeakSet<PageRecord>();
  const bodyFound = (record: PageRecord) => {
    if (!bodiesFound.has(record) && !cache.has('markdown-body', record.body)) return false;
    bodiesFound.add(record);
    return true;
  };
  // The same page object for the same page and record (the dev server's, on each save): later stages compare pages.
  const madeFor = new WeakMap<SourcePage, { record: PageRecord; rendered: RenderedPage }>();
  const pageOf = (page: SourcePage, record: PageRecord): RenderedPage =>
    options.bodiesOnDemand
      ? withBodyOnDemand(page, record, cache)
      : withBody(page, record, readBody(cache, page, record.body));
  return {
    cached(page) {
      const record = cache.get<PageRecord>('markdown', keyOf(page));
      // The key covers the page's own text; the partials it imports are checked here. A body gone from the cache
      // (pruned, or the folder half emptied) makes the page a miss, rendered again, rather than a failure later.
      if (typeof record?.body !== 'string' || !partialsUnchanged(record.partials)) return undefined;
      if (!bodyFound(record)) return undefined;
      const known = madeFor.get(page);
      if (known?.record === record) return known.rendered;
      const rendered = pageOf(page, record);
      madeFor.set(page, { record, rendered });
      return rendered;
    },
    async render(page, processor) {
      const key = keyOf(page);
      const answer = await renderWith(processor ?? (await loadProcessor()), page, key);
      if ('record' in answer) {
        cache.stored('markdown-body', answer.record.body);
        if (answer.recordStored) cache.stored('markdown', key, answer.record);
        else cache.put('markdown', key, answer.record);
        return pageOf(page, answer.record);
      }
      const entries = cacheEntriesOf(answer.rendered, key);
      // A page with errors keeps its body here.
      if (!entries) return { page, ...answer.rendered };
      cache.put('markdown-body', entries.record.body, entries.body);
      cache.put('markdown', key, entries.record);
      await cache.settle(maxPendingWrites);
      return pageOf(page, entries.record);
    },
    storedPageCount: () => cache.count('markdown'),
    localProcessor: loadProcessor,
    async prepare(warmUp) {
      const processor = await loadProcessor();
      if (warmUp) await processor.process(warmUp);
    },
  };
}

/** Renders `page`, whose cache key is `pageKey`, with `processor`: stored there if it stores what it renders. */
async function renderWith(
  processor: PageProcessor | BodyStoringProcessor,
  page: SourcePage,
  pageKey: string,
): Promise<StoredRender> {
  return 'processAndStore' in processor
    ? processor.processAndStore(page, pageKey)
    : { rendered: await processor.process(page) };
}

/**
 * The cache key of a page's rendering: its format (with `mathMark`) and its source. Kept per source file and format:
 * the dev server looks every page up on each save, with the same file objects.
 */
function pageKeys(mathMark: string): (page: SourcePage) => string {
  const keys = new WeakMap<SourcePage['source'], { format: string; key: string }>();
  return (page) => {
    const known = keys.get(page.source);
    if (known?.format === page.format) return known.key;
    const key = contentKey(page.format + mathMark, sourceHash(page.source));
    keys.set(page.source, { format: page.format, key });
    return key;
  };
}

/** The rendered page of a cached record: `body` is its key; the page's markdown is its source's body. */
function withBody(page: SourcePage, { body, ...record }: PageRecord, fields: Partial<PageBody>): RenderedPage {
  return { page, ...record, ...fields, markdown: page.body, contentKey: body } as RenderedPage;
}

/** The page with its body fields read from the cache on use, each time (the cache decides whether it holds them). */
function withBodyOnDemand(page: SourcePage, record: PageRecord, cache: CacheEntries): RenderedPage {
  const rendered = withBody(page, record, {});
  // Not enumerable: spreading a page ({ ...rendered }) copies its small fields without reading its body.
  for (const field of bodyFields)
    Object.defineProperty(rendered, field, { get: () => readBody(cache, page, record.body)[field], enumerable: false });
  return rendered;
}

/** The body entry `key` of `page`; an error that says what to do when the cache lost it after it was found. */
export function readBody(cache: CacheEntries, page: SourcePage, key: string): PageBody {
  const body = cache.get<PageBody>('markdown-body', key);
  if (!body)
    throw new Error(
      `the markdown cache lost ${page.source.origin} during the build (was the cache folder emptied?); build again`,
    );
  return body;
}
