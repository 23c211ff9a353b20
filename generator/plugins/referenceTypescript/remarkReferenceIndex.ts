// Remark plugin: `::reference-index{package="@uniswap/v3-sdk"}` in a written page becomes the package's item list.
import type { Root, RootContent } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { IndexStyle } from './renderIndex.js';

/** The directive name authors write. */
export const referenceIndexDirective = 'reference-index';

/** Options: where the lists come from (filled by the plugin's `loadContent`). */
export interface RemarkReferenceIndexOptions {
  indexFor(pkg: string, style?: Partial<IndexStyle>): string | undefined;
}

/**
 * Replaces each `::reference-index{package="..." depth="3"}` leaf directive with the item list of that package.
 * An unknown package leaves a warning on the file and removes the directive.
 */
export function remarkReferenceIndex(options: RemarkReferenceIndexOptions) {
  return (tree: Root, file: VFile) => {
    // The directive is written `::reference-index` in the page; most pages have none, and need no walk over their tree.
    if (!String(file.value).includes(`::${referenceIndexDirective}`)) return;
    visit(tree, 'leafDirective', (node: LeafDirective, index, parent) => {
      if (node.name !== referenceIndexDirective || !parent || index === undefined) return;
      const pkg = node.attributes?.package ?? '';
      const depth = Number(node.attributes?.depth ?? 2);
      const markdown = options.indexFor(pkg, {
        headingDepth: Number.isInteger(depth) && depth >= 1 && depth <= 6 ? depth : 2,
      });
      if (markdown === undefined) {
        file.message(
          `::${referenceIndexDirective} names package "${pkg}", which the reference-typescript plugin does not document`,
          node,
        );
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const children = parseWithPosition(markdown, node);
      parent.children.splice(index, 1, ...(children as never[]));
      return [SKIP, index + children.length];
    });
  };
}

/** Parses the list; every node takes the directive's position so diagnostics point at the directive line. */
function parseWithPosition(markdown: string, directive: LeafDirective): RootContent[] {
  const parsed = unified().use(remarkParse).parse(markdown);
  visit(parsed, (node) => {
    node.position = directive.position;
  });
  return parsed.children;
}
