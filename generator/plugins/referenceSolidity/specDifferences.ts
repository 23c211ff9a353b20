// Where the generated reference routes differ from routes.tsv, and why (checked by the real-package test).

/** A route that routes.tsv lists but the pinned packages cannot give, or that they give but routes.tsv does not list. */
export interface SpecRouteDifference {
  route: string;
  reason: string;
}

const V3 = '/contracts/v3/reference';
const V4 = '/contracts/v4/reference';

/** v3-periphery test contracts listed in routes.tsv; the package leaves `contracts/test` out. */
const V3_PERIPHERY_TESTS = [
  'Base64Test',
  'LiquidityAmountsTest',
  'MockTimeNonfungiblePositionManager',
  'MockTimeSwapRouter',
  'NFTDescriptorTest',
  'PathTest',
  'PeripheryImmutableStateTest',
  'PoolAddressTest',
  'SelfPermitTest',
  'TestCallbackValidation',
  'TestERC20',
  'TestERC20Metadata',
  'TestERC20PermitAllowed',
  'TestMulticall',
  'TestPositionNFTOwner',
  'TestUniswapV3Callee',
  'TickLensTest',
];

/**
 * `missing`: `kind=generated` routes of routes.tsv that are not generated. `extra`: generated routes that
 * routes.tsv does not list as `generated`. Every other generated route of routes.tsv is produced.
 */
export const SPEC_ROUTE_DIFFERENCES: { missing: SpecRouteDifference[]; extra: SpecRouteDifference[] } = {
  missing: [
    {
      route: `${V3}/core/UniswapV3PoolDeployer`,
      reason: '@uniswap/v3-core 1.0.1 ships neither the source nor the ABI artifact of UniswapV3PoolDeployer.',
    },
    {
      route: `${V3}/core/libraries/SecondsOutside`,
      reason: 'The SecondsOutside library is not part of @uniswap/v3-core 1.0.1 (removed before the release).',
    },
    {
      route: `${V3}/periphery/libraries/WeightedOracleLibrary`,
      reason: 'WeightedOracleLibrary is not part of @uniswap/v3-periphery 1.4.4.',
    },
    {
      route: `${V3}/periphery/staker/Design`,
      reason: 'A design document, not a contract; @uniswap/v3-staker 1.0.0 does not ship docs/Design.md.',
    },
    ...V3_PERIPHERY_TESTS.map((name) => ({
      route: `${V3}/periphery/test/${name}`,
      reason: '@uniswap/v3-periphery 1.4.4 leaves contracts/test out of the package (no source, no artifact).',
    })),
    {
      route: `${V4}/core/interfaces/IProtocolFeeController`,
      reason:
        'Removed before @uniswap/v4-core 1.0: the protocol fee controller is a plain address (IProtocolFees.protocolFeeController).',
    },
    {
      route: `${V4}/core/test/ProtocolFeeControllerTest`,
      reason: 'Removed from @uniswap/v4-core src/test together with IProtocolFeeController.',
    },
  ],
  extra: [
    {
      route: `${V3}/periphery/base/PeripheryValidation`,
      reason: 'In @uniswap/v3-periphery 1.4.4 contracts/base; not in routes.tsv.',
    },
    {
      route: `${V3}/periphery/libraries/PositionValue`,
      reason: 'In @uniswap/v3-periphery 1.4.4 contracts/libraries; not in routes.tsv.',
    },
    {
      route: `${V3}/periphery/libraries/SqrtPriceMathPartial`,
      reason: 'In @uniswap/v3-periphery 1.4.4 contracts/libraries; not in routes.tsv.',
    },
    {
      route: `${V4}/core/types/PoolOperation`,
      reason:
        '@uniswap/v4-core 1.0.2 moved ModifyLiquidityParams and SwapParams out of IPoolManager into types/PoolOperation.sol.',
    },
    {
      route: `${V4}/errors/errors`,
      reason:
        'routes.tsv lists the errors index as kind=written; this plugin generates it, so no written page may sit at that path.',
    },
    ...[
      'hooks/BaseTokenWrapperHook',
      'hooks/WETHHook',
      'hooks/WstETHHook',
      'hooks/WstETHRoutingHook',
      'utils/HookMiner',
    ].map((page) => ({
      route: `${V4}/periphery/${page}`,
      reason: `In @uniswap/v4-periphery 1.0.3 (src/${page.startsWith('hooks/BaseToken') ? 'base/' : ''}${page}.sol); not in routes.tsv.`,
    })),
    ...['IMsgSender', 'IPermit2Forwarder', 'IPoolInitializer_v4', 'IStateView', 'IUnorderedNonce', 'IWstETH'].map(
      (name) => ({
        route: `${V4}/periphery/interfaces/${name}`,
        reason: `In @uniswap/v4-periphery 1.0.3 (src/interfaces/${name === 'IWstETH' ? 'external/' : ''}${name}.sol); not in routes.tsv.`,
      }),
    ),
  ],
};
