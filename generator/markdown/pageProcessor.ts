// Renders one page's markdown: the unified processors (markdown and MDX) with the highlighter, built once.
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toHtml } from 'hast-util-to-html';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import { VFile } from 'vfile';
import { originLineOf } from '../discover/sourceLines.js';
import type { Diagnostic, Heading, ImageAsset, RenderedPage, SourcePage } from '../types.js';
import type { CacheEntries } from '../cache/buildCache.js';
import { localCodeHighlighter, type CodeHighlighter } from './codeHighlighter.js';
import { buildToc, collectIds, collectLinks, readProse } from './pageOutline.js';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.js';
import { rehypeTocInline } from './rehypeTocInline.js';
import { rehypeHeadingLinks } from './rehypeHeadingLinks.js';
import { rehypeKatexWhenNeeded } from './rehypeKatexWhenNeeded.js';
import { rehypeImages } from './rehypeImages.js';
import { rehypeLinkTargets } from './rehypeLinkTargets.js';
import { rehypeRawWhenNeeded } from './rehypeRawWhenNeeded.js';
import { rehypeSanitizeContent } from './rehypeSanitizeContent.js';
import { rehypeUnsafeUrls } from './rehypeUnsafeUrls.js';
import { preprocessSource } from './preprocessSource.js';
import { remarkAdmonitions } from './remarkAdmonitions.js';
import { remarkCodeFenceVariants } from './remarkCodeFenceVariants.js';
import { remarkCodeMeta } from './remarkCodeMeta.js';
import { optionalSyntaxOf, parseWithOptionalSyntax, remarkGfmParts, type OptionalSyntax } from './optionalSyntax.js';
import { remarkHeadingIds } from './remarkHeadingIds.js';
import type { PartialDependency } from './mdxPartials.js';
import { partialOriginOf } from './partialPlaces.js';
import { remarkMdxComponents, type MdxComponentOptions } from './remarkMdxComponents.js';
import { remarkPlainDirectives } from './remarkPlainDirectives.js';
import { docCardListMarker } from './mdxThemeComponents.js';

/** What rendering a page needs: the same in every thread that renders (see markdownOptionsOf). */
export interface ProcessorOptions {
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
  /**
   * `$…$` is math in MDX pages too: the Docusaurus site of a docs folder given with --docs adds remark-math, whose
   * single-dollar syntax such pages use (without it, `$5 to $10` stays text in MDX, as in Docusaurus).
   */
  singleDollarMath?: boolean;
}

/** What the markdown stage needs: the processor's options and the cache the rendered pages are kept in. */
export interface MarkdownOptions extends ProcessorOptions {
  /** Where rendered pages are kept, by their text (the cache's fingerprint covers the code and the config). */
  cache: CacheEntries;
  /**
   * Read a rendered page's body (HTML, text, sections) from the cache whenever it is used instead of reading it with
   * the page: a build, whose cache holds the bodies only until written, does not grow in memory with the pages, and a
   * build or dev server start reads only the bodies of the pages it writes or serves.
   */
  bodiesOnDemand?: boolean;
}

/** The cached part of a RenderedPage (everything but the page itself), with the partials the page imported. */
export type CachedRender = Omit<RenderedPage, 'page'> & { partials?: PartialDependency[] };

/** Renders pages without looking at any cache: in this thread, or on the render threads (renderPool.ts). */
export interface PageProcessor {
  process(page: SourcePage): Promise<CachedRender>;
}

/** A page's processor, for the page's format and the optional syntax its parser reads. */
type ProcessorFor = (
  format: SourcePage['format'],
  syntax: readonly OptionalSyntax[],
) => Processor<any, any, any, any, any>;

/**
 * Builds a processor for each format and set of optional syntax (optionalSyntax.ts) when a page first needs it: a
 * page's parser leaves out the syntax extensions the page cannot use. Code is highlighted by `highlighter`, by default
 * in this thread.
 */
export function createPageProcessor(
  options: ProcessorOptions,
  highlighter: CodeHighlighter = localCodeHighlighter(),
): PageProcessor {
  const processors = new Map<string, Processor<any, any, any, any, any>>();
  const processorFor: ProcessorFor = (format, syntax) => {
    const key = `${format} ${syntax.join(' ')}`;
    let processor = processors.get(key);
    if (!processor)
      processors.set(key, (processor = buildProcessor(format, options, highlighter, new Set(syntax), processorFor)));
    return processor;
  };
  return {
    async process(page) {
      const rendered = await renderPage(page, processorFor, options);
      return isMdxParseFailureOfMd(page, rendered)
        ? renderAsCommonMark(page, rendered, processorFor, options)
        : rendered;
    },
  };
}

function buildProcessor(
  format: SourcePage['format'],
  options: ProcessorOptions,
  highlighter: CodeHighlighter,
  syntax: ReadonlySet<OptionalSyntax>,
  processorFor: ProcessorFor,
): Processor<any, any, any, any, any> {
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
  // The folders a page's images and linked files may be published from.
  const publishRoots = [options.docsDir, options.staticDir, options.rootDir];
  // remark-comment after remark-mdx, as Docusaurus has them: `<!-- -->` is a comment in MDX too, and MDX's JSX
  // construct must see `<` first.
  if (format === 'mdx')
    processor
      .use(remarkMdx)
      .use(syntax.has('comment') ? [remarkComment] : [])
      .use(remarkMdxComponents, {
        components: options.components,
        parsePartial: (text) => parseWithOwnSyntax(text, processorFor, options),
      });
  return (
    processor
      .use(remarkGfmParts, {
        autolinkLiteral: syntax.has('autolinkLiteral'),
        footnote: syntax.has('footnote'),
        strikethrough: syntax.has('strikethrough'),
        taskListItem: syntax.has('taskListItem'),
      })
      .use(syntax.has('directive') ? [remarkDirective] : [])
      // A Docusaurus site has no math unless it adds remark-math: in MDX pages `$5 to $10` stays text, and only `$$`
      // marks math (this site's math is in .md pages), unless singleDollarMath says the site adds it.
      .use(syntax.has('math') ? [[remarkMath, { singleDollarTextMath: singleDollarMath(format, options) }]] : [])
      .use(remarkAdmonitions)
      .use(options.remarkPlugins)
      .use(remarkPlainDirectives)
      .use(remarkHeadingIds)
      .use(remarkCodeFenceVariants)
      .use(remarkCodeMeta)
      .use(remarkRehype, { allowDangerousHtml: format === 'md' })
      .use(format === 'md' ? [rehypeRawWhenNeeded] : [])
      .use(rehypeUnsafeUrls)
      .use(options.sanitize ? [rehypeSanitizeContent] : [])
      .use(rehypeImages, { staticDir: options.staticDir, publishRoots })
      .use(rehypeLinkTargets, { publishRoots })
      .use(rehypeKatexWhenNeeded, { strict: 'ignore' })
      .use(rehypeCodeBlocks, { highlighter })
      .use(rehypeHeadingLinks)
      .use(rehypeTocInline)
      .use(options.rehypePlugins) as Processor<any, any, any, any, any>
  );
}

/** An MDX partial's text, parsed with the optional syntax that text uses, as a page's is. */
function parseWithOwnSyntax(text: string, processorFor: ProcessorFor, options: ProcessorOptions): MdastRoot {
  const syntax = optionalSyntaxOf(text, singleDollarMath('mdx', options));
  return parseWithOptionalSyntax(syntax, (used) => processorFor('mdx', used).parse(text) as MdastRoot).tree;
}

/** True when one `$` opens inline math in pages of `format`. */
function singleDollarMath(format: SourcePage['format'], options: ProcessorOptions): boolean {
  return format === 'md' || options.singleDollarMath === true;
}

async function renderPage(
  page: SourcePage,
  processorFor: ProcessorFor,
  options: ProcessorOptions,
): Promise<CachedRender> {
  const isFile = !page.source.generatedBy;
  const text = preprocessSource(page.source.contents, page.format);
  const file = new VFile({
    value: text,
    path: isFile ? path.join(options.rootDir, page.source.origin) : page.source.origin,
  });
  // The folder holding the docs folder: where `@site/` paths and a Docusaurus site's `static` folder are.
  if (isFile && page.source.origin.endsWith(page.source.path))
    file.data.siteDir = path.dirname(path.join(options.rootDir, page.source.origin.slice(0, -page.source.path.length)));
  let hast: HastRoot;
  try {
    const given = page.source.takeTree?.();
    const syntax = optionalSyntaxOf(text, singleDollarMath(page.format, options));
    const parsed = given
      ? { syntax, tree: given }
      : parseWithOptionalSyntax(syntax, (used) => processorFor(page.format, used).parse(file) as MdastRoot);
    hast = (await processorFor(page.format, parsed.syntax).run(parsed.tree, file)) as HastRoot;
  } catch (error) {
    return failedRender(page, error);
  }
  const headings = (file.data.headings as Heading[] | undefined) ?? [];
  const hasH1 = headings.some((h) => h.depth === 1);
  // The only `raw` nodes left are highlighted code and typeset math (rehypeRawWhenNeeded parsed the page's own HTML).
  const html = toHtml(hast, { allowDangerousHtml: true });
  const prose = readProse(hast);
  return {
    title: page.frontmatter.title ?? headings.find((h) => h.depth === 1)?.text ?? path.posix.basename(page.id),
    description: page.frontmatter.description ?? prose.firstParagraph,
    html,
    ids: collectIds(hast),
    headings,
    toc: buildToc(headings, options.toc.minHeadingLevel, options.toc.maxHeadingLevel),
    links: collectLinks(hast).map((link) => ({ ...link, line: originLineOf(page.source, link.line) })),
    text: prose.text,
    sections: prose.sections,
    hasH1,
    ...(html.includes(docCardListMarker) ? { docCardLists: true } : {}),
    markdown: page.body,
    assets: (file.data.assets as ImageAsset[] | undefined) ?? [],
    ...(file.data.partials ? { partials: file.data.partials as PartialDependency[] } : {}),
    diagnostics: file.messages.map((message) => diagnosticOf(message, file, page, options.rootDir)),
  };
}

/**
 * A message of the page's rendering as a diagnostic: at its line of the page, or, for a node written in a partial the
 * page imports, at its line of the partial, with the hint naming the page's line that imports it.
 */
function diagnosticOf(message: VFile['messages'][number], file: VFile, page: SourcePage, rootDir: string): Diagnostic {
  const line = originLineOf(page.source, message.line ?? undefined);
  const diagnostic: Diagnostic = {
    severity: message.fatal ? 'error' : 'warning',
    file: page.source.origin,
    line,
    column: message.column ?? undefined,
    message: message.reason,
    hint: message.note ?? undefined,
  };
  const partial = partialOriginOf(file, message.place);
  if (!partial) return diagnostic;
  const importer = `The partial is imported at ${page.source.origin}${line === undefined ? '' : `:${line}`}.`;
  return {
    ...diagnostic,
    file: path.relative(rootDir, partial.file).split(path.sep).join('/'),
    line: partial.line,
    column: partial.column,
    hint: diagnostic.hint ? `${diagnostic.hint} ${importer}` : importer,
  };
}

/** True when a `.md` page read as MDX (`markdown.format: 'mdx'`) could not be parsed as MDX. */
function isMdxParseFailureOfMd(page: SourcePage, rendered: CachedRender): boolean {
  return (
    page.format === 'mdx' &&
    !page.source.path.endsWith('.mdx') &&
    rendered.diagnostics.some((d) => d.severity === 'error' && d.message.startsWith('could not parse MDX'))
  );
}

/**
 * Renders a `.md` page that is not valid MDX as CommonMark, as `markdown.format: 'detect'` would: the page is
 * shown, and a warning says why and where MDX stopped.
 */
async function renderAsCommonMark(
  page: SourcePage,
  failed: CachedRender,
  processorFor: ProcessorFor,
  options: ProcessorOptions,
): Promise<CachedRender> {
  const rendered = await renderPage({ ...page, format: 'md' }, processorFor, options);
  const reason = failed.diagnostics.find((d) => d.severity === 'error')!;
  const warning: Diagnostic = {
    ...reason,
    severity: 'warning',
    message: `${reason.message.replace('could not parse MDX', 'not valid MDX')}; the page was read as CommonMark instead`,
    hint: 'Fix the MDX at this line, or add `format: md` to the frontmatter to read the page as CommonMark.',
  };
  return { ...rendered, diagnostics: [warning, ...rendered.diagnostics] };
}

/** A page whose markdown could not be parsed: an empty body and one error that says where. */
function failedRender(page: SourcePage, error: unknown): CachedRender {
  const place = error as { line?: number; column?: number; reason?: string; message?: string; ruleId?: string };
  const reason = place.reason ?? place.message ?? String(error);
  // A JSX tag left open at the end of the file has no position of its own: mdast-util-mdx-jsx names the opening
  // tag's in the reason, as `(13:1-13:7)`.
  const opening = place.line === undefined ? /\((\d+):(\d+)-\d+:\d+\)/.exec(reason) : null;
  const line = place.line ?? (opening ? Number(opening[1]) : undefined);
  const column = place.column ?? (opening ? Number(opening[2]) : undefined);
  const isJsx = page.format === 'mdx';
  const diagnostic: Diagnostic = {
    severity: 'error',
    file: page.source.origin,
    line: originLineOf(page.source, line),
    column,
    message: `could not parse ${isJsx ? 'MDX' : 'markdown'}: ${reason}`,
    hint: isJsx
      ? 'Close every JSX tag (<Tabs>…</Tabs>), or write a literal "<" or "{" as "\\<" or "\\{".'
      : 'Fix the markdown syntax at this line.',
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
    markdown: page.body,
    assets: [],
    diagnostics: [diagnostic],
  };
}
