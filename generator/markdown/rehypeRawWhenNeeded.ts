// Parses raw HTML in markdown pages, skipping the costly reparse for the many pages that have none.
import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';

/** Rehype plugin: rehype-raw, run only when the tree holds `raw` nodes. */
export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => (hasRawNode(tree) ? (raw(tree, file) as Root) : tree);
}

/** A plain walk: unist-util-visit would copy the ancestor list at every node of every page. */
function hasRawNode(node: Root | Element): boolean {
  return node.children.some((child) => child.type === 'raw' || (child.type === 'element' && hasRawNode(child)));
}
