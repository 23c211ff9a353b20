// Turns `:::note`-style container directives into admonition blocks.
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { walkTree } from './treeWalk.js';

/** The admonition types Docusaurus knows, with their default titles. */
export const admonitionTitles: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
};

/** Matches Docusaurus's legacy title syntax `:::note Some title`, rewritten to `:::note[Some title]`. */
const legacyTitle =
  /^((?:> ?)*[ \t]*:::+)(note|tip|info|caution|warning|danger|important)[ \t]+([^\[{\n][^\n]*?)[ \t]*$/gm;

/** Rewrites legacy admonition titles in the source; line numbers are unchanged. */
export function normalizeAdmonitionSyntax(markdown: string): string {
  return markdown.replace(
    legacyTitle,
    (_all, fence: string, type: string, title: string) => `${fence}${type}[${title}]`,
  );
}

/** Remark plugin: admonition directives become `<aside class="admonition admonition-TYPE">`. */
export function remarkAdmonitions() {
  return (tree: Root) => {
    walkTree<ContainerDirective>(tree, 'containerDirective', (node) => {
      const type = node.name.toLowerCase();
      const defaultTitle = admonitionTitles[type];
      if (!defaultTitle) return;
      const first = node.children[0];
      const hasLabel =
        first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
      const titleChildren = hasLabel ? first.children : [{ type: 'text' as const, value: defaultTitle }];
      const body = hasLabel ? node.children.slice(1) : node.children;
      node.data = { hName: 'aside', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' } };
      node.children = [
        {
          type: 'paragraph',
          children: titleChildren,
          data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
        },
        {
          type: 'blockquote',
          children: body,
          data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
        },
      ] as ContainerDirective['children'];
    });
  };
}
