// The protocol version tag of a docs path.
import { describe, expect, it } from 'vitest';
import { protocolVersionOf } from '../../../theme/islands/analytics/protocolVersion.js';

describe('protocolVersionOf', () => {
  it.each([
    ['/contracts/v1/overview', 'V1'],
    ['/contracts/V1/guides/connect-to-uniswap', 'V1'],
    ['/contracts/v2/concepts/protocol-overview/how-uniswap-works', 'V2'],
    ['/sdk/v3/guides/swaps/quoting', 'V3'],
    ['/sdk/1.0.0/reference/constants', 'V1'],
    ['/sdk/2.0.0/guides/getting-started', 'V2'],
    ['/sdk/v1/reference/constants', 'V1'],
  ])('%s → %s', (path, expected) => {
    expect(protocolVersionOf(path)).toBe(expected);
  });

  it.each([
    '/',
    '/concepts/overview',
    '/contracts/v4/overview',
    '/contracts/permit2/overview',
    '/blog/intro-to-gas-optimization',
    '/sdk/core/overview',
  ])('counts %s as V3', (path) => {
    expect(protocolVersionOf(path)).toBe('V3');
  });

  it('reads whole segments of the path only, never its query or hash', () => {
    expect(protocolVersionOf('/concepts/v2-notes')).toBe('V3');
    expect(protocolVersionOf('/concepts/overview?v=v1#v2')).toBe('V3');
    expect(protocolVersionOf('/contracts/v2/overview#v1')).toBe('V2');
  });
});
