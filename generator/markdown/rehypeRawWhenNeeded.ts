// Parses raw HTML in markdown pages, skipping the costly reparse for the many pages that have none.
import type { Element, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';
import { someElement } from './treeWalk.js';

/** Rehype plugin: rehype-raw, run only when the tree holds `raw` nodes. */
export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) =>
    holdsRaw(tree) || someElement(tree, holdsRaw) ? (raw(tree, file) as Root) : tree;
}

function holdsRaw(node: Root | Element): boolean {
  return node.children.some((child) => child.type === 'raw');
}
