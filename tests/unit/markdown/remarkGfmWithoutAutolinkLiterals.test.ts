// The parser without GFM autolink literals is used only where it parses exactly as remark-gfm does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  mayHoldAutolinkLiteral,
  remarkGfmWithoutAutolinkLiterals,
} from '../../../generator/markdown/remarkGfmWithoutAutolinkLiterals.js';

const withLiterals = unified().use(remarkParse).use(remarkGfm);
const withoutLiterals = unified().use(remarkParse).use(remarkGfmWithoutAutolinkLiterals);

const linkCount = (markdown: string) => JSON.stringify(withLiterals.parse(markdown)).split('"type":"link"').length - 1;

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
    '~~old~~ and ~new~\n\n- [x] done\n- [ ] todo\n\nText[^1].\n\n[^1]: A note.\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n',
  ])('says no, and the lean parser gives the same tree, where there is none: %s', (markdown) => {
    expect(mayHoldAutolinkLiteral(markdown)).toBe(false);
    expect(withoutLiterals.parse(markdown)).toEqual(withLiterals.parse(markdown));
  });
});

describe('remarkGfmWithoutAutolinkLiterals on the documentation', () => {
  it('parses the concepts and SDK pages that cannot hold a literal exactly as remark-gfm does', () => {
    const docsDirs = ['concepts', 'sdk'].map((dir) => path.resolve(import.meta.dirname, '../../../content/docs', dir));
    const pages = docsDirs
      .flatMap((dir) => readdirSync(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
      .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
      .filter((markdown) => !mayHoldAutolinkLiteral(markdown));
    expect(pages.length).toBeGreaterThan(20);
    // Compared as JSON: a deep equality over ~100 whole-page trees takes seconds.
    for (const markdown of pages)
      expect(JSON.stringify(withoutLiterals.parse(markdown))).toBe(JSON.stringify(withLiterals.parse(markdown)));
  });
});
