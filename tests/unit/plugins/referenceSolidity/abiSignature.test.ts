import { describe, expect, it } from 'vitest';
import {
  canonicalSignature,
  selectorOf,
  signatureHash,
} from '../../../../generator/plugins/referenceSolidity/abiSignature.js';
import type { SolFile } from '../../../../generator/plugins/referenceSolidity/model.js';
import { SymbolTable } from '../../../../generator/plugins/referenceSolidity/symbolTable.js';

describe('selectorOf', () => {
  it('hashes canonical signatures to the selectors the chain uses', () => {
    expect(selectorOf('CurrencyNotSettled()')).toBe('0x5212cba1');
    expect(selectorOf('transfer(address,uint256)')).toBe('0xa9059cbb');
    expect(signatureHash('Transfer(address,address,uint256)')).toBe(
      '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
    );
  });
});

describe('canonicalSignature', () => {
  const file: SolFile = {
    path: 'src/Types.sol',
    imports: [],
    definitions: [
      {
        kind: 'file',
        name: 'Types',
        line: 1,
        bases: [],
        members: [
          {
            kind: 'udvt',
            name: 'Currency',
            line: 1,
            params: [],
            returns: [],
            type: { kind: 'elementary', name: 'address' },
          },
          {
            kind: 'struct',
            name: 'Key',
            line: 2,
            returns: [],
            params: [
              { name: 'currency', type: { kind: 'user', path: 'Currency' } },
              { name: 'fee', type: { kind: 'elementary', name: 'uint' } },
            ],
          },
        ],
      },
      {
        kind: 'interface',
        name: 'IThing',
        line: 5,
        bases: [],
        members: [{ kind: 'enum', name: 'Mode', line: 6, params: [], returns: [], values: [{ name: 'A' }] }],
      },
    ],
  };
  const symbols = new SymbolTable([
    { fileKey: 'pkg/src/Types.sol', packageName: 'pkg', file, hrefOf: () => undefined },
  ]);
  const scope = { fileKey: 'pkg/src/Types.sol' };
  const param = (path: string) => ({ name: 'x', type: { kind: 'user' as const, path } });

  it('writes value types as their underlying type, structs as tuples, enums as uint8, contracts as address', () => {
    expect(canonicalSignature('f', [param('Key'), param('IThing.Mode'), param('IThing')], scope, symbols)).toBe(
      'f((address,uint256),uint8,address)',
    );
  });

  it('keeps array brackets and gives up on names it cannot resolve', () => {
    expect(
      canonicalSignature(
        'g',
        [{ name: 'a', type: { kind: 'array', base: { kind: 'elementary', name: 'int' } } }],
        scope,
        symbols,
      ),
    ).toBe('g(int256[])');
    expect(canonicalSignature('h', [param('Unknown')], scope, symbols)).toBeUndefined();
  });
});
