// Keeps script URLs out of pages: a link or image to `javascript:`, `vbscript:` or `data:text/html` is never live.
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { forEachElement } from './treeWalk.js';

/** The properties a browser follows or loads. */
const urlProperties = ['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'data'] as const;

/**
 * Browsers drop ASCII whitespace and control characters inside a scheme (`java\tscript:` runs), and compare it
 * without case; an author's content is trusted otherwise, so only these are caught.
 */
function isScriptUrl(url: string): boolean {
  const scheme = url.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return scheme.startsWith('javascript:') || scheme.startsWith('vbscript:') || scheme.startsWith('data:text/html');
}

/** Rehype plugin: removes script URLs from every element (markdown, raw HTML, MDX alike), with a warning at each. */
export function rehypeUnsafeUrls() {
  return (tree: Root, file: VFile) => {
    forEachElement(tree, (node) => {
      for (const key of urlProperties) {
        const value = node.properties[key];
        if (typeof value !== 'string' || !isScriptUrl(value)) continue;
        delete node.properties[key];
        const message = file.message(
          `a script URL (${value.slice(0, 40)}) on <${node.tagName}> was removed: content may not run code through links`,
          { place: node.position, ruleId: 'script-url', source: 'docsgen' },
        );
        message.note = 'Link to a page or an https: address; a script belongs in the theme, not in a link.';
      }
    });
  };
}
