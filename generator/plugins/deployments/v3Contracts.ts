// The rows of a chain's v3 table: the package entries, named as Uniswap publishes them, and the published contracts
// the packages have no field for.
import type * as SdkCore from '@uniswap/sdk-core';
import { publishedNameOn, publishedNamesAnywhere, publishedOn } from './publishedAddresses.js';

/** A contract and its address as the data spells it (undefined: not deployed there). */
type Entry = [contract: string, address: string | undefined];

type ChainAddresses = (typeof SdkCore.CHAIN_TO_ADDRESSES_MAP)[SdkCore.SupportedChainsType];

/** What the v3 rows of one chain are made from: `@uniswap/sdk-core`'s maps for that chain. */
export interface V3ChainData {
  chainId: number;
  chain: ChainAddresses;
  swapRouter02: string | undefined;
  /** `WETH9[chainId]`: the wrapped native token the periphery contracts hold in place of the native coin. */
  wrappedNative: { address: string; symbol?: string } | undefined;
}

/** Table order; a published contract outside it (a `ProxyAdmin`) only serves to name package entries. */
const V3_TABLE_ORDER = [
  'UniswapV3Factory',
  'NonfungiblePositionManager',
  'SwapRouter',
  'SwapRouter02',
  'Quoter',
  'QuoterV2',
  'TickLens',
  'V3Migrator',
  'UniswapInterfaceMulticall',
  'MixedRouteQuoterV1',
  'WETH9',
];

/**
 * The name of a package entry whose role admits `names`: the name Uniswap publishes for the address on this chain;
 * else the one it publishes for the same address elsewhere (the same deployment on several chains); else the last,
 * newest name. Undefined when this chain's published list gives the address to another contract altogether.
 */
function entryName(chainId: number, address: string, names: string[]): string | undefined {
  const here = publishedNameOn(chainId, address);
  if (here !== undefined) return names.includes(here) ? here : undefined;
  return publishedNamesAnywhere(address).find((name) => names.includes(name)) ?? names[names.length - 1];
}

/** The wrapped native token's row label: `WETH9`, with the token's symbol where it is not WETH (WMATIC, WBNB, …). */
function wrappedNativeLabel(symbol: string | undefined): string {
  return !symbol || symbol === 'WETH' ? 'WETH9' : `WETH9 (${symbol})`;
}

/** The v3 contracts of a chain, in table order. */
export function v3Contracts({ chainId, chain, swapRouter02, wrappedNative }: V3ChainData): Entry[] {
  // The quoter field holds the original Quoter on the first deployments and a QuoterV2 on later ones.
  const roles: Array<[names: string[], address: string | undefined]> = [
    [['UniswapV3Factory'], chain.v3CoreFactoryAddress],
    [['NonfungiblePositionManager'], chain.nonfungiblePositionManagerAddress],
    [['SwapRouter02'], swapRouter02],
    [['Quoter', 'QuoterV2'], chain.quoterAddress],
    [['TickLens'], chain.tickLensAddress],
    [['V3Migrator'], chain.v3MigratorAddress],
    [['UniswapInterfaceMulticall'], chain.multicallAddress],
    [['MixedRouteQuoterV1'], chain.mixedRouteQuoterV1Address],
  ];
  const entries: Entry[] = roles.flatMap(([names, address]): Entry[] => {
    const name = address ? entryName(chainId, address, names) : undefined;
    return address && name ? [[name, address]] : [];
  });
  const listed = new Set(entries.map(([name]) => name));
  for (const { contract, address } of publishedOn(chainId)) {
    if (!listed.has(contract) && V3_TABLE_ORDER.includes(contract)) entries.push([contract, address]);
  }
  if (wrappedNative) entries.push([wrappedNativeLabel(wrappedNative.symbol), wrappedNative.address]);
  const rank = (name: string) => V3_TABLE_ORDER.indexOf(name.startsWith('WETH9') ? 'WETH9' : name);
  return entries.sort(([a], [b]) => rank(a) - rank(b));
}
