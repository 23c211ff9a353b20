// Which parser reads a page, as Docusaurus decides it: frontmatter `format`, else the site's `markdown.format`.
import path from 'node:path/posix';
import type { SourceFile, SourcePage } from '../types.js';

/** `mdx`: every file is MDX (Docusaurus's default); `md`: every file is CommonMark; `detect`: by extension. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * The format a page is parsed in. A frontmatter `format` (md, mdx or detect) wins over the site's setting; files a
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
