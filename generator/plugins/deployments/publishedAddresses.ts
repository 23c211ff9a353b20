// Addresses Uniswap publishes for v3 contracts that the packages' address maps lack or label ambiguously. The
// packages stay the source for everything they have; this list only names their entries and fills their gaps.

/** One contract on one chain, as Uniswap's deployment list gives it. */
interface PublishedAddress {
  chainId: number;
  contract: string;
  address: string;
}

/**
 * From github.com/Uniswap/docs, docs/contracts/v3/reference/deployments/Ethereum-Deployments.md at commit
 * 0c8900b114b64fa0901ecfcca2101f39317fe042: the mainnet contracts `@uniswap/sdk-core` has no field for (the original
 * `SwapRouter`, `QuoterV2`, `TickLens`), and the names of two Sepolia entries the package labels differently.
 */
const PUBLISHED_ADDRESSES: readonly PublishedAddress[] = [
  { chainId: 1, contract: 'SwapRouter', address: '0xE592427A0AEce92De3Edee1F18E0157C05861564' },
  { chainId: 1, contract: 'Quoter', address: '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6' },
  { chainId: 1, contract: 'QuoterV2', address: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e' },
  { chainId: 1, contract: 'TickLens', address: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573' },
  { chainId: 11155111, contract: 'QuoterV2', address: '0xEd1f6473345F45b75F8179591dd5bA1888cf2FB3' },
  { chainId: 11155111, contract: 'ProxyAdmin', address: '0x0b343475d44EC2b4b8243EBF81dc888BF0A14b36' },
];

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** The published contracts of a chain. */
export function publishedOn(chainId: number): PublishedAddress[] {
  return PUBLISHED_ADDRESSES.filter((p) => p.chainId === chainId);
}

/** The name Uniswap publishes for `address` on `chainId`, if it lists that address there. */
export function publishedNameOn(chainId: number, address: string): string | undefined {
  return publishedOn(chainId).find((p) => sameAddress(p.address, address))?.contract;
}

/** The names Uniswap publishes for `address` on any chain (contracts deployed at one address on several chains). */
export function publishedNamesAnywhere(address: string): string[] {
  return PUBLISHED_ADDRESSES.filter((p) => sameAddress(p.address, address)).map((p) => p.contract);
}
