// The pinned Uniswap Solidity packages and where their files land in the docs (the routes of routes.tsv).
import type { SolidityPackage } from './packageConfig.js';

const V4 = '/contracts/v4/reference';
const V3 = '/contracts/v3/reference';

/**
 * Source file → route table. The folder rules cover most files; the `files` entries are the exceptions
 * routes.tsv makes: lower-case type pages, renamed files, pages published at two routes, and files that
 * live in one package but are documented under the other.
 */
export const UNISWAP_SOLIDITY_PACKAGES: SolidityPackage[] = [
  {
    name: '@uniswap/v4-core',
    sourceDir: 'src',
    group: 'v4',
    routeBase: `${V4}/core`,
    folders: { 'interfaces/external': 'interfaces', 'interfaces/callback': 'interfaces' },
    files: {
      'interfaces/IPoolManager.sol': { routes: ['interfaces/IPoolManager', 'IPoolManager'] },
      'libraries/TransientStateLibrary.sol': {
        routes: ['libraries/TransientStateLibrary', 'libraries/transient-state-library'],
      },
      'test/ActionsRouter.sol': { title: 'Actions' },
      'test/PoolNestedActionsTest.sol': { title: 'NestedActionExecutor' },
      'types/BalanceDelta.sol': { routes: ['types/balancedelta'] },
      'types/BeforeSwapDelta.sol': { routes: ['types/beforeswapdelta'] },
      'types/Currency.sol': { routes: ['types/currency'], title: 'Currency and CurrencyLibrary' },
      'types/PoolKey.sol': { routes: ['types/poolkey'] },
    },
  },
  {
    name: '@uniswap/v4-periphery',
    sourceDir: 'src',
    group: 'v4',
    routeBase: `${V4}/periphery`,
    folders: { 'interfaces/external': 'interfaces', 'base/hooks': 'hooks' },
    files: {
      'base/PoolInitializer_v4.sol': { routes: ['base/PoolInitializer'], title: 'PoolInitializer' },
      'interfaces/IV4Quoter.sol': { routes: ['interfaces/IQuoter'], title: 'IQuoter' },
      'lens/V4Quoter.sol': { routes: ['lens/Quoter'], title: 'Quoter' },
      'libraries/BipsLibrary.sol': { routes: ['libraries/BipsLibrary', `${V4}/core/libraries/BipsLibrary`] },
      'libraries/LiquidityAmounts.sol': {
        routes: [`${V4}/core/libraries/liquidity-amounts`],
        title: 'LiquidityAmounts',
      },
      'libraries/PositionConfigId.sol': { title: 'PositionConfigIdLibrary' },
      'libraries/PositionInfoLibrary.sol': { title: 'PositionInfo' },
      'utils/BaseHook.sol': { routes: ['base/BaseHook'] },
    },
  },
  {
    name: '@uniswap/v3-core',
    sourceDir: 'contracts',
    group: 'v3',
    routeBase: `${V3}/core`,
    // The package ships only interfaces and libraries as source; the two deployed contracts come as ABIs.
    artifacts: artifactsOf(['UniswapV3Factory', 'UniswapV3Pool']),
  },
  {
    name: '@uniswap/v3-periphery',
    sourceDir: 'contracts',
    group: 'v3',
    routeBase: `${V3}/periphery`,
    // The top-level contracts and the lens contracts ship as ABIs only.
    artifacts: artifactsOf([
      'NonfungiblePositionManager',
      'NonfungibleTokenPositionDescriptor',
      'SwapRouter',
      'V3Migrator',
      'lens/Quoter',
      'lens/QuoterV2',
      'lens/TickLens',
    ]),
  },
  {
    // v3-periphery's Base64 library ships in this dependency, not in v3-periphery itself.
    name: 'base64-sol',
    sourceDir: '.',
    group: 'v3',
    routeBase: `${V3}/periphery/libraries`,
    files: { 'base64.sol': { routes: ['Base64'] } },
  },
  {
    name: '@uniswap/v3-staker',
    sourceDir: 'contracts',
    group: 'v3',
    routeBase: `${V3}/periphery/staker`,
    optional: true,
    files: {
      'UniswapV3Staker.sol': {
        title: 'Uniswap V3 Staker Contract',
        sidebarLabel: 'Uniswap V3 Staker Contract',
        sidebarPosition: 2,
      },
    },
  },
];

/** Hardhat artifact paths of contracts under `contracts/` (`lens/Quoter` → `artifacts/contracts/lens/Quoter.sol/Quoter.json`). */
function artifactsOf(contracts: string[]): string[] {
  return contracts.map((c) => `artifacts/contracts/${c}.sol/${c.split('/').pop()}.json`);
}

/** The route of the v4 custom error index page. */
export const V4_ERRORS_ROUTE = `${V4}/errors/errors`;
