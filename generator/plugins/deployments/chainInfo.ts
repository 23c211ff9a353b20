// Display names and block explorers of the chains the Uniswap packages list.
import { deploymentData } from './deploymentData.js';

/** A block explorer; an address page is `${url}/address/${address}`. */
interface Explorer {
  name: string;
  url: string;
}

/** What a deployment table shows about a chain. */
export interface ChainInfo {
  chainId: number;
  name: string;
  explorer?: Explorer;
  testnet: boolean;
  /** A testnet that has been shut down: listed only when a page asks for it by chain id. */
  retired: boolean;
}

/** Names people use for chains whose `ChainId` key reads badly (`ZKSYNC`, `BNB`). Others come from the key. */
const CHAIN_NAMES: Record<number, string> = {
  1: 'Ethereum',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
  130: 'Unichain',
  137: 'Polygon',
  196: 'X Layer',
  324: 'ZKsync Era',
  420: 'OP Goerli',
  480: 'World Chain',
  1301: 'Unichain Sepolia',
  4326: 'MegaETH',
  4663: 'Robinhood Chain',
  8453: 'Base',
  42161: 'Arbitrum One',
  43114: 'Avalanche C-Chain',
  11155420: 'OP Sepolia',
};

/** The explorers of well-known chains (the packages ship none). */
const EXPLORERS: Record<number, Explorer> = {
  1: { name: 'Etherscan', url: 'https://etherscan.io' },
  10: { name: 'Etherscan', url: 'https://optimistic.etherscan.io' },
  56: { name: 'BscScan', url: 'https://bscscan.com' },
  130: { name: 'Uniscan', url: 'https://uniscan.xyz' },
  137: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  324: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' },
  480: { name: 'Worldscan', url: 'https://worldscan.org' },
  1301: { name: 'Uniscan', url: 'https://sepolia.uniscan.xyz' },
  1868: { name: 'Blockscout', url: 'https://soneium.blockscout.com' },
  8453: { name: 'BaseScan', url: 'https://basescan.org' },
  42161: { name: 'Arbiscan', url: 'https://arbiscan.io' },
  42220: { name: 'Celoscan', url: 'https://celoscan.io' },
  43114: { name: 'Snowtrace', url: 'https://snowtrace.io' },
  57073: { name: 'Blockscout', url: 'https://explorer.inkonchain.com' },
  59144: { name: 'LineaScan', url: 'https://lineascan.build' },
  81457: { name: 'Blastscan', url: 'https://blastscan.io' },
  84532: { name: 'BaseScan', url: 'https://sepolia.basescan.org' },
  421614: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' },
  7777777: { name: 'Blockscout', url: 'https://explorer.zora.energy' },
  11155111: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  11155420: { name: 'Etherscan', url: 'https://sepolia-optimism.etherscan.io' },
};

/** Goerli and its rollups, and Mumbai, were shut down; the packages still carry their addresses. */
const RETIRED_TESTNETS = new Set([5, 420, 80001, 84531, 421613]);

let chainIdKeys: Map<number, string> | undefined;

/** `ChainId` enum keys by value, from `@uniswap/sdk-core`. */
function chainIdKey(chainId: number): string | undefined {
  chainIdKeys ??= new Map(deploymentData().chainIds);
  return chainIdKeys.get(chainId);
}

/** `ARBITRUM_SEPOLIA` → `Arbitrum Sepolia`. */
function titleCase(key: string): string {
  return key
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Name, explorer and status of a chain. */
export function chainInfo(chainId: number): ChainInfo {
  const key = chainIdKey(chainId);
  const name = CHAIN_NAMES[chainId] ?? (key ? titleCase(key) : `Chain ${chainId}`);
  const testnet = /GOERLI|SEPOLIA|MUMBAI|ALFAJORES|TESTNET/.test(key ?? '');
  return { chainId, name, explorer: EXPLORERS[chainId], testnet, retired: RETIRED_TESTNETS.has(chainId) };
}

/** The explorer page of an address on a chain, if the chain has a known explorer. */
export function explorerAddressUrl(chainId: number, address: string): string | undefined {
  const explorer = EXPLORERS[chainId];
  return explorer ? `${explorer.url}/address/${address}` : undefined;
}

/** Mainnets first (Ethereum leading), then testnets, each by name. */
export function compareChains(a: ChainInfo, b: ChainInfo): number {
  const rank = (c: ChainInfo) => (c.chainId === 1 ? 0 : c.testnet ? 2 : 1);
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}
