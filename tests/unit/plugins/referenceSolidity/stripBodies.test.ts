import { describe, expect, it } from 'vitest';
import { stripBodies } from '../../../../generator/plugins/referenceSolidity/stripBodies.js';

describe('stripBodies', () => {
  const source = [
    'import {A, B} from "./x.sol";',
    'function free(uint a) pure returns (uint) {',
    '    return a; // }',
    '}',
    'using {add as +} for T global;',
    'abstract contract C is D(1) {',
    '    struct S { uint a; }',
    '    enum E { X, Y }',
    '    string constant s = "{";',
    '    modifier m() { _; }',
    '    function f() external { if (true) { emit Z(S({a: 1})); } }',
    '    /// @notice after',
    '    function g() external;',
    '}',
  ].join('\n');
  const stripped = stripBodies(source);

  it('empties function and modifier bodies but keeps their line breaks', () => {
    expect(stripped.split('\n')).toHaveLength(source.split('\n').length);
    expect(stripped).toContain('function free(uint a) pure returns (uint) {\n\n}');
    expect(stripped).toContain('modifier m() {}');
    expect(stripped).toContain('function f() external {}');
  });

  it('keeps import lists, using blocks, contracts, structs, enums, strings and comments outside bodies', () => {
    for (const kept of [
      'import {A, B}',
      'using {add as +}',
      'struct S { uint a; }',
      'enum E { X, Y }',
      'string constant s = "{";',
      '/// @notice after',
      'function g() external;',
    ]) {
      expect(stripped).toContain(kept);
    }
  });
});
