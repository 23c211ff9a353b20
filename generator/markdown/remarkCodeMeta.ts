// Copies a code fence's meta string onto the element as `data-meta`, where it survives raw-HTML reparsing.
import type { Code, Root } from 'mdast';
import { walkTree } from './treeWalk.js';

/** Remark plugin: `code.meta` → `<code data-meta="…">` (rehype-raw rebuilds elements without their `data`). */
export function remarkCodeMeta() {
  return (tree: Root) => {
    walkTree<Code>(tree, 'code', (node) => {
      if (!node.meta) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), dataMeta: node.meta } };
    });
  };
}
