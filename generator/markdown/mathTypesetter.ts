// Typesets math with rehype-katex: in this thread, or in the helper thread (helperThread.ts), which sends HTML.
import type { ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeKatex, { type Options } from 'rehype-katex';
import { VFile } from 'vfile';
import { proseText } from './pageOutline.js';

/** One formula: its TeX and whether it is display math. */
export interface MathRequest {
  tex: string;
  displayMode: boolean;
}

/**
 * Typesets the formulas of one page with KaTeX `options`. The answer holds, per request, the nodes that replace it,
 * or `undefined` where KaTeX reported a problem: the page then runs rehype-katex itself, so that the problem is
 * reported on the page's own file.
 */
export interface MathTypesetter {
  typeset(requests: MathRequest[], options: Options): Promise<(ElementContent[] | undefined)[]>;
}

/** What rehype-katex makes of `request`: it is given the element remark-math would have given it. */
export function typesetFormula(request: MathRequest, options: Options): ElementContent[] | undefined {
  const tree: Root = { type: 'root', children: [{ type: 'element', tagName: request.displayMode ? 'div' : 'span', properties: { className: [request.displayMode ? 'math-display' : 'math-inline'] }, children: [{ type: 'text', value: request.tex }] }] };
  const file = new VFile();
  rehypeKatex(options)(tree, file);
  return file.messages.length === 0 ? (tree.children as ElementContent[]) : undefined;
}

/** A typeset formula as the helper thread sends it: its HTML, and the text search and descriptions read from it. */
export interface TypesetHtml {
  html: string;
  text: string;
}

/** `typesetFormula` as HTML: cheaper to send between threads than the elements, and to write out. */
export function typesetFormulaHtml(request: MathRequest, options: Options): TypesetHtml | undefined {
  const nodes = typesetFormula(request, options);
  return nodes && { html: toHtml(nodes), text: nodes.map(proseText).join('') };
}

/** The `raw` node for a formula typeset as HTML, carrying its text for pageOutline. */
export function rawFormula({ html, text }: TypesetHtml): ElementContent {
  return { type: 'raw', value: html, data: { text } } as ElementContent;
}

/** Typesets in this thread. */
export function localMathTypesetter(): MathTypesetter {
  return {
    async typeset(requests, options) {
      return requests.map((request) => typesetFormula(request, options));
    },
  };
}
