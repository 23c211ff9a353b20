// The plugin's work in one call: resolve packages, load models (cached), render the docs tree.
import type { Diagnostic, PluginContext } from '../pluginApi.js';
import { buildReferenceDocs, type ReferenceDocs } from './buildReferenceDocs.js';
import { loadPackageModels } from './loadPackageModels.js';
import { defaultCategoryLabels, defaultPackages, type ReferenceTypescriptOptions } from './options.js';
import { resolvePackages } from './resolvePackages.js';

/** What a build of the reference produced, with how long it took and whether it parsed anything. */
export interface SdkReferenceBuild {
  reference: ReferenceDocs;
  diagnostics: Diagnostic[];
  /** Versions of the documented packages by name. */
  versions: Record<string, string>;
  /** Packages parsed in this build (empty when the cache was warm). */
  parsed: string[];
  ms: number;
}

/** Builds the SDK reference for a site. */
export async function buildSdkReference(
  ctx: PluginContext,
  options: ReferenceTypescriptOptions = {},
): Promise<SdkReferenceBuild> {
  const started = performance.now();
  const configured = options.packages ?? defaultPackages;
  const resolved = resolvePackages(configured, ctx.rootDir);
  const { models, parsed } = await loadPackageModels(
    resolved.packages,
    options.cache === false ? undefined : ctx.cache,
  );
  const reference = buildReferenceDocs(models, {
    routeBases: new Map(resolved.packages.map((pkg) => [pkg.name, pkg.routeBase])),
    docsRouteBase: ctx.config?.docs?.routeBasePath ?? '/',
    overview: options.overview ?? 'embed',
    categoryLabels: { ...defaultCategoryLabels, ...options.categoryLabels },
  });
  return {
    reference,
    diagnostics: [...resolved.diagnostics, ...models.flatMap((model) => model.diagnostics)],
    versions: Object.fromEntries(models.map((model) => [model.name, model.version])),
    parsed,
    ms: performance.now() - started,
  };
}
