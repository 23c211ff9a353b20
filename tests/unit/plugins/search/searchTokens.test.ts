// The tokenizer shared by the indexer and the browser: words, hyphen compounds and Solidity/TypeScript identifiers.
import { describe, expect, it } from 'vitest';
import { queryTerms, tokenize } from '../../../../theme/shared/searchTokens.js';

const terms = (text: string) => tokenize(text).map((t) => t.term);

describe('tokenize', () => {
  it('lowercases prose words and drops punctuation and single letters', () => {
    expect(terms('A pool, its Liquidity; and (fees).')).toEqual(['pool', 'its', 'liquidity', 'and', 'fees']);
  });

  it('keeps a camelCase identifier whole and adds its humps', () => {
    expect(terms('getSlot0')).toEqual(['getslot0', 'get', 'slot0']);
    expect(terms('beforeSwap')).toEqual(['beforeswap', 'before', 'swap']);
    expect(terms('TickMath')).toEqual(['tickmath', 'tick', 'math']);
    expect(terms('sqrtPriceX96')).toEqual(['sqrtpricex96', 'sqrt', 'price', 'x96']);
  });

  it('splits acronyms and digits sensibly and finds an interface without its I', () => {
    expect(terms('ERC6909Claims')).toEqual(['erc6909claims', 'erc6909', 'claims']);
    expect(terms('IPoolManager')).toEqual(['ipoolmanager', 'pool', 'manager', 'poolmanager']);
    expect(terms('V3Migrator')).toEqual(['v3migrator', 'v3', 'migrator']);
  });

  it('joins hyphen compounds and splits underscores and dots', () => {
    expect(terms('ERC-6909')).toEqual(['erc6909', 'erc', '6909']);
    expect(terms('fee-on-transfer')).toEqual(['feeontransfer', 'fee', 'on', 'transfer']);
    expect(terms('Multicall_v4')).toEqual(['multicall', 'v4']);
    expect(terms('StateLibrary.getSlot0')).toEqual(['statelibrary', 'state', 'library', 'getslot0', 'get', 'slot0']);
  });

  it('keeps words with digits and hex values whole', () => {
    expect(terms('uint256 v4 0x1F98431c8aD98523631AE4a59f267346ea31F984')).toEqual([
      'uint256',
      'v4',
      '0x1f98431c8ad98523631ae4a59f267346ea31f984',
    ]);
  });

  it('gives the position of every token, parts included', () => {
    const text = 'call getSlot0 now';
    for (const token of tokenize(text)) expect(text.slice(token.start, token.end).toLowerCase()).toBe(token.term);
    expect(tokenize(text).find((t) => t.term === 'slot0')).toMatchObject({ start: 8, end: 13, part: true });
  });
});

describe('queryTerms', () => {
  it('lists each term once, whole words before identifier parts', () => {
    expect(queryTerms('swap getSlot0 swap').map((t) => [t.term, t.part])).toEqual([
      ['swap', false],
      ['getslot0', false],
      ['get', true],
      ['slot0', true],
    ]);
  });

  it('has nothing for an empty or punctuation-only query', () => {
    expect(queryTerms('  ')).toEqual([]);
    expect(queryTerms('<>"\'')).toEqual([]);
  });
});
