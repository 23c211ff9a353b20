// Rewrites a page's text before it is parsed, as Docusaurus does, keeping every line where it was.
import type { SourcePage } from '../types.js';
import { normalizeAdmonitionSyntax } from './remarkAdmonitions.js';

/**
 * The text the parser reads: legacy admonition titles become labels, ```` ```mdx-code-block ```` fences are
 * unwrapped (their fence lines left blank), and, for MDX, the `{#id}` of headings is escaped so that MDX does not
 * read it as an expression (remarkHeadingIds takes it as the heading's id).
 */
export function preprocessSource(text: string, format: SourcePage['format']): string {
  const unwrapped = unwrapMdxCodeBlocks(normalizeAdmonitionSyntax(text));
  return format === 'mdx' ? escapeHeadingIds(unwrapped) : unwrapped;
}

const mdxCodeBlock = /^(`{3,4})[ \t]*mdx-code-block[ \t]*\n([\s\S]*?)\n\1[ \t]*$/gm;

/** ```` ```mdx-code-block ```` holds MDX that translation tools leave alone: its body is read as the page's own. */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes('mdx-code-block')) return text;
  return text.replace(mdxCodeBlock, (_all, _fence: string, body: string) => `\n${body}\n`);
}

const headingLine = /^ {0,3}#{1,6}[ \t]/;

/** `## Title {#id}` → `## Title \{#id}` on heading lines outside code fences. */
export function escapeHeadingIds(text: string): string {
  if (!text.includes('{#')) return text;
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === undefined || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence === undefined && headingLine.test(line)) lines[i] = line.replace(/(?<!\\)\{#/, '\\{#');
  }
  return lines.join('\n');
}
