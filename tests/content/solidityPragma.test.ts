// Pins which shipped solc compiles a source, from its version pragma.
import { describe, expect, it } from 'vitest';
import { pragmaAdmits, solcVersionFor, versionPragma } from './solidityPragma.js';

describe('solcVersionFor', () => {
  it.each([
    ['pragma solidity =0.7.6;', '0.7.6'],
    ['pragma solidity 0.7.6;', '0.7.6'],
    ['pragma solidity ^0.7.0;', '0.7.6'],
    ['pragma solidity >=0.7.0 <0.8.0;', '0.7.6'],
    ['pragma solidity >=0.5.0;', '0.8.26'],
    ['pragma solidity ^0.8.24;', '0.8.26'],
    ['pragma solidity 0.8.26;', '0.8.26'],
    ['pragma solidity >=0.6.0 <0.8.0 || ^0.8.20;', '0.8.26'],
    ['// no pragma at all\ncontract A {}', '0.8.26'],
    // No shipped compiler fits: 0.8.26 is used and solc reports the pragma.
    ['pragma solidity 0.6.6;', '0.8.26'],
  ])('%s → %s', (source, version) => {
    expect(solcVersionFor(source)).toBe(version);
  });

  it('ignores pragmas in comments', () => {
    expect(versionPragma('// pragma solidity 0.7.6;\npragma solidity ^0.8.0;')).toBe('^0.8.0');
  });

  it('reads caret ranges of 0.x as pinning the minor version', () => {
    expect(pragmaAdmits('^0.8.0', '0.8.26')).toBe(true);
    expect(pragmaAdmits('^0.7.0', '0.8.26')).toBe(false);
    expect(pragmaAdmits('~0.7.0', '0.7.6')).toBe(true);
    expect(pragmaAdmits('0.8', '0.8.26')).toBe(true);
    expect(pragmaAdmits('> 0.7.6', '0.7.6')).toBe(false);
  });
});
