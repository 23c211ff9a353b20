import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SolDefinition } from '../../../../generator/plugins/referenceSolidity/model.js';
import { parseSolidityFile } from '../../../../generator/plugins/referenceSolidity/parseSource.js';
import { FIXTURE_DIR } from './fixturePackages.js';

const read = (path: string) => readFileSync(join(FIXTURE_DIR, 'packages/core', path), 'utf8');

describe('parseSolidityFile', () => {
  const { file } = parseSolidityFile('@fixture/core', 'src/Counter.sol', read('src/Counter.sol'));
  const counter = file!.definitions[0] as SolDefinition;
  const member = (name: string) => counter.members.find((m) => m.name === name)!;

  it('reads a contract with its bases, NatSpec and source line', () => {
    expect(counter).toMatchObject({ kind: 'contract', name: 'Counter', bases: ['ICounter', 'IOwned'], line: 13 });
    expect(counter.natspec).toMatchObject({
      title: 'The counter',
      notice: 'Keeps one counter per address',
      dev: 'Not for production: values are public',
    });
    expect(counter.natspec?.custom).toEqual([{ name: 'security-contact', text: 'security@example.com' }]);
  });

  it('reads state variables with constness, visibility and short constant values', () => {
    expect(member('LIMIT')).toMatchObject({
      kind: 'variable',
      visibility: 'public',
      constness: 'constant',
      value: '1_000',
    });
    expect(member('owner')).toMatchObject({
      constness: 'immutable',
      overrides: true,
      natspec: { inheritdoc: { name: 'IOwned' } },
    });
    expect(member('values').type).toMatchObject({ kind: 'mapping', keyName: 'owner', valueName: 'value' });
  });

  it('reads functions, overloads, modifiers and enums', () => {
    const increments = counter.members.filter((m) => m.name === 'increment');
    expect(increments.map((m) => m.params.map((p) => p.name))).toEqual([['by'], ['by', 'mode']]);
    expect(increments[0]).toMatchObject({ visibility: 'external', overrides: true, returns: [{ name: 'newValue' }] });
    expect(member('configure')).toMatchObject({
      modifiers: ['onlyOwner'],
      params: [{ storage: 'calldata', type: { kind: 'user', path: 'Settings' } }],
    });
    expect(member('onlyOwner').kind).toBe('modifier');
    expect(member('Mode')).toMatchObject({ kind: 'enum', values: [{ name: 'Up' }, { name: 'Down' }] });
    expect(member('constructor').kind).toBe('function');
  });

  it('puts file-level items (types, free functions) in a `file` definition', () => {
    const amount = parseSolidityFile('@fixture/core', 'src/types/Amount.sol', read('src/types/Amount.sol')).file!;
    expect(amount.definitions.map((d) => `${d.kind}:${d.name}`)).toEqual(['file:Amount', 'library:AmountLibrary']);
    expect(amount.definitions[0]!.members.map((m) => `${m.kind}:${m.name}`)).toEqual(['udvt:Amount', 'function:add']);
    expect(amount.definitions[0]!.members[0]!.type).toEqual({ kind: 'elementary', name: 'uint256' });
  });

  it('reads struct fields with their own NatSpec', () => {
    const iface = parseSolidityFile(
      '@fixture/core',
      'src/interfaces/ICounter.sol',
      read('src/interfaces/ICounter.sol'),
    ).file!;
    const settings = iface.definitions[0]!.members.find((m) => m.name === 'Settings')!;
    expect(settings.params.map((p) => [p.name, p.natspec?.notice])).toEqual([
      ['limit', 'Largest value allowed'],
      ['step', undefined],
    ]);
  });

  it('reports a file that does not parse as a warning with its package path and line', () => {
    const result = parseSolidityFile('@fixture/core', 'src/bad/Broken.sol', read('src/bad/Broken.sol'));
    expect(result.file).toBeUndefined();
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', file: '@fixture/core/src/bad/Broken.sol', line: 6 }),
    ]);
  });
});
