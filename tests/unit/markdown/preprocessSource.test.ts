// The text rewrites done before parsing keep every line in place.
import { describe, expect, it } from 'vitest';
import {
  escapeHeadingIds,
  preprocessSource,
  unwrapMdxCodeBlocks,
} from '../../../generator/markdown/preprocessSource.js';

describe('preprocessSource', () => {
  it('escapes explicit heading ids for MDX, outside code fences only', () => {
    expect(escapeHeadingIds('## A {#a}\n```md\n## B {#b}\n```\n### C \\{#c}')).toBe(
      '## A \\{#a}\n```md\n## B {#b}\n```\n### C \\{#c}',
    );
    expect(preprocessSource('## A {#a}', 'md')).toBe('## A {#a}');
  });

  it('unwraps mdx-code-block fences, leaving their fence lines blank', () => {
    const text = 'a\n```mdx-code-block\n<Tabs>\n```\nb';
    expect(unwrapMdxCodeBlocks(text)).toBe('a\n\n<Tabs>\n\nb');
    expect(unwrapMdxCodeBlocks(text).split('\n')).toHaveLength(text.split('\n').length);
  });

  it('rewrites the legacy admonition title', () => {
    expect(preprocessSource(':::note Read this\nx\n:::', 'mdx')).toBe(':::note[Read this]\nx\n:::');
    expect(preprocessSource('> :::tip In a quote\n> x\n> :::', 'md')).toBe('> :::tip[In a quote]\n> x\n> :::');
  });
});
