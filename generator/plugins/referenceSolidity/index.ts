// The reference-solidity plugin: reference pages for the Solidity sources of the pinned Uniswap packages.
import type { Diagnostic, Plugin, PluginContent, SourceFile } from '../pluginApi.js';
import { REFERENCE_CATEGORIES, renderCategories, type CategorySettings } from './categories.js';
import { renderErrorsIndex, type ErrorsIndexOptions } from './errorsIndex.js';
import { withInferredBases } from './inferAbiBases.js';
import { findPackages, loadPackages, type FoundPackage, type LoadedPackage } from './loadPackages.js';
import type { CacheEntries } from '../../cache/buildCache.js';
import { outputCacheKey, readOutputCache, writeOutputCache, type GeneratedReference } from './outputCache.js';
import type { SolidityPackage } from './packageConfig.js';
import { planPages } from './planPages.js';
import { buildGroups } from './referenceGroup.js';
import { renderPage } from './renderPage.js';
import { UNISWAP_SOLIDITY_PACKAGES, V4_ERRORS_ROUTE } from './uniswapPackages.js';

export type { SolidityPackage, FilePageRule } from './packageConfig.js';
export type { CategorySettings } from './categories.js';
export type { ErrorsIndexOptions } from './errorsIndex.js';
export { UNISWAP_SOLIDITY_PACKAGES, V4_ERRORS_ROUTE } from './uniswapPackages.js';
export { REFERENCE_CATEGORIES } from './categories.js';
export { SPEC_ROUTE_DIFFERENCES, type SpecRouteDifference } from './specDifferences.js';
export { findPackages, loadPackages, type FoundPackage, type LoadedPackage } from './loadPackages.js';

/** Options of `referenceSolidity()`; every field has a default for the Uniswap docs. */
export interface ReferenceSolidityOptions {
  /** Packages to document. Default: v4-core, v4-periphery, v3-core, v3-periphery (+ base64-sol, v3-staker). */
  packages?: SolidityPackage[];
  /** The custom errors index, or `false` for none. Default: v4 errors at `/contracts/v4/reference/errors/errors`. */
  errorsIndex?: ErrorsIndexOptions | false;
  /** Folders under which `_category_.json` files are written (root included); `[]` for none. Default: the v3 and v4 reference roots. */
  categoryRoots?: string[];
  /** Sidebar settings per folder route. Default: the reference rows of categories.tsv. */
  categories?: Record<string, CategorySettings>;
}

/** The default errors index: v4 core and periphery. */
const V4_ERRORS_INDEX: ErrorsIndexOptions = {
  group: 'v4',
  route: V4_ERRORS_ROUTE,
  title: 'Custom Error Selectors',
  note: 'When a hook or token call fails, the PoolManager reverts with `WrappedError(address,bytes4,bytes,bytes)` from `CustomRevert`, whose `reason` argument holds the original revert data.',
};

const DEFAULT_CATEGORY_ROOTS = ['/contracts/v3/reference', '/contracts/v4/reference'];

/** The reference-solidity plugin: one page per Solidity source file of the configured packages. */
export function referenceSolidity(options: ReferenceSolidityOptions = {}): Plugin {
  return {
    name: 'reference-solidity',
    async loadContent(ctx): Promise<PluginContent> {
      // Its pages are docs of the config's folder: a build of another folder would drop them.
      if (ctx.otherDocsFolder) return {};
      const { found, diagnostics } = await findPackages(options.packages ?? UNISWAP_SOLIDITY_PACKAGES, ctx.rootDir);
      const key = outputCacheKey(found, options);
      const output = (await readOutputCache(ctx.cache, key)) ?? (await generate(found, options, ctx.cache, key));
      return { docs: output.docs, diagnostics: [...diagnostics, ...output.diagnostics] };
    },
  };
}

/** Parses (or reads the parse cache), builds the pages and stores them in the output cache. */
async function generate(
  found: FoundPackage[],
  options: ReferenceSolidityOptions,
  cache: CacheEntries,
  key: string,
): Promise<GeneratedReference> {
  const loaded = await loadPackages(found, cache);
  const built = buildSolidityReference(loaded.packages, options);
  const output = { docs: built.docs, diagnostics: [...loaded.diagnostics, ...built.diagnostics] };
  writeOutputCache(cache, key, output);
  return output;
}

/** Reference pages, errors index and category files for already loaded packages. */
export function buildSolidityReference(
  packages: LoadedPackage[],
  options: ReferenceSolidityOptions = {},
): { docs: SourceFile[]; diagnostics: Diagnostic[] } {
  const groups = buildGroups(planPages(withInferredBases(packages)));
  const docs: SourceFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const group of groups) {
    for (const page of group.pages) {
      for (const route of page.routes) {
        const owner = seen.get(route);
        if (owner) diagnostics.push(duplicateRoute(route, owner, page.fileKey));
        else {
          seen.set(route, page.fileKey);
          docs.push(renderPage(page, route, group));
        }
      }
    }
    const errorsIndex = options.errorsIndex === undefined ? V4_ERRORS_INDEX : options.errorsIndex;
    if (errorsIndex && errorsIndex.group === group.name) {
      docs.push(renderErrorsIndex(group, errorsIndex));
      seen.set(errorsIndex.route, 'errors index');
    }
    diagnostics.push(...group.docs.diagnostics);
  }
  docs.push(
    ...renderCategories(
      [...seen.keys()],
      options.categoryRoots ?? DEFAULT_CATEGORY_ROOTS,
      options.categories ?? REFERENCE_CATEGORIES,
    ),
  );
  return { docs, diagnostics };
}

function duplicateRoute(route: string, first: string, second: string): Diagnostic {
  return {
    severity: 'warning',
    message: `Two Solidity files map to the reference route ${route}: ${first} and ${second}; the second is skipped.`,
    file: second,
    hint: 'Give one of them its own route in the package rules (files → routes).',
  };
}
