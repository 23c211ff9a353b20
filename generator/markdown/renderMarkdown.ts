// The markdown stage: a SourcePage becomes a RenderedPage (HTML, headings, toc, links, text), cached by content.
import type { RenderedPage, SourcePage } from '../types.js';
import { sourceHash } from '../discover/sourceHash.js';
import { contentKey, type CacheEntries } from '../cache/buildCache.js';
import { partialsUnchanged } from './mdxPartials.js';
import type { CachedRender, MarkdownOptions, PageProcessor } from './pageProcessor.js';

/**
 * A rendered page is cached as its small fields (`markdown` namespace, by the page's source), which every build reads
 * for every page, and its body (by `body`), most of the entry, which is read only when the page is written or
 * searched. The page's markdown is its source's body, which the page holds already.
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
 * A body is cached as two entries by the same key, so that each reader reads only its own: the HTML (`markdown-body`),
 * which only writing the page reads, and the text and sections (`markdown-text`), a small part of the body, which the
 * search index reads for every page.
 */
const bodyNamespaceOf: Record<BodyField, string> = {
  html: 'markdown-body',
  text: 'markdown-text',
  sections: 'markdown-text',
};
/** The cache namespaces a page's body is kept in. */
export const bodyNamespaces = [...new Set(Object.values(bodyNamespaceOf))];

/** The cache entries of `body`, by namespace: each holds the body's fields that bodyNamespaceOf puts there. */
function bodyEntriesOf(body: PageBody): Array<[string, Partial<PageBody>]> {
  return bodyNamespaces.map((namespace) => [
    namespace,
    Object.fromEntries(
      bodyFields.filter((field) => bodyNamespaceOf[field] === namespace).map((field) => [field, body[field]]),
    ),
  ]);
}

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
  if (!entries) return { rendered };
  const { record, body } = entries;
  const bodyStored = bodyEntriesOf(body).every(([namespace, value]) => cache.putNow(namespace, record.body, value));
  return bodyStored ? { record, recordStored: cache.putNow('markdown', pageKey, record) } : { rendered };
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
    if (!bodiesFound.has(record) && !bodyNamespaces.every((namespace) => cache.has(namespace, record.body)))
      return false;
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
        for (const namespace of bodyNamespaces) cache.stored(namespace, answer.record.body);
        if (answer.recordStored) cache.stored('markdown', key, answer.record);
        else cache.put('markdown', key, answer.record);
        return pageOf(page, answer.record);
      }
      const entries = cacheEntriesOf(answer.rendered, key);
      // A page with errors keeps its body here.
      if (!entries) return { page, ...answer.rendered };
      for (const [namespace, value] of bodyEntriesOf(entries.body)) cache.put(namespace, entries.record.body, value);
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
  return withBodyReadOnUse(withBody(page, record, {}), cache);
}

/**
 * `rendered` (a page whose body is cached under its `contentKey`) with each body field it lacks read from `cache` on
 * use, each time. Not enumerable: spreading a page ({ ...rendered }) copies its small fields without reading its body.
 */
export function withBodyReadOnUse(
  rendered: Omit<RenderedPage, BodyField> & Partial<PageBody>,
  cache: CacheEntries,
): RenderedPage {
  const key = rendered.contentKey;
  if (key === undefined) throw new Error(`${rendered.page.source.origin} has no body in the cache`);
  for (const field of bodyFields)
    if (rendered[field] === undefined)
      Object.defineProperty(rendered, field, {
        get: () => readBodyField(cache, rendered.page, key, field),
        enumerable: false,
      });
  return rendered as RenderedPage;
}

/** The body cached under `key` for `page`; an error that says what to do when the cache lost it after it was found. */
function readBody(cache: CacheEntries, page: SourcePage, key: string): PageBody {
  return Object.assign({}, ...bodyNamespaces.map((namespace) => readBodyEntry(cache, page, key, namespace)));
}

/** One field of the body cached under `key` for `page` (see readBody). */
export function readBodyField<F extends BodyField>(
  cache: CacheEntries,
  page: SourcePage,
  key: string,
  field: F,
): PageBody[F] {
  return readBodyEntry(cache, page, key, bodyNamespaceOf[field])[field]!;
}

function readBodyEntry(cache: CacheEntries, page: SourcePage, key: string, namespace: string): Partial<PageBody> {
  const entry = cache.get<Partial<PageBody>>(namespace, key);
  if (!entry)
    throw new Error(
      `the markdown cache lost ${page.source.origin} during the build (was the cache folder emptied?); build again`,
    );
  return entry;
}
