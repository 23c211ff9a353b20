// The address maps of the pinned Uniswap packages, read once into plain data. Loading the three SDKs (ethers and
// the v3 and v4 SDKs come with them) is slow, so the plugin has them read on a worker thread while it loads its
// content, rather than on the main thread in the middle of the markdown stage; the first page with a table waits for
// them, and the result is kept in the cache.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import type * as Permit2Sdk from '@uniswap/permit2-sdk';
import type * as SdkCore from '@uniswap/sdk-core';
import type * as UniversalRouterSdk from '@uniswap/universal-router-sdk';
import { contentKey, type CacheEntries } from '../../cache/buildCache.js';
import { offerToThreads, takeFromMainThread } from '../../threadShare.js';
import { runWorkerJob } from '../../workerJob.js';
import { v3Contracts } from './v3Contracts.js';

/** The protocols a deployment table can show. */
export const DEPLOYMENT_PROTOCOLS = ['v2', 'v3', 'v4', 'permit2', 'universal-router'] as const;
export type DeploymentProtocol = (typeof DEPLOYMENT_PROTOCOLS)[number];

/** A contract and its checksummed address on one chain. */
type ContractAddress = [contract: string, address: string];

/** What the deployment tables are made from. */
export interface DeploymentData {
  /** `ChainId` enum keys by chain id, from `@uniswap/sdk-core`: every chain the packages know. */
  chainIds: Array<[chainId: number, key: string]>;
  /** Per protocol and chain id, the contracts with an address, in table order. */
  contracts: Record<DeploymentProtocol, Record<number, ContractAddress[]>>;
}

const packages = ['@uniswap/sdk-core', '@uniswap/permit2-sdk', '@uniswap/universal-router-sdk'];
// CommonJS builds: the ESM build of @uniswap/sdk-core uses extensionless imports that plain Node cannot load.
const require = createRequire(import.meta.url);

/** Reads the address maps of the packages, in this thread. */
export function readDeploymentData(): DeploymentData {
  const sdkCore = require('@uniswap/sdk-core') as typeof SdkCore;
  const { ChainId, CHAIN_TO_ADDRESSES_MAP, V2_FACTORY_ADDRESSES, V2_ROUTER_ADDRESSES, validateAndParseAddress } =
    sdkCore;
  const chainIds = Object.entries(ChainId).flatMap(([key, value]) =>
    typeof value === 'number' ? [[value, key] as [number, string]] : [],
  );
  const contractsOf = contractListers(sdkCore);
  // Every chain id any map has an entry for, besides the enum's: a page may ask for any of them by id.
  const ids = new Set([
    ...chainIds.map(([id]) => id),
    ...[V2_FACTORY_ADDRESSES, V2_ROUTER_ADDRESSES, CHAIN_TO_ADDRESSES_MAP].flatMap((map) =>
      Object.keys(map).map(Number),
    ),
  ]);
  const contracts = Object.fromEntries(
    DEPLOYMENT_PROTOCOLS.map((protocol) => [protocol, {}]),
  ) as DeploymentData['contracts'];
  for (const protocol of DEPLOYMENT_PROTOCOLS) {
    for (const chainId of ids) {
      // The maps mix lower-case and checksummed spellings; checksummed is what a Solidity address literal needs.
      const present = contractsOf[protocol](chainId).flatMap(([contract, raw]): ContractAddress[] =>
        raw ? [[contract, validateAndParseAddress(raw)]] : [],
      );
      if (present.length > 0) contracts[protocol][chainId] = present;
    }
  }
  return { chainIds, contracts };
}

/** The contracts of a chain with their addresses as the packages spell them (undefined: not deployed there). */
type ContractLister = (chainId: number) => Array<[contract: string, address: string | undefined]>;

/** Per protocol, the contracts of a chain, in table order. */
function contractListers(sdkCore: typeof SdkCore): Record<DeploymentProtocol, ContractLister> {
  const { permit2Address } = require('@uniswap/permit2-sdk') as typeof Permit2Sdk;
  const { UNIVERSAL_ROUTER_ADDRESS, UniversalRouterVersion } =
    require('@uniswap/universal-router-sdk') as typeof UniversalRouterSdk;
  const { CHAIN_TO_ADDRESSES_MAP, V2_FACTORY_ADDRESSES, V2_ROUTER_ADDRESSES, SWAP_ROUTER_02_ADDRESSES, WETH9 } =
    sdkCore;
  type ChainAddresses = (typeof SdkCore.CHAIN_TO_ADDRESSES_MAP)[SdkCore.SupportedChainsType];
  const chainAddresses = (chainId: number) =>
    (CHAIN_TO_ADDRESSES_MAP as Record<number, ChainAddresses | undefined>)[chainId];
  const universalRouters: ContractLister = (chainId) =>
    // Every release, newest first; the SDK throws for a release it has no address for.
    Object.values(UniversalRouterVersion)
      .reverse()
      .map((version) => {
        try {
          return [`UniversalRouter ${version}`, UNIVERSAL_ROUTER_ADDRESS(version, chainId)];
        } catch {
          return [`UniversalRouter ${version}`, undefined];
        }
      });
  return {
    v2: (chainId) => [
      ['UniswapV2Factory', V2_FACTORY_ADDRESSES[chainId]],
      ['UniswapV2Router02', V2_ROUTER_ADDRESSES[chainId]],
    ],
    v3: (chainId) => {
      const chain = chainAddresses(chainId);
      if (!chain) return [];
      const swapRouter02 = SWAP_ROUTER_02_ADDRESSES(chainId) || undefined;
      return v3Contracts({ chainId, chain, swapRouter02, wrappedNative: WETH9[chainId] });
    },
    v4: (chainId) => {
      const chain = chainAddresses(chainId);
      if (!chain?.v4PoolManagerAddress) return [];
      return [
        ['PoolManager', chain.v4PoolManagerAddress],
        ['PositionManager', chain.v4PositionManagerAddress],
        ['StateView', chain.v4StateView],
        ['V4Quoter', chain.v4QuoterAddress],
      ];
    },
    // Permit2 has one canonical address (another on ZKsync), but the SDK has no list of chains; it is listed where a
    // Universal Router is deployed, since every router is constructed with Permit2.
    permit2: (chainId) =>
      universalRouters(chainId).some(([, address]) => address) ? [['Permit2', permit2Address(chainId)]] : [],
    'universal-router': universalRouters,
  };
}

let installed: DeploymentData | undefined;

/** The data of this run: what the plugin loaded, else read here on first use (tests, a remark plugin used alone). */
export function deploymentData(): DeploymentData {
  return (installed ??= readDeploymentData());
}

let loading: Promise<void> | undefined;

/**
 * Loads the data for this run, once: from `cache` when the same package versions were read by the same code
 * before, else on a worker thread (in this one without the compiled runtime). The packages are pinned, so one process
 * has one set of address maps.
 */
export function loadDeploymentData(cache: CacheEntries | undefined): Promise<void> {
  if (loading) return loading;
  // A render thread has no cache of its own (its plugins load no content): the main thread's data is sent to it.
  loading = isMainThread || cache ? readOrCacheDeploymentData(cache) : dataFromMainThread();
  if (isMainThread)
    offerToThreads(
      shareChannel,
      loading.then(() => installed!),
    );
  return loading;
}

/** The channel on which the main thread sends the data to the render threads. */
const shareChannel = 'docsgen:deployment-data';

async function dataFromMainThread(): Promise<void> {
  installed = await takeFromMainThread(shareChannel, readDeploymentData);
}

async function readOrCacheDeploymentData(cache: CacheEntries | undefined): Promise<void> {
  const readOnWorker = () =>
    runWorkerJob<undefined, DeploymentData>(
      'generator/plugins/deployments/deploymentDataWorker.ts',
      undefined,
      readDeploymentData,
    );
  if (!cache) {
    installed = await readOnWorker();
    return;
  }
  const key = contentKey(...packages.map((name) => `${name}@${packageVersion(name)}`));
  installed = await cache.load<DeploymentData>('deployments', key);
  if (installed) return;
  installed = await readOnWorker();
  cache.put('deployments', key, installed);
}

/** The installed version of a package (some do not export their package.json, so it is looked up by folder). */
function packageVersion(name: string): string {
  for (const dir of require.resolve.paths(name) ?? []) {
    try {
      return (JSON.parse(readFileSync(path.join(dir, name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      // Not installed in this node_modules: the next one up.
    }
  }
  return 'unknown';
}
