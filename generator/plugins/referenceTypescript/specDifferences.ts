// The difference between routes.tsv and the pinned SDK packages, as data for docs/reference-differences.md (a test keeps it true).
import type { SpecDifferences } from './specDiff.js';

/** Where the generated SDK reference differs from the spec's `kind=generated` routes, for the pinned versions. */
export const sdkReferenceSpecDifferences: SpecDifferences & {
  packages: Record<string, string>;
  notes: Record<string, string>;
} = {
  packages: { '@uniswap/sdk-core': '7.19.4', '@uniswap/v3-sdk': '3.31.5' },
  specOnly: [],
  sourceOnly: ['/sdk/v3/reference/interfaces/NFTPermitData', '/sdk/v3/reference/interfaces/NFTPermitValues'],
  notes: {
    '/sdk/v3/reference/interfaces/NFTPermitData':
      'Exported by @uniswap/v3-sdk 3.31.5 (nonfungiblePositionManager.d.ts); newer than the spec listing.',
    '/sdk/v3/reference/interfaces/NFTPermitValues':
      'Exported by @uniswap/v3-sdk 3.31.5 (nonfungiblePositionManager.d.ts); newer than the spec listing.',
  },
};
