// A page's parser leaves out a syntax extension only where the page cannot use it: each construct still renders in a
// page that holds it, and a page without one parses exactly as with every extension.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import remarkComment from '@slorber/remark-comment';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  mayHoldAutolinkLiteral,
  optionalSyntaxOf,
  parseWithOptionalSyntax,
  remarkGfmParts,
  type OptionalSyntax,
} from '../../../generator/markdown/optionalSyntax.js';
import { preprocessSource } from '../../../generator/markdown/preprocessSource.js';
import { renderSource } from './renderSource.js';

const withLiterals = unified().use(remarkParse).use(remarkGfm);
const linkCount = (markdown: string) => JSON.stringify(withLiterals.parse(markdown)).split('"type":"link"').length - 1;

const everySyntax: readonly OptionalSyntax[] = [
  'autolinkLiteral',
  'footnote',
  'strikethrough',
  'taskListItem',
  'directive',
  'math',
  'comment',
];

/** A parser of `format` with the optional `syntax` (remarkGfmParts), or with all of it (remark-gfm) when `full`. */
function parserOf(format: 'md' | 'mdx', syntax: readonly OptionalSyntax[], full = false) {
  const has = new Set(syntax);
  const processor = unified().use(remarkParse);
  if (format === 'mdx') processor.use(remarkMdx).use(has.has('comment') ? [remarkComment] : []);
  return processor
    .use(full ? [remarkGfm] : [[remarkGfmParts, Object.fromEntries([...has].map((name) => [name, true]))]])
    .use(has.has('directive') ? [remarkDirective] : [])
    .use(has.has('math') ? [[remarkMath, { singleDollarTextMath: format === 'md' }]] : []);
}

/** The tree of `text` as a page's parser reads it: the syntax it may use, autolink literals left out when they can be. */
const gatedParse = (format: 'md' | 'mdx', text: string) =>
  parseWithOptionalSyntax(optionalSyntaxOf(text, format === 'md'), (syntax) => parserOf(format, syntax).parse(text));

const parsesAsWithEverySyntax = (format: 'md' | 'mdx', text: string) =>
  JSON.stringify(gatedParse(format, text).tree) === JSON.stringify(parserOf(format, everySyntax, true).parse(text));

describe('mayHoldAutolinkLiteral', () => {
  it.each([
    'Visit www.uniswap.org today.',
    'VISIT WWW.UNISWAP.ORG',
    'See http://127.0.0.1:3000/docs.',
    'Read HTTPS://docs.uniswap.org.',
    'Mail security@uniswap.org.',
    'Write to first.last+docs@sub-domain.example.co.uk',
    'Use mailto:team@example.com or xmpp:bot@chat.example.org',
    '| a | b |\n|---|---|\n| x | ops@example.com |',
  ])('says yes where GFM finds a literal: %s', (markdown) => {
    expect(linkCount(markdown)).toBeGreaterThan(0);
    expect(mayHoldAutolinkLiteral(markdown)).toBe(true);
  });

  it.each([
    'Install `@uniswap/v4-core` and @uniswap/v4-periphery.',
    'The hook @v4 runs before swaps; user@localhost has no dot.',
    'A lone www, an http:/broken one, and a @mention.',
  ])('says no where there is none: %s', (markdown) => {
    expect(mayHoldAutolinkLiteral(markdown)).toBe(false);
  });
});

// Each construct in a page renders: the gate found what it starts with.
describe('a page holding a construct renders it', () => {
  it.each([
    ['an autolink literal', 'See www.uniswap.org.', 'href="http://www.uniswap.org"'],
    ['a footnote', 'Fees[^1] apply.\n\n[^1]: In basis points.\n', 'data-footnote-ref'],
    ['double-tilde strikethrough', 'The ~~old~~ way.', '<del>old</del>'],
    ['single-tilde strikethrough', 'The ~old~ way.', '<del>old</del>'],
    ['an open task', '- [ ] Deploy\n', 'type="checkbox"'],
    ['a done task', '- [x] Deploy\n', 'checked'],
    ['a done task with a capital X', '- [X] Deploy\n', 'checked'],
    ['a task with a tab', '- [\t] Deploy\n', 'type="checkbox"'],
    ['an admonition', ':::note\nRead this.\n:::\n', 'admonition-note'],
    ['an admonition in a quote', '> :::tip\n> Quoted.\n> :::\n', 'admonition-tip'],
    ['inline math', 'Price $p = y / x$.', 'class="katex"'],
    ['block math', '$$\nL = \\sqrt{xy}\n$$\n', 'katex-display'],
  ])('.md: %s', async (_name, markdown, expected) => {
    expect((await renderSource(markdown)).html).toContain(expected);
  });

  it.each([
    ['an admonition', ':::warning\nCareful.\n:::\n', 'admonition-warning'],
    ['double-dollar inline math', 'Price $$p = y / x$$ here.', 'class="katex"'],
    ['block math', '$$\nL = \\sqrt{xy}\n$$\n', 'katex-display'],
    ['a strikethrough', 'The ~~old~~ way.', '<del>old</del>'],
  ])('.mdx: %s', async (_name, markdown, expected) => {
    expect((await renderSource(markdown, 'guide/page.mdx')).html).toContain(expected);
  });

  it('.mdx: leaves out an HTML comment, which MDX alone cannot parse', async () => {
    const page = await renderSource('Before <!--hidden--> after.\n', 'guide/page.mdx');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).not.toContain('hidden');
    expect(page.html).toContain('Before  after.');
  });

  it('.mdx: single dollars stay text, so they do not make math', async () => {
    expect(optionalSyntaxOf('From $5 to $10.', false)).not.toContain('math');
    expect((await renderSource('From $5 to $10.', 'guide/page.mdx')).html).toContain('From $5 to $10.');
  });
});

describe('parseWithOptionalSyntax', () => {
  it.each([
    'See [the docs](https://docs.uniswap.org) and `https://x.org` in code.\n\n```\nhttps://y.org\n```\n',
    '[ref]: https://example.com\n\nText [ref] and ![logo](https://example.com/a.png).\n',
    'Install `npm i @uniswap/sdk-core`, then ask ops at [the form](mailto:ops@example.com).\n',
  ])('keeps the parse without literals when no text holds one: %j', (text) => {
    expect(optionalSyntaxOf(text, true)).toContain('autolinkLiteral');
    expect(gatedParse('md', text).syntax).not.toContain('autolinkLiteral');
    expect(parsesAsWithEverySyntax('md', text)).toBe(true);
  });

  it.each([
    'Visit www.uniswap.org today.',
    'See HTTPS://docs.uniswap.org/concepts.',
    'Mail security@uniswap.org.',
    'Mail +_a_@b.co today.',
    'Mail a@_b_.co today.',
    'A table:\n\n| a | b |\n|---|---|\n| x | ops@example.com |\n',
    'Autolinks <https://x.org> and <a@b.co>, a literal http://y.org/*a*.',
    '- [x] done, see https://x.org/path_(1)\n',
  ])('parses again with literals when text holds a start: %j', (text) => {
    expect(gatedParse('md', text).syntax).toContain('autolinkLiteral');
    expect(parsesAsWithEverySyntax('md', text)).toBe(true);
  });

  it('parses again with literals when the page does not parse without them (MDX)', () => {
    const text = 'See https://x.org/a{b and more.\n';
    expect(() => parserOf('mdx', []).parse(text)).toThrow();
    expect(gatedParse('mdx', text).syntax).toContain('autolinkLiteral');
    expect(parsesAsWithEverySyntax('mdx', text)).toBe(true);
  });

  it('parses once when the page may hold no literal', () => {
    const syntaxes: (readonly OptionalSyntax[])[] = [];
    parseWithOptionalSyntax(['directive'], (syntax) => (syntaxes.push(syntax), parserOf('md', syntax).parse('a')));
    expect(syntaxes).toEqual([['directive']]);
  });
});

describe('optionalSyntaxOf', () => {
  it.each<[OptionalSyntax, string]>([
    ['footnote', 'a[^1]'],
    ['strikethrough', '~a~'],
    ['taskListItem', '* [x] a'],
    ['taskListItem', '* [\r\n] a'],
    ['directive', 'a :b'],
    ['math', '$a$'],
    ['comment', '<!-- a -->'],
  ])('finds %s in %j', (syntax, text) => {
    expect(optionalSyntaxOf(text, true)).toContain(syntax);
  });

  it('finds nothing in plain prose with links and tables', () => {
    expect(optionalSyntaxOf('A [link](x) and `[i]`.\n\n| a | b |\n|---|---|\n| [y] | - |\n', true)).toEqual([]);
  });
});

describe('a page without a construct parses as with every extension', () => {
  it.each([
    'Install `@uniswap/v4-core` and @uniswap/v4-periphery.',
    'A [link](x), an image ![a](b.png), a reference [c][d] and [e].\n\n[d]: https://example.com\n',
    '- [link](x)\n- [y] not a task\n- [xy] neither\n\n1. [ x] nor this\n',
    '| a | b |\n|:--|--:|\n| 1 | 2 |\n\nNote: text with a colon; 10:30.\n',
    'Prices in euros: 5 € to 10 €; a caret ^ and brackets [ ] apart.\n',
    '<div>HTML</div>\n\n<span>inline</span> text\n',
  ])('%j', (text) => {
    expect(parsesAsWithEverySyntax('md', text)).toBe(true);
  });

  it('the written .md and .mdx pages', () => {
    const docsDir = path.resolve(import.meta.dirname, '../../../content/docs');
    const pages = readdirSync(docsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    expect(pages.length).toBeGreaterThan(100);
    // Every third page (each lacks several of the syntaxes): parsing them all twice takes seconds.
    for (const file of pages.filter((_file, i) => i % 3 === 0)) {
      const format = file.endsWith('.mdx') ? 'mdx' : 'md';
      const text = preprocessSource(readFileSync(file, 'utf8'), format);
      let same: boolean;
      try {
        same = parsesAsWithEverySyntax(format, text);
      } catch {
        continue; // not valid MDX: the page is read as CommonMark, tested above
      }
      expect(same, file).toBe(true);
    }
  });
});
