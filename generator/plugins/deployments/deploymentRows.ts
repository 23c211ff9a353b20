// Contract addresses per protocol and chain, read only from the address maps of the pinned Uniswap packages.
import { chainInfo, compareChains, explorerAddressUrl } from './chainInfo.js';
import { DEPLOYMENT_PROTOCOLS, deploymentData, type DeploymentProtocol } from './deploymentData.js';

export { DEPLOYMENT_PROTOCOLS, type DeploymentProtocol } from './deploymentData.js';

/** One deployed contract on one chain. */
export interface DeploymentRow {
  chainId: number;
  chainName: string;
  contract: string;
  address: string;
  explorerUrl?: string;
  explorerName?: string;
}

/** True when `value` names a protocol `deploymentRows` knows. */
export function isDeploymentProtocol(value: string): value is DeploymentProtocol {
  return (DEPLOYMENT_PROTOCOLS as readonly string[]).includes(value);
}

/** Every chain id the packages know, from `@uniswap/sdk-core`'s `ChainId`. */
function knownChainIds(): number[] {
  return deploymentData().chainIds.map(([chainId]) => chainId);
}

function contractsOn(protocol: DeploymentProtocol, chainId: number) {
  return deploymentData().contracts[protocol][chainId] ?? [];
}

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
  return listed.sort(compareChains).flatMap((chain) =>
    contractsOn(protocol, chain.chainId).map(([contract, address]) => ({
      chainId: chain.chainId,
      chainName: chain.name,
      contract,
      address,
      explorerUrl: explorerAddressUrl(chain.chainId, address),
      explorerName: chain.explorer?.name,
    })),
  );
}

/** The chain ids with data for a protocol (retired testnets included), for hints. */
export function deploymentChainIds(protocol: DeploymentProtocol): number[] {
  return knownChainIds().filter((id) => contractsOn(protocol, id).length > 0);
}
