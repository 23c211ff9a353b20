// Typesets math with KaTeX, as HTML.
import type { ElementContent } from 'hast';
import { fromHtmlIsomorphic } from 'hast-util-from-html-isomorphic';
import katex from 'katex';
import type { Options } from 'rehype-katex';

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

/** A typeset formula: its HTML, and the text search and descriptions read from it. */
export interface TypesetHtml {
  html: string;
  text: string;
}

/**
 * Formulas typeset so far in this thread, per options: a formula repeats on a page and across pages (a third do
 * here). Emptied when it grows past `maxRemembered`, as it could in a long dev session of edits to formulas.
 */
const typesetBefore = new Map<string, Map<string, TypesetHtml | undefined>>();
const maxRemembered = 5000;

/**
 * KaTeX's HTML for `request`, as rehype-katex would ask for it, or `undefined` if KaTeX reports a problem. KaTeX is
 * called directly: rehype-katex parses its HTML into elements with parse5 (90% of its time here), and the pages want
 * HTML again.
 */
export function typesetFormulaHtml(request: MathRequest, options: Options): TypesetHtml | undefined {
  const optionsKey = JSON.stringify(options);
  let formulas = typesetBefore.get(optionsKey);
  if (!formulas) typesetBefore.set(optionsKey, (formulas = new Map()));
  const key = `${request.displayMode ? 'display' : 'inline'}:${request.tex}`;
  if (formulas.has(key)) return formulas.get(key);
  let typeset: TypesetHtml | undefined;
  try {
    const html = katex.renderToString(request.tex, {
      ...options,
      displayMode: request.displayMode,
      throwOnError: true,
    });
    typeset = { html: request.displayMode ? focusableDisplay(html) : html, text: mathmlText(html) };
  } catch {
    typeset = undefined;
  }
  if (formulas.size >= maxRemembered) formulas.clear();
  formulas.set(key, typeset);
  return typeset;
}

/** The formula as elements, for a heading (its text is read from the elements); `undefined` as above. */
export function typesetFormula(request: MathRequest, options: Options): ElementContent[] | undefined {
  const typeset = typesetFormulaHtml(request, options);
  return typeset && (fromHtmlIsomorphic(typeset.html, { fragment: true }).children as ElementContent[]);
}

/** The `raw` node for a formula typeset as HTML, carrying its text for pageOutline. */
export function rawFormula({ html, text }: TypesetHtml): ElementContent {
  return { type: 'raw', value: html, data: { text } } as ElementContent;
}

/** A typesetter's answer for one formula typeset as HTML (`undefined`: KaTeX reported a problem). */
function formulaNodes(typeset: TypesetHtml | undefined): ElementContent[] | undefined {
  return typeset && [rawFormula(typeset)];
}

/** Typesets as HTML (`raw` nodes that carry their text). */
export function localMathTypesetter(): MathTypesetter {
  return {
    async typeset(requests, options) {
      return requests.map((request) => formulaNodes(typesetFormulaHtml(request, options)));
    },
  };
}

const displayOpening = '<span class="katex-display">';

/**
 * A display formula wider than the column scrolls in its own box (theme/styles/markdown.css), and a region that
 * scrolls must be reachable from the keyboard: like a code block's `<pre>`, it takes `tabindex="0"`.
 */
function focusableDisplay(html: string): string {
  return html.startsWith(displayOpening)
    ? `<span class="katex-display" tabindex="0">${html.slice(displayOpening.length)}`
    : html;
}

const escapedCharacters: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/**
 * The text of KaTeX's MathML, without the TeX annotation: what `proseText` reads from the elements (it skips the
 * visual `katex-html` part and the annotation). KaTeX escapes only the five characters of `escapedCharacters`.
 */
function mathmlText(html: string): string {
  const start = html.indexOf('<math');
  const end = html.lastIndexOf('</math>');
  if (start === -1 || end === -1) return '';
  return html
    .slice(start, end)
    .replace(/<annotation[\s\S]*?<\/annotation>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => escapedCharacters[entity]!);
}
