// The markdown stage: a SourcePage becomes a RenderedPage (HTML, headings, toc, links, text), cached by content.
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import rehypeKatex from 'rehype-katex';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import type { HighlighterCore } from 'shiki/core';
import { unified, type PluggableList, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic, Heading, RenderedPage, SourcePage } from '../types.js';
import { MarkdownCache } from './markdownCache.js';
import { originLineOf } from '../discover/sourceLines.js';
import { toHtml } from 'hast-util-to-html';
import { buildToc, collectIds, collectLinks, collectSections, firstParagraph, textOf, usesMath } from './pageOutline.js';
import { normalizeAdmonitionSyntax, remarkAdmonitions } from './remarkAdmonitions.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';
import { remarkCodeMeta } from './remarkCodeMeta.js';
import { rehypeRawWhenNeeded } from './rehypeRawWhenNeeded.js';
import { remarkHeadingIds } from './remarkHeadingIds.js';
import { remarkImages, type ImageAsset } from './remarkImages.js';
import { remarkMdxComponents } from './remarkMdxComponents.js';
import { remarkPlainDirectives } from './remarkPlainDirectives.js';

/** What the markdown stage needs. */
export interface MarkdownOptions {
  highlighter: HighlighterCore;
  rootDir: string;
  staticDir: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  /** Folder for the on-disk cache; omit to cache in memory only. */
  cacheDir?: string;
  /** Changes whenever anything besides the page's text changes its output (config, plugin versions). */
  cacheSalt: string;
}

/** The cached part of a RenderedPage (everything but the page itself). */
export type CachedRender = Omit<RenderedPage, 'page'>;

/** A page renderer with its cache: `cached` only looks, `render` renders (and stores) when needed. */
export interface MarkdownRenderer {
  cached(page: SourcePage): RenderedPage | undefined;
  render(page: SourcePage): RenderedPage;
  /** Keeps a result a worker thread rendered (the worker wrote it to the disk cache). */
  adopt(page: SourcePage, rendered: CachedRender): void;
  /** The options it was made with (worker threads rebuild the same renderer from them). */
  options: MarkdownOptions;
}

/** Creates a renderer; the processors are built once and reused for every page. */
export function createMarkdownRenderer(options: MarkdownOptions): MarkdownRenderer {
  const processors = { md: buildProcessor('md', options), mdx: buildProcessor('mdx', options) };
  const cache = new MarkdownCache<CachedRender>(options.cacheDir);
  const keyOf = (page: SourcePage) => MarkdownCache.key(options.cacheSalt, page.format, page.source.origin, page.source.contents);
  const store = (page: SourcePage, rendered: CachedRender) => {
    // Pages with errors are rendered again next time so their diagnostics show again.
    if (!rendered.diagnostics.some((d) => d.severity === 'error')) cache.set(keyOf(page), rendered);
  };
  return {
    cached(page) {
      const hit = cache.get(keyOf(page));
      return hit && { page, ...hit };
    },
    render(page) {
      const hit = cache.get(keyOf(page));
      if (hit) return { page, ...hit };
      const rendered = renderUncached(page, processors[page.format], options);
      store(page, rendered);
      return { page, ...rendered };
    },
    adopt(page, rendered) {
      cache.remember(keyOf(page), rendered);
    },
    options,
  };
}

function buildProcessor(format: 'md' | 'mdx', options: MarkdownOptions): Processor<any, any, any, any, any> {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
  if (format === 'mdx') processor.use(remarkMdx).use(remarkMdxComponents);
  return processor
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkMath)
    .use(remarkAdmonitions)
    .use(options.remarkPlugins)
    .use(remarkPlainDirectives)
    .use(remarkHeadingIds)
    .use(remarkImages, { staticDir: options.staticDir })
    .use(remarkCodeMeta)
    .use(remarkRehype, { allowDangerousHtml: format === 'md' })
    .use(format === 'md' ? [rehypeRawWhenNeeded] : [])
    .use(rehypeKatex, { strict: 'ignore' })
    .use(rehypeCodeBlocks, { highlighter: options.highlighter })
    .use(options.rehypePlugins) as Processor<any, any, any, any, any>;
}

function renderUncached(page: SourcePage, processor: Processor<any, any, any, any, any>, options: MarkdownOptions): CachedRender {
  const isFile = !page.source.generatedBy;
  const file = new VFile({ value: normalizeAdmonitionSyntax(page.source.contents), path: isFile ? path.join(options.rootDir, page.source.origin) : page.source.origin });
  let hast: HastRoot;
  try {
    hast = processor.runSync(processor.parse(file), file) as HastRoot;
  } catch (error) {
    return failedRender(page, error);
  }
  const headings = (file.data.headings as Heading[] | undefined) ?? [];
  const hasH1 = headings.some((h) => h.depth === 1);
  return {
    title: page.frontmatter.title ?? headings.find((h) => h.depth === 1)?.text ?? path.posix.basename(page.id),
    description: page.frontmatter.description ?? firstParagraph(hast),
    html: toHtml(hast),
    ids: collectIds(hast),
    headings,
    toc: buildToc(headings, options.toc.minHeadingLevel, options.toc.maxHeadingLevel),
    links: collectLinks(hast).map((link) => ({ ...link, line: originLineOf(page.source, link.line) })),
    text: textOf(hast),
    sections: collectSections(hast),
    hasH1,
    hasMath: usesMath(hast),
    markdown: page.body,
    assets: (file.data.assets as ImageAsset[] | undefined) ?? [],
    diagnostics: file.messages.map((message) => ({
      severity: message.fatal ? 'error' : 'warning',
      file: page.source.origin,
      line: originLineOf(page.source, message.line ?? undefined),
      column: message.column ?? undefined,
      message: message.reason,
      hint: message.note ?? undefined,
    })),
  };
}

/** A page whose markdown could not be parsed: an empty body and one error that says where. */
function failedRender(page: SourcePage, error: unknown): CachedRender {
  const place = error as { line?: number; column?: number; reason?: string; message?: string; ruleId?: string };
  const reason = place.reason ?? place.message ?? String(error);
  const isJsx = page.format === 'mdx';
  const diagnostic: Diagnostic = {
    severity: 'error',
    file: page.source.origin,
    line: originLineOf(page.source, place.line),
    column: place.column,
    message: `could not parse ${isJsx ? 'MDX' : 'markdown'}: ${reason}`,
    hint: isJsx ? 'Close every JSX tag (<Tabs>…</Tabs>), or write a literal "<" or "{" as "\\<" or "\\{".' : 'Fix the markdown syntax at this line.',
  };
  return {
    title: page.frontmatter.title ?? page.id,
    description: page.frontmatter.description ?? '',
    html: '',
    ids: [],
    headings: [],
    toc: [],
    links: [],
    text: '',
    sections: [],
    hasH1: false,
    hasMath: false,
    markdown: page.body,
    assets: [],
    diagnostics: [diagnostic],
  };
}
