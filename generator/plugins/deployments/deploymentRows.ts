// Contract addresses per protocol and chain, read only from the address maps of the pinned Uniswap packages.
import { createRequire } from 'node:module';
import type * as Permit2Sdk from '@uniswap/permit2-sdk';
import type * as SdkCore from '@uniswap/sdk-core';
import type * as UniversalRouterSdk from '@uniswap/universal-router-sdk';
import { chainInfo, compareChains, explorerAddressUrl } from './chainInfo.js';

/** The protocols a deployment table can show. */
export const DEPLOYMENT_PROTOCOLS = ['v2', 'v3', 'v4', 'permit2', 'universal-router'] as const;
export type DeploymentProtocol = (typeof DEPLOYMENT_PROTOCOLS)[number];

/** One deployed contract on one chain. */
export interface DeploymentRow {
  chainId: number;
  chainName: string;
  contract: string;
  address: string;
  explorerUrl?: string;
  explorerName?: string;
}

/** A contract and its address on one chain, before chain details are added. */
type ContractAddress = [contract: string, address: string | undefined];

/** The address record `@uniswap/sdk-core` keeps per chain (its type is not exported). */
type ChainAddresses = (typeof SdkCore.CHAIN_TO_ADDRESSES_MAP)[SdkCore.SupportedChainsType];

/** True when `value` names a protocol `deploymentRows` knows. */
export function isDeploymentProtocol(value: string): value is DeploymentProtocol {
  return (DEPLOYMENT_PROTOCOLS as readonly string[]).includes(value);
}

// CommonJS builds: the ESM build of @uniswap/sdk-core uses extensionless imports that plain Node cannot load.
const require = createRequire(import.meta.url);
const sdkCore = () => require('@uniswap/sdk-core') as typeof SdkCore;
const permit2Sdk = () => require('@uniswap/permit2-sdk') as typeof Permit2Sdk;
const universalRouterSdk = () => require('@uniswap/universal-router-sdk') as typeof UniversalRouterSdk;

/** Every chain id the packages know, from `@uniswap/sdk-core`'s `ChainId`. */
function knownChainIds(): number[] {
  return Object.values(sdkCore().ChainId).filter((v): v is number => typeof v === 'number');
}

function chainAddresses(chainId: number): ChainAddresses | undefined {
  return (sdkCore().CHAIN_TO_ADDRESSES_MAP as Record<number, ChainAddresses | undefined>)[chainId];
}

function v2Contracts(chainId: number): ContractAddress[] {
  const { V2_FACTORY_ADDRESSES, V2_ROUTER_ADDRESSES } = sdkCore();
  return [
    ['UniswapV2Factory', V2_FACTORY_ADDRESSES[chainId]],
    ['UniswapV2Router02', V2_ROUTER_ADDRESSES[chainId]],
  ];
}

function v3Contracts(chainId: number): ContractAddress[] {
  const chain = chainAddresses(chainId);
  if (!chain) return [];
  return [
    ['UniswapV3Factory', chain.v3CoreFactoryAddress],
    ['NonfungiblePositionManager', chain.nonfungiblePositionManagerAddress],
    ['SwapRouter02', sdkCore().SWAP_ROUTER_02_ADDRESSES(chainId) || undefined],
    ['Quoter', chain.quoterAddress],
    ['TickLens', chain.tickLensAddress],
    ['V3Migrator', chain.v3MigratorAddress],
    ['UniswapInterfaceMulticall', chain.multicallAddress],
    ['MixedRouteQuoterV1', chain.mixedRouteQuoterV1Address],
  ];
}

function v4Contracts(chainId: number): ContractAddress[] {
  const chain = chainAddresses(chainId);
  if (!chain?.v4PoolManagerAddress) return [];
  return [
    ['PoolManager', chain.v4PoolManagerAddress],
    ['PositionManager', chain.v4PositionManagerAddress],
    ['StateView', chain.v4StateView],
    ['V4Quoter', chain.v4QuoterAddress],
  ];
}

/** Every Universal Router release on the chain, newest first; the SDK throws for a release it has no address for. */
function universalRouterContracts(chainId: number): ContractAddress[] {
  const { UNIVERSAL_ROUTER_ADDRESS, UniversalRouterVersion } = universalRouterSdk();
  return Object.values(UniversalRouterVersion)
    .reverse()
    .map((version): ContractAddress => {
      try {
        return [`UniversalRouter ${version}`, UNIVERSAL_ROUTER_ADDRESS(version, chainId)];
      } catch {
        return [`UniversalRouter ${version}`, undefined];
      }
    });
}

/**
 * Permit2 has one canonical address (another on ZKsync), but the SDK has no list of chains; it is
 * listed where a Universal Router is deployed, since every router is constructed with Permit2.
 */
function permit2Contracts(chainId: number): ContractAddress[] {
  if (!universalRouterContracts(chainId).some(([, address]) => address)) return [];
  return [['Permit2', permit2Sdk().permit2Address(chainId)]];
}

const CONTRACTS: Record<DeploymentProtocol, (chainId: number) => ContractAddress[]> = {
  v2: v2Contracts,
  v3: v3Contracts,
  v4: v4Contracts,
  permit2: permit2Contracts,
  'universal-router': universalRouterContracts,
};

/**
 * The deployed contracts of a protocol: on one chain, or on every chain the packages list (retired
 * testnets only when asked for by id), mainnets first. Empty when the packages have no data.
 */
export function deploymentRows(protocol: DeploymentProtocol, chainId?: number): DeploymentRow[] {
  // Pages ask for the same few tables again and again; the packages' address maps do not change during a run.
  const key = `${protocol}:${chainId ?? ''}`;
  let rows = rowsByRequest.get(key);
  if (!rows) rowsByRequest.set(key, (rows = collectRows(protocol, chainId)));
  return rows;
}

const rowsByRequest = new Map<string, DeploymentRow[]>();

function collectRows(protocol: DeploymentProtocol, chainId?: number): DeploymentRow[] {
  const chains = (chainId === undefined ? knownChainIds() : [chainId]).map(chainInfo);
  const listed = chainId === undefined ? chains.filter((c) => !c.retired) : chains;
  // The maps mix lower-case and checksummed spellings; checksummed is what a Solidity address literal needs.
  const checksummed = sdkCore().validateAndParseAddress;
  return listed.sort(compareChains).flatMap((chain) =>
    CONTRACTS[protocol](chain.chainId).flatMap(([contract, raw]) => {
      if (!raw) return [];
      const address = checksummed(raw);
      return [{ chainId: chain.chainId, chainName: chain.name, contract, address, explorerUrl: explorerAddressUrl(chain.chainId, address), explorerName: chain.explorer?.name }];
    }),
  );
}

/** The chain ids with data for a protocol (retired testnets included), for hints. */
export function deploymentChainIds(protocol: DeploymentProtocol): number[] {
  return knownChainIds().filter((id) => CONTRACTS[protocol](id).some(([, address]) => address));
}
