// Highlights fenced code at build time with shiki and wraps it with its title and a copy button.
import type { Element, Root, ElementContent, Parent } from 'hast';
import { toString } from 'hast-util-to-string';
import { parseCodeMeta, type CodeMeta } from './codeMeta.js';
import { codeRequest, type CodeHighlighter, type CodeRequest } from './codeHighlighter.js';
import { skipChildren, walkTree } from './treeWalk.js';

/** A code block found in the tree, waiting for its highlighted `<pre>`. */
interface FoundBlock {
  parent: Parent;
  index: number;
  node: Element;
  fenceLang: string | undefined;
  meta: CodeMeta;
  request: CodeRequest;
}

/**
 * Rehype plugin: every `<pre><code class="language-x">` becomes a highlighted code block. A page's blocks go to the
 * highlighter together.
 */
export function rehypeCodeBlocks(options: { highlighter: CodeHighlighter }) {
  return async (tree: Root) => {
    const blocks: FoundBlock[] = [];
    walkTree<Element, Parent>(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre') return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const fenceLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta(typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined);
      const request = codeRequest(toString(code).replace(/\n$/, ''), fenceLang, meta);
      blocks.push({ parent, index, node, fenceLang, meta, request });
      return skipChildren;
    });
    if (blocks.length === 0) return;
    const pres = await options.highlighter.highlight(blocks.map((block) => block.request));
    blocks.forEach((block, i) => {
      block.parent.children[block.index] = codeBlock(pres[i]!, block);
    });
  };
}

/** The highlighted `<pre>` with the block's title above it and a copy button. */
function codeBlock(pre: ElementContent, { node, fenceLang, meta }: FoundBlock): Element {
  const children: ElementContent[] = [];
  if (meta.title)
    children.push({
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-title'] },
      children: [{ type: 'text', value: meta.title }],
    });
  children.push(pre);
  children.push({
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', className: ['code-copy'], ariaLabel: 'Copy code', dataCopy: '' },
    children: [{ type: 'text', value: 'Copy' }],
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLang: fenceLang ?? 'text' },
    children,
    position: node.position,
  };
}
