// Pins how code blocks are found in pages: languages, titles, fragments and page lines.
import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, isFragmentMeta, metaTitle } from './extractCodeBlocks.js';
import { fixtureBlocks, fixturePage } from './fixturePages.js';

describe('extractCodeBlocks', () => {
  it('gives each fenced block its language, title, fragment flag and first code line', () => {
    const blocks = fixtureBlocks('solidity-good.md');
    expect(blocks.map((b) => [b.lang, b.title, b.fragment, b.line])).toEqual([
      ['solidity', 'src/CounterHook.sol', false, 10],
      ['solidity', 'src/CounterReader.sol', false, 61],
      ['solidity', undefined, true, 87],
      ['bash', undefined, false, 91],
    ]);
    expect(blocks[0]!.page).toBe(fixturePage('solidity-good.md'));
    expect(blocks[0]!.code.split('\n')[0]).toBe('// SPDX-License-Identifier: MIT');
  });

  it('reports the indentation of a fence nested in a list as its column', () => {
    const [block] = fixtureBlocks('solidity-07.md');
    expect(block).toMatchObject({ line: 8, column: 3 });
    expect(block!.code.startsWith('// SPDX')).toBe(true);
  });

  it('finds blocks inside MDX components and ignores indented code', () => {
    expect(fixtureBlocks('typescript-good.mdx').map((b) => b.lang)).toEqual(['ts', 'typescript', 'tsx', 'ts']);
    expect(extractCodeBlocks('x.md', 'Text\n\n    indented code\n')).toEqual([]);
  });

  it('throws on MDX that does not parse, with the line', () => {
    expect(() => extractCodeBlocks('x.mdx', 'Text\n\n<Tabs>\n  <TabItem>\n</Tabs>\n')).toThrow(
      expect.objectContaining({ line: 5, reason: expect.stringMatching(/Unexpected closing tag `<\/Tabs>`/) }),
    );
  });
});

describe('fence meta', () => {
  it('reads the title in double, single or no quotes', () => {
    expect(metaTitle('title="src/A.sol" {3-5}')).toBe('src/A.sol');
    expect(metaTitle("showLineNumbers title='a b.ts'")).toBe('a b.ts');
    expect(metaTitle('title=plain.ts')).toBe('plain.ts');
    expect(metaTitle('{1,2}')).toBeUndefined();
  });

  it('treats the bare word fragment as a fragment, but not inside a quoted title', () => {
    expect(isFragmentMeta('fragment')).toBe(true);
    expect(isFragmentMeta('title="x.sol" fragment {2}')).toBe(true);
    expect(isFragmentMeta('title="fragment.sol"')).toBe(false);
    expect(isFragmentMeta('fragments')).toBe(false);
    expect(isFragmentMeta('')).toBe(false);
  });
});
