// Every contract address on the deployment pages equals the pinned packages' data: the generated `::deployments`
// tables, and each address typed into a page (checked against the packages, or against Uniswap's published list for
// the few contracts the packages have no field for).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Permit2Sdk from '@uniswap/permit2-sdk';
import type * as SdkCore from '@uniswap/sdk-core';
import type * as UniversalRouterSdk from '@uniswap/universal-router-sdk';
import { describe, expect, it } from 'vitest';
import { deploymentRows, isDeploymentProtocol } from '../../generator/plugins/deployments/deploymentRows.js';
import { findMarkdownFiles, pagePath } from './extractCodeBlocks.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// CommonJS builds: the ESM build of @uniswap/sdk-core uses extensionless imports plain Node cannot load.
const require = createRequire(import.meta.url);
const sdkCore = require('@uniswap/sdk-core') as typeof SdkCore;
const { permit2Address } = require('@uniswap/permit2-sdk') as typeof Permit2Sdk;
const { UNIVERSAL_ROUTER_ADDRESS, UniversalRouterVersion } = require('@uniswap/universal-router-sdk') as typeof UniversalRouterSdk;

interface PublishedAddress {
  chainId: number;
  contract: string;
  address: string;
}
const published = (JSON.parse(readFileSync(join(rootDir, 'tests/fixtures/deployments/published-v3-ethereum.json'), 'utf8')) as { addresses: PublishedAddress[] }).addresses;

type ChainAddresses = (typeof SdkCore.CHAIN_TO_ADDRESSES_MAP)[SdkCore.SupportedChainsType];
const V3_FIELDS: Record<string, keyof ChainAddresses> = {
  UniswapV3Factory: 'v3CoreFactoryAddress',
  NonfungiblePositionManager: 'nonfungiblePositionManagerAddress',
  Quoter: 'quoterAddress',
  // The table names the quoter entry QuoterV2 where it is one; which name is right is pinned below.
  QuoterV2: 'quoterAddress',
  TickLens: 'tickLensAddress',
  V3Migrator: 'v3MigratorAddress',
  UniswapInterfaceMulticall: 'multicallAddress',
  MixedRouteQuoterV1: 'mixedRouteQuoterV1Address',
  MixedRouteQuoterV2: 'mixedRouteQuoterV2Address',
  PoolManager: 'v4PoolManagerAddress',
  PositionManager: 'v4PositionManagerAddress',
  StateView: 'v4StateView',
  V4Quoter: 'v4QuoterAddress',
};

/** What the packages say a contract's address is on a chain, read here independently of the generator. */
function packageAddress(chainId: number, contract: string): string | undefined {
  const chain = (sdkCore.CHAIN_TO_ADDRESSES_MAP as Record<number, ChainAddresses | undefined>)[chainId];
  const field = V3_FIELDS[contract];
  if (field) return chain?.[field] as string | undefined;
  if (contract === 'UniswapV2Factory') return sdkCore.V2_FACTORY_ADDRESSES[chainId];
  if (contract === 'UniswapV2Router02') return sdkCore.V2_ROUTER_ADDRESSES[chainId];
  if (contract === 'SwapRouter02') return sdkCore.SWAP_ROUTER_02_ADDRESSES(chainId) || undefined;
  // `WETH9`, or `WETH9 (WMATIC)` where the wrapped native token is not WETH.
  if (/^WETH9( \(\w+\))?$/.test(contract)) return sdkCore.WETH9[chainId]?.address;
  if (contract === 'Permit2') return permit2Address(chainId);
  const router = /^UniversalRouter (.+)$/.exec(contract);
  if (router && (Object.values(UniversalRouterVersion) as string[]).includes(router[1]!)) {
    try {
      return UNIVERSAL_ROUTER_ADDRESS(router[1] as UniversalRouterSdk.UniversalRouterVersion, chainId);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function sameAddress(a: string | undefined, b: string): boolean {
  return a !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** True when the packages, or Uniswap's published list, give `address` to `contract` on `chainId`. */
function isKnownAddress(chainId: number, contract: string, address: string): boolean {
  return sameAddress(packageAddress(chainId, contract), address) || published.some((p) => p.chainId === chainId && p.contract === contract && sameAddress(p.address, address));
}

const CHAIN_WORDS: Array<[RegExp, number]> = [
  [/\bSepolia\b/, 11155111],
  [/\bmainnet\b/i, 1],
];

/** The address claims of one page line: which contracts and chains the line names for its addresses. */
function lineProblems(line: string): string[] {
  const addresses = [...line.matchAll(/0x[0-9a-fA-F]{40}\b/g)].map((m) => m[0]);
  if (addresses.length === 0) return [];
  const names = [...line.matchAll(/`([A-Z][A-Za-z0-9]*)`/g)].map((m) => m[1]!);
  const chains = [...line.matchAll(/`(\d+)`/g)].map((m) => Number(m[1]));
  if (chains.length === 0) chains.push(...CHAIN_WORDS.filter(([word]) => word.test(line)).map(([, id]) => id));
  return addresses.flatMap((address) => {
    if (names.length === 0 || chains.length === 0) return [`${address}: the line names no contract or no chain`];
    const known = names.some((name) => chains.some((chainId) => isKnownAddress(chainId, name, address)));
    return known ? [] : [`${address} is not the address of ${names.join('/')} on chain ${chains.join('/')}`];
  });
}

const allPages = findMarkdownFiles(join(rootDir, 'content/docs'));
const deploymentPages = allPages.filter((file) => /deployments/i.test(basename(file)));

describe('addresses typed into the deployment pages', () => {
  for (const file of deploymentPages) {
    it(pagePath(file, rootDir), () => {
      const lines = readFileSync(file, 'utf8').split('\n');
      expect(lines.flatMap((line, i) => lineProblems(line).map((p) => `line ${i + 1}: ${p}`))).toEqual([]);
    });
  }

  it('rejects an address given to the wrong contract', () => {
    expect(lineProblems('| `SwapRouter02` | `1` | `0xE592427A0AEce92De3Edee1F18E0157C05861564` |')).toHaveLength(1);
  });
});

describe('generated deployment tables', () => {
  const directives = allPages.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/^::deployments\{([^}]*)\}/gm)].map((m) => {
      const attributes = Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]));
      return { page: pagePath(file, rootDir), protocol: attributes.protocol ?? '', chain: attributes.chain };
    }),
  );

  for (const { page, protocol, chain } of directives) {
    it(`${page}: ${protocol}${chain ? ` on ${chain}` : ''}`, () => {
      expect(isDeploymentProtocol(protocol)).toBe(true);
      if (!isDeploymentProtocol(protocol)) return;
      const rows = deploymentRows(protocol, chain === undefined ? undefined : Number(chain));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => !isKnownAddress(row.chainId, row.contract, row.address)).map((r) => `${r.chainId} ${r.contract} ${r.address}`)).toEqual([]);
    });
  }
});

describe('what the Ethereum page says about its Quoter and TickLens rows', () => {
  const publishedAddress = (chainId: number, contract: string) => published.find((p) => p.chainId === chainId && p.contract === contract)!.address;

  it('mainnet lists the original Quoter and Sepolia a QuoterV2', () => {
    expect(sameAddress(packageAddress(1, 'Quoter'), publishedAddress(1, 'Quoter'))).toBe(true);
    expect(sameAddress(packageAddress(11155111, 'Quoter'), publishedAddress(11155111, 'QuoterV2'))).toBe(true);
  });

  it('the Sepolia TickLens entry is the published ProxyAdmin, and mainnet has no TickLens entry', () => {
    expect(sameAddress(packageAddress(11155111, 'TickLens'), publishedAddress(11155111, 'ProxyAdmin'))).toBe(true);
    expect(packageAddress(1, 'TickLens')).toBeUndefined();
  });
});

describe('the v3 rows the published list names or adds', () => {
  const publishedAddress = (chainId: number, contract: string) => published.find((p) => p.chainId === chainId && p.contract === contract)!.address;
  const row = (chainId: number, contract: string) => deploymentRows('v3', chainId).find((r) => r.contract === contract)?.address;

  it('mainnet lists the original Quoter and the QuoterV2, and Sepolia its QuoterV2 under the same name', () => {
    expect(sameAddress(row(1, 'Quoter'), publishedAddress(1, 'Quoter'))).toBe(true);
    expect(sameAddress(row(1, 'QuoterV2'), publishedAddress(1, 'QuoterV2'))).toBe(true);
    expect(sameAddress(row(11155111, 'QuoterV2'), publishedAddress(11155111, 'QuoterV2'))).toBe(true);
    expect(row(11155111, 'Quoter')).toBeUndefined();
  });

  it('no chain calls a quoter Quoter unless it is the original Quoter', () => {
    const quoters = deploymentRows('v3').filter((r) => r.contract === 'Quoter');
    expect(quoters.length).toBeGreaterThan(0);
    expect(quoters.filter((r) => !sameAddress(r.address, publishedAddress(1, 'Quoter'))).map((r) => r.chainId)).toEqual([]);
  });

  it('mainnet lists SwapRouter, TickLens and WETH9; Sepolia leaves out the TickLens entry that is a ProxyAdmin', () => {
    expect(sameAddress(row(1, 'SwapRouter'), publishedAddress(1, 'SwapRouter'))).toBe(true);
    expect(sameAddress(row(1, 'TickLens'), publishedAddress(1, 'TickLens'))).toBe(true);
    expect(row(1, 'WETH9')).toBe(sdkCore.WETH9[1]!.address);
    expect(row(11155111, 'WETH9')).toBe(sdkCore.WETH9[11155111]!.address);
    expect(row(11155111, 'TickLens')).toBeUndefined();
    expect(deploymentRows('v3', 11155111).some((r) => sameAddress(r.address, publishedAddress(11155111, 'ProxyAdmin')))).toBe(false);
  });
});
