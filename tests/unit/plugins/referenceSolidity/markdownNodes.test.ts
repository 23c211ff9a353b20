import { describe, expect, it } from 'vitest';
import { parseMarkdownPiece } from '../../../../generator/markdown/generatedMarkdown.js';
import {
  escapeProse,
  frontmatter,
  labelledProse,
  paragraph,
  proseBlocks,
  proseCell,
} from '../../../../generator/plugins/referenceSolidity/markdownNodes.js';
import type { SolType } from '../../../../generator/plugins/referenceSolidity/model.js';
import type { Scope, SymbolTable } from '../../../../generator/plugins/referenceSolidity/symbolTable.js';
import { typeNodes } from '../../../../generator/plugins/referenceSolidity/typeLinks.js';

describe('escapeProse', () => {
  it('escapes what markdown, math and directives would read as markup', () => {
    expect(escapeProse('a < b, {x}, [y], 2**96, $5, see:note, 1:1, _private')).toBe(
      'a \\< b, \\{x\\}, \\[y\\], 2\\*\\*96, \\$5, see\\:note, 1\\:1, \\_private',
    );
  });

  it('leaves code spans, intra-word underscores and lists alone', () => {
    expect(escapeProse('use `a < b` and snake_case\n- item')).toBe('use `a < b` and snake_case\n- item');
  });

  it('escapes a # that would start a heading', () => {
    expect(escapeProse('#initialize')).toBe('\\#initialize');
  });
});

describe('proseBlocks', () => {
  // Plain prose is built without the parser; these pin that it comes out as the parser reads the escaped text.
  it.each([
    'Returns the `amount` of token0',
    'a < b, {x}, [y], 2**96, $5, see:note, 1:1, _private, a\\b, x | y',
    'a code span with ` padding ` and one of ` ` only',
    'ends with an unmatched ` backtick',
  ])('builds plain prose as markdown reads it: %s', (prose) => {
    expect(proseBlocks(prose)).toEqual({ nodes: parseMarkdownPiece(escapeProse(prose)), markdown: escapeProse(prose) });
  });

  it('keeps the structure of prose that is more than plain text', () => {
    expect(proseBlocks('Steps:\n- first\n- second').nodes.map((n) => n.type)).toEqual(['paragraph', 'list']);
    expect(proseBlocks('See https://example.org').nodes).toMatchObject([
      { type: 'paragraph', children: [{ type: 'text' }, { type: 'link' }] },
    ]);
    expect(proseBlocks('a &amp; b').nodes).toEqual([
      { type: 'paragraph', children: [{ type: 'text', value: 'a & b' }] },
    ]);
  });

  it('gives nothing for blank prose', () => {
    expect(proseBlocks(' \n ')).toEqual({ nodes: [], markdown: '' });
  });
});

describe('paragraph', () => {
  it('writes text that reads as itself, whatever markup it looks like', () => {
    const built = paragraph('Title `with` code, a &amp; b, ~struck~, [link](x), *em* and 1:1');
    expect(built.nodes).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', value: 'Title `with` code, a &amp; b, ~struck~, [link](x), *em* and 1:1' }],
      },
    ]);
    expect(parseMarkdownPiece(built.markdown)).toEqual(built.nodes);
  });
});

describe('proseCell', () => {
  it('puts the text on one line, keeping pipes and code', () => {
    expect(proseCell('a | b\nc `x|y`')).toEqual({
      nodes: [
        { type: 'text', value: 'a | b c ' },
        { type: 'inlineCode', value: 'x|y' },
      ],
      markdown: 'a \\| b c `x\\|y`',
    });
  });

  it('keeps text that would start a list or hold an entity as text', () => {
    expect(proseCell('- not a list').nodes).toEqual([{ type: 'text', value: '- not a list' }]);
    expect(proseCell('1 &lt; 2').nodes).toEqual([{ type: 'text', value: '1 < 2' }]);
  });
});

describe('labelledProse', () => {
  it('opens the paragraph with the label in bold', () => {
    expect(labelledProse('note:', 'see `x`')).toEqual({
      nodes: [
        {
          type: 'paragraph',
          children: [
            { type: 'strong', children: [{ type: 'text', value: 'note:' }] },
            { type: 'text', value: ' see ' },
            { type: 'inlineCode', value: 'x' },
          ],
        },
      ],
      markdown: '**note:** see `x`',
    });
    expect(labelledProse('empty:', '').nodes).toEqual([
      { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: 'empty:' }] }] },
    ]);
  });

  it('links an e-mail address as GFM does', () => {
    const [paragraph] = labelledProse('security-contact:', 'security@example.com').nodes;
    expect(paragraph).toMatchObject({
      type: 'paragraph',
      children: [
        { type: 'strong' },
        { type: 'text', value: ' ' },
        { type: 'link', url: 'mailto:security@example.com' },
      ],
    });
  });
});

describe('typeNodes', () => {
  const symbols = {
    resolve: (name: string) => (name === 'PoolId' ? { href: '/ref/PoolId' } : undefined),
  } as unknown as SymbolTable;
  const scope = {} as Scope;
  const user = (path: string): SolType => ({ kind: 'user', path });
  const elementary = (name: string): SolType => ({ kind: 'elementary', name });

  it('writes a type without linked names as one code span', () => {
    expect(typeNodes({ kind: 'array', base: elementary('bytes32') }, scope, symbols)).toEqual({
      nodes: [{ type: 'inlineCode', value: 'bytes32[]' }],
      markdown: '`bytes32[]`',
    });
    expect(typeNodes({ kind: 'array', base: user('Other') }, scope, symbols).markdown).toBe('`Other[]`');
  });

  it('links the names that have a page, the code around them in one span each', () => {
    const mapping: SolType = {
      kind: 'mapping',
      key: user('PoolId'),
      value: { kind: 'array', base: elementary('uint256') },
    };
    expect(typeNodes(mapping, scope, symbols)).toEqual({
      nodes: [
        { type: 'inlineCode', value: 'mapping(' },
        { type: 'link', url: '/ref/PoolId', title: null, children: [{ type: 'inlineCode', value: 'PoolId' }] },
        { type: 'inlineCode', value: ' => uint256[])' },
      ],
      markdown: '`mapping(`[`PoolId`](/ref/PoolId)` => uint256[])`',
    });
  });

  it('pads a code span that starts and ends with a space, which markdown would strip', () => {
    const mapping: SolType = { kind: 'mapping', key: user('PoolId'), value: user('PoolId') };
    expect(typeNodes(mapping, scope, symbols).markdown).toBe(
      '`mapping(`[`PoolId`](/ref/PoolId)`  =>  `[`PoolId`](/ref/PoolId)`)`',
    );
  });
});

describe('frontmatter', () => {
  it('writes strings as JSON strings and leaves out undefined fields', () => {
    expect(frontmatter({ id: 'a', title: 'Say "hi": yes', sidebar_position: 2, description: undefined })).toEqual({
      nodes: [{ type: 'yaml', value: 'id: "a"\ntitle: "Say \\"hi\\": yes"\nsidebar_position: 2' }],
      markdown: '---\nid: "a"\ntitle: "Say \\"hi\\": yes"\nsidebar_position: 2\n---',
    });
  });
});
