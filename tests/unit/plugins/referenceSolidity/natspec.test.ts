import { parse } from '@solidity-parser/parser';
import { describe, expect, it } from 'vitest';
import {
  CommentIndex,
  parseNatSpec,
  type ParserComment,
} from '../../../../generator/plugins/referenceSolidity/natspec.js';

const lines = (...texts: string[]) => texts.map((text, i) => ({ text, line: 10 + i }));

describe('parseNatSpec', () => {
  it('reads every tag, keeping continuation lines and the line of each @param', () => {
    const spec = parseNatSpec(
      lines(
        '@title T',
        '@notice First line',
        'second line',
        '@dev Dev text',
        '@param amount The amount',
        '@return out The result',
        '@custom:security-contact a@b.c',
      ),
    );
    expect(spec.title).toBe('T');
    expect(spec.notice).toBe('First line\nsecond line');
    expect(spec.dev).toBe('Dev text');
    expect(spec.params).toEqual([{ tag: 'param', name: 'amount', text: 'The amount', line: 14 }]);
    expect(spec.returns[0]?.text).toBe('out The result');
    expect(spec.custom).toEqual([{ name: 'security-contact', text: 'a@b.c' }]);
  });

  it('treats untagged text as @notice, as solc does', () => {
    expect(parseNatSpec(lines('Just a sentence.')).notice).toBe('Just a sentence.');
  });

  it('splits the base name off @inheritdoc', () => {
    expect(parseNatSpec(lines('@inheritdoc IPoolManager')).inheritdoc).toMatchObject({
      name: 'IPoolManager',
      line: 10,
    });
  });
});

describe('CommentIndex', () => {
  const source = [
    '// SPDX-License-Identifier: MIT',
    'pragma solidity ^0.8.0;',
    '/// @notice Doc of A',
    '// a plain comment in between',
    'contract A {',
    '    /**',
    '     * @notice Doc of f',
    '     * @param x The x',
    '     */',
    '    function f(uint x) external {}',
    '    uint256 undocumented;',
    '}',
  ].join('\n');
  const ast = parse(source, { loc: true, range: true, comments: true }) as unknown as {
    comments: ParserComment[];
    children: Array<{ range: [number, number]; subNodes?: Array<{ range: [number, number] }> }>;
  };
  const index = new CommentIndex(ast.comments, source);
  const contract = ast.children[1]!;

  it('finds /// comments before a node, skipping plain comments', () => {
    expect(index.natspecBefore(contract.range[0])).toMatchObject({ notice: 'Doc of A', line: 3 });
  });

  it('reads /** */ blocks without their stars, with the line of each tag', () => {
    const spec = index.natspecBefore(contract.subNodes![0]!.range[0]);
    expect(spec).toMatchObject({ notice: 'Doc of f', params: [{ name: 'x', text: 'The x', line: 8 }] });
  });

  it('gives nothing to a node with code right before it', () => {
    expect(index.natspecBefore(contract.subNodes![1]!.range[0])).toBeUndefined();
  });
});
