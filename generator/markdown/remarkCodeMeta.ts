// Copies a code fence's meta string onto the element as `data-meta`, where it survives raw-HTML reparsing.
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** Remark plugin: `code.meta` → `<code data-meta="…">` (rehype-raw rebuilds elements without their `data`). */
export function remarkCodeMeta() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
    });
  };
}
