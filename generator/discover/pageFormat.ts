// Which parser reads a page, as Docusaurus decides it: frontmatter `mdx.format`, else the site's `markdown.format`.
import path from 'node:path/posix';
import type { Frontmatter, SourceFile, SourcePage } from '../types.js';

/** `mdx`: every file is MDX (Docusaurus's default); `md`: every file is CommonMark; `detect`: by extension. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * The format a page is parsed in. A frontmatter format (md, mdx or detect) wins over the site's setting; files a
 * plugin generated are always read by their extension, as they were written for it.
 */
export function pageFormat(
  file: SourceFile,
  frontmatterFormat: unknown,
  siteFormat: MarkdownFormat,
): SourcePage['format'] {
  const byExtension = path.extname(file.path) === '.mdx' ? 'mdx' : 'md';
  if (file.generatedBy) return byExtension;
  const chosen =
    frontmatterFormat === 'md' || frontmatterFormat === 'mdx' || frontmatterFormat === 'detect'
      ? frontmatterFormat
      : siteFormat;
  return chosen === 'detect' ? byExtension : chosen;
}

/**
 * The format a page's frontmatter asks for: Docusaurus's `mdx: { format }`, else a top-level `format` (docsgen's
 * shorter spelling, which Docusaurus ignores).
 */
export function frontmatterFormat(frontmatter: Frontmatter): unknown {
  const mdx = frontmatter.extra.mdx;
  const nested = typeof mdx === 'object' && mdx !== null ? (mdx as Record<string, unknown>).format : undefined;
  return nested ?? frontmatter.format;
}
