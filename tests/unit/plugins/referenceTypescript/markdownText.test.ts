// Escaping and markdown building blocks of generated reference pages.
import { describe, expect, it } from 'vitest';
import {
  codeSpan,
  escapeInline,
  escapeProse,
  fragmentBlock,
  frontmatter,
  table,
  tableCell,
} from '../../../../generator/plugins/referenceTypescript/markdownText.js';

describe('escapeProse', () => {
  it('escapes angle brackets and braces outside code spans only', () => {
    expect(escapeProse('a <T> and {x} but `Map<K, {v}>` stays')).toBe('a \\<T\\> and \\{x\\} but `Map<K, {v}>` stays');
  });

  it('leaves fenced code alone and marks its fence as a fragment', () => {
    expect(escapeProse('see:\n```ts\nconst a: Array<{x: 1}> = [];\n```\nafter <b>')).toBe(
      'see:\n```ts fragment\nconst a: Array<{x: 1}> = [];\n```\nafter \\<b\\>',
    );
    expect(escapeProse('```\nplain\n```')).toBe('```text fragment\nplain\n```');
    expect(escapeProse('```ts title="a.ts" fragment\nx\n```')).toBe('```ts title="a.ts" fragment\nx\n```');
  });
});

describe('inline pieces', () => {
  it('escapeInline makes one line and escapes brackets', () => {
    expect(escapeInline('[key: string]\n<T>')).toBe('\\[key: string\\] \\<T\\>');
  });

  it('codeSpan grows its fence around backticks', () => {
    expect(codeSpan('a')).toBe('`a`');
    expect(codeSpan('`${x}`')).toBe('`` `${x}` ``');
  });

  it('tableCell escapes every pipe and joins lines', () => {
    expect(tableCell('`A | B`\nnext | line')).toBe('`A \\| B` next \\| line');
  });

  it('table writes a header, a separator and a placeholder for empty cells', () => {
    expect(table(['Name', 'Type'], [['`a`', '']])).toBe('| Name | Type |\n| --- | --- |\n| `a` |   |');
  });

  it('fragmentBlock uses a longer fence when the code holds one', () => {
    expect(fragmentBlock('x')).toBe('```ts fragment\nx\n```');
    expect(fragmentBlock('```\ninner\n```')).toBe('````ts fragment\n```\ninner\n```\n````');
  });
});

describe('frontmatter', () => {
  it('quotes YAML-special values, keeps backslashes, and leaves out undefined fields', () => {
    expect(frontmatter({ id: 'Price', title: 'Class: Price<TBase, TQuote\\>', description: undefined })).toBe(
      '---\nid: Price\ntitle: "Class: Price<TBase, TQuote\\\\>"\n---\n',
    );
  });
});
