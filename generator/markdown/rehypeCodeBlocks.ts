// Highlights fenced code at build time with shiki and wraps it with its title and a copy button.
import type { Element, Root, ElementContent } from 'hast';
import type { HighlighterCore } from 'shiki/core';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import { applyMagicComments, parseCodeMeta } from './codeMeta.js';
import { codeTheme, resolveLanguage } from './highlighter.js';

/** Rehype plugin: every `<pre><code class="language-x">` becomes a highlighted code block. */
export function rehypeCodeBlocks(options: { highlighter: HighlighterCore }) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (code?.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const fenceLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta(typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined);
      const source = applyMagicComments(toString(code).replace(/\n$/, ''), meta.highlightLines);
      const lang = resolveLanguage(fenceLang) ?? 'text';
      const highlighted = options.highlighter.codeToHast(source, {
        lang,
        theme: codeTheme,
        transformers: [
          {
            span(span) {
              tokenStyleToClass(span);
            },
            line(line, number) {
              if (meta.highlightLines.has(number)) this.addClassToHast(line, 'highlighted');
              line.children = unwrapBareSpans(line.children);
            },
          },
        ],
      });
      const pre = highlighted.children[0] as Element;
      pre.properties = { className: ['shiki', ...(meta.showLineNumbers ? ['line-numbers'] : [])], tabIndex: 0 };
      const children: ElementContent[] = [];
      if (meta.title) children.push({ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: meta.title }] });
      children.push(pre);
      children.push({ type: 'element', tagName: 'button', properties: { type: 'button', className: ['code-copy'], ariaLabel: 'Copy code', dataCopy: '' }, children: [{ type: 'text', value: 'Copy' }] });
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'], dataLang: fenceLang ?? 'text' }, children, position: node.position };
      return SKIP;
    });
  };
}

/**
 * Plain-coloured tokens lose their style in `tokenStyleToClass`; their bare spans become text, which leaves the browser
 * fewer elements to lay out (a quarter of a long guide's token spans).
 */
function unwrapBareSpans(tokens: ElementContent[]): ElementContent[] {
  return tokens.flatMap((token) => (token.type === 'element' && token.tagName === 'span' && Object.keys(token.properties).length === 0 ? token.children : [token]));
}

const tokenColor = /^color:var\(--shiki-(token-[a-z-]+|foreground)\)(;.*)?$/;

/** `style="color:var(--shiki-token-keyword)"` → `class="tk-keyword"`: shorter HTML, colours from the stylesheet. */
function tokenStyleToClass(span: Element): void {
  const style = span.properties.style;
  if (typeof style !== 'string') return;
  const match = tokenColor.exec(style);
  if (!match) return;
  const rest = match[2]?.slice(1);
  if (rest) span.properties.style = rest;
  else delete span.properties.style;
  if (match[1] !== 'foreground') span.properties.className = [`tk-${match[1]!.slice('token-'.length)}`];
}
