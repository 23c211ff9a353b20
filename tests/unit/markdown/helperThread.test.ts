import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { expect, it } from 'vitest';
import { localCodeHighlighter, type CodeRequest } from '../../../generator/markdown/codeHighlighter.js';
import { startHelperThread } from '../../../generator/markdown/helperThread.js';
import { localMathTypesetter, rawFormula, typesetFormula, typesetFormulaHtml, type MathRequest } from '../../../generator/markdown/mathTypesetter.js';
import { textOf } from '../../../generator/markdown/pageOutline.js';

const code: CodeRequest[] = [
  { source: 'const fee: number = 3000;\nexport { fee };', lang: 'typescript', highlightLines: [2], showLineNumbers: true },
  { source: 'plain words', lang: 'text', highlightLines: [], showLineNumbers: false },
];
const math: MathRequest[] = [
  { tex: 'x^2', displayMode: false },
  { tex: '\\frac{a}{', displayMode: true },
];

it('does its jobs on this thread when the helper thread cannot start, with the same results', async () => {
  // No compiled runtime in this folder: the worker fails to load, and every job is done here instead.
  const thread = startHelperThread('/nonexistent-docsgen-runtime');
  const [pres, formulas] = await Promise.all([thread.highlight(code), thread.typeset(math, { strict: 'ignore' })]);
  await thread.close();
  expect(pres).toEqual(await localCodeHighlighter().highlight(code));
  expect(JSON.stringify(pres[0])).toContain('tk-keyword');
  expect(JSON.stringify(pres[0])).toContain('highlighted');
  expect(JSON.stringify(pres[0])).toContain('line-numbers');
  expect(formulas).toEqual(await localMathTypesetter().typeset(math, { strict: 'ignore' }));
  expect(JSON.stringify(formulas[0])).toContain('katex');
  // A formula KaTeX cannot read is left for rehype-katex to report on the page.
  expect(formulas[1]).toBeUndefined();
});

it('sends a formula as HTML that carries the text search reads from it', () => {
  const request: MathRequest = { tex: 'L = \\sqrt{x y}', displayMode: true };
  const elements = typesetFormula(request, {})!;
  const sent = typesetFormulaHtml(request, {})!;
  expect(sent.html).toBe(toHtml(elements));
  const paragraph = (children: ElementContent[]): Element => ({ type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value: 'Liquidity ' }, ...children] });
  expect(textOf(paragraph([rawFormula(sent)]))).toBe(textOf(paragraph(elements)));
  expect(textOf(paragraph([rawFormula(sent)]))).toBe('Liquidity L=xy');
});
