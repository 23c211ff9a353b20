// Pins the deployment data read from the Uniswap packages against a few well-known addresses.
import { describe, expect, it } from 'vitest';
import { deploymentChainIds, deploymentRows } from '../../../../generator/plugins/deployments/deploymentRows.js';

function addressOf(rows: ReturnType<typeof deploymentRows>, contract: string): string | undefined {
  return rows.find((r) => r.contract === contract)?.address;
}

describe('deploymentRows', () => {
  it('reads the v2, v3 and v4 mainnet contracts from @uniswap/sdk-core', () => {
    expect(addressOf(deploymentRows('v2', 1), 'UniswapV2Factory')).toBe('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f');
    expect(addressOf(deploymentRows('v3', 1), 'UniswapV3Factory')).toBe('0x1F98431c8aD98523631AE4a59f267346ea31F984');
    expect(addressOf(deploymentRows('v3', 1), 'NonfungiblePositionManager')).toBe(
      '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
    );
    expect(addressOf(deploymentRows('v4', 1), 'PoolManager')).toBe('0x000000000004444c5dc75cB358380D2e3dE08A90');
    expect(deploymentRows('v4', 1).map((r) => r.contract)).toEqual([
      'PoolManager',
      'PositionManager',
      'StateView',
      'V4Quoter',
    ]);
  });

  it('reads Permit2 from @uniswap/permit2-sdk, including its ZKsync address', () => {
    expect(deploymentRows('permit2', 1)).toEqual([
      {
        chainId: 1,
        chainName: 'Ethereum',
        contract: 'Permit2',
        address: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
        explorerUrl: 'https://etherscan.io/address/0x000000000022D473030F116dDEE9F6B43aC78BA3',
        explorerName: 'Etherscan',
      },
    ]);
    expect(addressOf(deploymentRows('permit2', 324), 'Permit2')).toBe('0x0000000000225e31D15943971F47aD3022F714Fa');
  });

  it('lists every Universal Router release of a chain, newest first', () => {
    const rows = deploymentRows('universal-router', 1);
    // The package spells it in lower case; the table gives the checksummed form.
    expect(addressOf(rows, 'UniversalRouter 2.0')).toBe('0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af');
    expect(rows.at(-1)).toMatchObject({
      contract: 'UniversalRouter 1.2',
      address: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    });
  });

  it('lists all chains with Ethereum first, testnets last and retired testnets left out', () => {
    const rows = deploymentRows('v3');
    const chains = [...new Set(rows.map((r) => r.chainId))];
    expect(chains[0]).toBe(1);
    expect(chains).toContain(8453);
    expect(chains).not.toContain(5);
    expect(chains.indexOf(11155111)).toBeGreaterThan(chains.indexOf(8453));
    for (const row of rows) expect(row.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('gives a retired testnet only when asked for it, and nothing for a chain without data', () => {
    expect(addressOf(deploymentRows('v2', 5), 'UniswapV2Factory')).toBe('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f');
    expect(deploymentRows('v4', 5)).toEqual([]);
    expect(deploymentRows('v3', 999)).toEqual([]);
    expect(deploymentChainIds('v4')).not.toContain(5);
  });
});
