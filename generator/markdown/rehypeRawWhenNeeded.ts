// Parses raw HTML in markdown pages, skipping the costly reparse for the many pages that have none.
import type { Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** Rehype plugin: rehype-raw, run only when the tree holds `raw` nodes. */
export function rehypeRawWhenNeeded() {
  const raw = rehypeRaw();
  return (tree: Root, file: VFile) => {
    let found = false;
    visit(tree, 'raw', () => {
      found = true;
      return EXIT;
    });
    return found ? (raw(tree, file) as Root) : tree;
  };
}
