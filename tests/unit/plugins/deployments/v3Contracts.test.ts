// Pins how the v3 rows are made: quoter names from Uniswap's published list, published contracts the packages lack,
// package entries the published list gives to another contract left out, and the wrapped native token's row.
import { describe, expect, it } from 'vitest';
import { v3Contracts, type V3ChainData } from '../../../../generator/plugins/deployments/v3Contracts.js';

const ORIGINAL_QUOTER = '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6';
const SEPOLIA_QUOTER_V2 = '0xEd1f6473345F45b75F8179591dd5bA1888cf2FB3';
const SEPOLIA_PROXY_ADMIN = '0x0b343475d44EC2b4b8243EBF81dc888BF0A14b36';

/** A chain's package data with made-up addresses, except where a test sets one. */
function chainData(chainId: number, chain: Partial<V3ChainData['chain']>, symbol = 'WETH'): V3ChainData {
  return {
    chainId,
    chain: {
      v3CoreFactoryAddress: '0x000000000000000000000000000000000000F001',
      multicallAddress: '0x000000000000000000000000000000000000F002',
      quoterAddress: '0x000000000000000000000000000000000000F003',
      ...chain,
    },
    swapRouter02: '0x000000000000000000000000000000000000F004',
    wrappedNative: { address: '0x000000000000000000000000000000000000F005', symbol },
  };
}

function names(data: V3ChainData): string[] {
  return v3Contracts(data).map(([name]) => name);
}

describe('v3Contracts', () => {
  it('names the quoter entry Quoter only where it is the original Quoter, QuoterV2 elsewhere', () => {
    expect(names(chainData(1, { quoterAddress: ORIGINAL_QUOTER }))).toContain('Quoter');
    // The original Quoter's address on another chain (the same deployment) keeps its name.
    expect(names(chainData(42161, { quoterAddress: ORIGINAL_QUOTER }))).toContain('Quoter');
    expect(names(chainData(11155111, { quoterAddress: SEPOLIA_QUOTER_V2 }))).toContain('QuoterV2');
    expect(names(chainData(11155111, { quoterAddress: SEPOLIA_QUOTER_V2 }))).not.toContain('Quoter');
    expect(names(chainData(8453, {}))).toContain('QuoterV2');
  });

  it('adds the published mainnet contracts the packages have no field for, in table order', () => {
    const rows = v3Contracts(chainData(1, { quoterAddress: ORIGINAL_QUOTER }));
    expect(rows.map(([name]) => name)).toEqual([
      'UniswapV3Factory',
      'SwapRouter',
      'SwapRouter02',
      'Quoter',
      'QuoterV2',
      'TickLens',
      'UniswapInterfaceMulticall',
      'WETH9',
    ]);
    expect(rows).toContainEqual(['SwapRouter', '0xE592427A0AEce92De3Edee1F18E0157C05861564']);
    expect(rows).toContainEqual(['QuoterV2', '0x61fFE014bA17989E743c5F6cB21bF9697530B21e']);
  });

  it('leaves out a package entry that the published list gives to another contract on that chain', () => {
    const rows = v3Contracts(
      chainData(11155111, { quoterAddress: SEPOLIA_QUOTER_V2, tickLensAddress: SEPOLIA_PROXY_ADMIN }),
    );
    expect(rows.map(([name]) => name)).not.toContain('TickLens');
    expect(rows.map(([, address]) => address)).not.toContain(SEPOLIA_PROXY_ADMIN);
    // The same address on a chain the list says nothing about is kept.
    expect(v3Contracts(chainData(8453, { tickLensAddress: SEPOLIA_PROXY_ADMIN }))).toContainEqual([
      'TickLens',
      SEPOLIA_PROXY_ADMIN,
    ]);
  });

  it('labels the wrapped native token WETH9, with its symbol where it is not WETH, and omits it where there is none', () => {
    expect(v3Contracts(chainData(10, {})).at(-1)).toEqual(['WETH9', '0x000000000000000000000000000000000000F005']);
    expect(v3Contracts(chainData(137, {}, 'WMATIC')).at(-1)?.[0]).toBe('WETH9 (WMATIC)');
    expect(names({ ...chainData(42220, {}), wrappedNative: undefined }).some((n) => n.startsWith('WETH9'))).toBe(false);
  });
});
