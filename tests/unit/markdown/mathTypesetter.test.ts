// KaTeX typesetting as HTML: the text it carries, and the stylesheet its classes need.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Element, ElementContent } from 'hast';
import katex from 'katex';
import { expect, it } from 'vitest';
import {
  localMathTypesetter,
  rawFormula,
  typesetFormula,
  typesetFormulaHtml,
  type MathRequest,
} from '../../../generator/markdown/mathTypesetter.js';
import { textOf } from '../../../generator/markdown/pageOutline.js';

it('typesets a formula as HTML that carries the text search reads from it', async () => {
  const request: MathRequest = { tex: 'L = \\sqrt{x y}', displayMode: true };
  const elements = typesetFormula(request, {})!;
  const sent = typesetFormulaHtml(request, {})!;
  // It may scroll in its own box, so the keyboard can reach it; inline formulas are not tab stops.
  expect(sent.html).toMatch(/^<span class="katex-display" tabindex="0"><span class="katex">/);
  expect(typesetFormulaHtml({ tex: 'x', displayMode: false }, {})!.html).not.toContain('tabindex');
  // A formula KaTeX cannot read is left for rehype-katex to report on the page.
  const [typeset, problem] = await localMathTypesetter().typeset(
    [request, { tex: '\\frac{a}{', displayMode: true }],
    {},
  );
  expect(typeset).toEqual([rawFormula(sent)]);
  expect(problem).toBeUndefined();
  const paragraph = (children: ElementContent[]): Element => ({
    type: 'element',
    tagName: 'p',
    properties: {},
    children: [{ type: 'text', value: 'Liquidity ' }, ...children],
  });
  expect(textOf(paragraph([rawFormula(sent)]))).toBe(textOf(paragraph(elements)));
  expect(textOf(paragraph([rawFormula(sent)]))).toBe('Liquidity L=xy');
  // KaTeX escapes these five characters in its MathML; the text has them back.
  const tricky: MathRequest = { tex: `a < b \\& c > \\text{"d' e}`, displayMode: false };
  const escaped = typesetFormulaHtml(tricky, {})!;
  expect(textOf(paragraph([rawFormula(escaped)]))).toBe(textOf(paragraph(typesetFormula(tricky, {})!)));
  expect(escaped.text).toMatch(/^a<b&c>"d’\s+e$/);
});

it('typesets with the KaTeX whose stylesheet the site ships, also where rehype-katex reports a problem', () => {
  const require = createRequire(import.meta.url);
  const rehypeKatexKatex = createRequire(require.resolve('rehype-katex'))('katex/package.json') as { version: string };
  expect(rehypeKatexKatex.version).toBe(katex.version);
  // Every layout class of the HTML is styled by the stylesheet the theme imports (KaTeX 0.16's `base`, `strut` and
  // `sizing` are not: with them, subscripts were laid out at full size). Atom classes only name the kind of symbol.
  const stylesheet = readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8');
  const html = typesetFormulaHtml({ tex: 'f_{\\text{below}}(i_l) = \\sqrt{x^2}', displayMode: true }, {})!.html;
  const classes = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')));
  const atomClasses = new Set(['mord', 'mopen', 'mclose', 'mrel', 'mbin', 'mop', 'mpunct', 'minner', 'mtight']);
  expect([...classes].filter((name) => !atomClasses.has(name) && !stylesheet.includes(`.${name}`))).toEqual([]);
});
