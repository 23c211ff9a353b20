// Pieces of markdown that generators parse into nodes for the syntax trees they hand over (see SourceFile.takeTree).
import type { Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The syntax of a `.md` page: frontmatter, GFM, directives and math. */
const pageSyntax = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMath);

/**
 * The nodes of a piece of markdown (a paragraph or a few), without source positions: a generated tree has none, and
 * positions of the piece alone would point into the wrong text.
 */
export function parseMarkdownPiece(markdown: string): RootContent[] {
  return (pageSyntax.parse(markdown) as Root).children.map(withoutPositions);
}

function withoutPositions<Node extends RootContent>(node: Node): Node {
  delete node.position;
  if ('children' in node) for (const child of node.children) withoutPositions(child as RootContent);
  return node;
}
