// Markdown that generators build as syntax trees (see SourceFile.tree): its text, and prose parsed into nodes.
import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkStringify, { type Options as WriteOptions } from 'remark-stringify';
import { unified } from 'unified';

/**
 * The syntax of a `.md` page (frontmatter, GFM, directives, math), both ways. Writing with the same extensions
 * matters: they tell the writer to escape what the page parser would otherwise read as a directive (`:name`) or math.
 */
const writeOptions: WriteOptions = { bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-' };
const pageSyntax = unified()
  .use(remarkParse)
  .use(remarkStringify, writeOptions)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkDirective)
  .use(remarkMath);

/** The text of a generated page's tree: what its `.md` copy shows, and what parses back to the same tree. */
export function markdownOfTree(tree: Root): string {
  return pageSyntax.stringify(tree);
}

/**
 * The nodes of a piece of markdown (a paragraph or a few), without source positions: a generated tree has none, and
 * positions of the piece alone would point into the wrong text.
 */
export function parseMarkdownPiece(markdown: string): RootContent[] {
  const root = pageSyntax.runSync(pageSyntax.parse(markdown)) as Root;
  return root.children.map(withoutPositions);
}

function withoutPositions<Node extends RootContent>(node: Node): Node {
  delete node.position;
  if ('children' in node) for (const child of node.children) withoutPositions(child as RootContent);
  return node;
}
