// Gets the model of every package: from the cache when it is warm, else by parsing the declarations.
import { runWorkerJob } from '../../workerJob.js';
import type { ModelsToExtract } from './extractPackageModels.js';
import type { PackageModel } from './model.js';
import type { ResolvedPackage } from './resolvePackages.js';
import type { CacheEntries } from '../../cache/buildCache.js';
import { readCachedModel, writeCachedModel } from './modelCache.js';

/** The models, in package order, and the names of the packages that had to be parsed. */
export interface LoadedModels {
  models: PackageModel[];
  parsed: string[];
}

/** Loads models; with no `cache` every package is parsed. TypeScript is imported only when something must be parsed. */
export async function loadPackageModels(
  packages: ResolvedPackage[],
  cache: CacheEntries | undefined,
): Promise<LoadedModels> {
  const cached = new Map<string, PackageModel>();
  for (const pkg of packages) {
    const model = cache && readCachedModel(cache, pkg, packages);
    if (model) cached.set(pkg.name, model);
  }
  const missing = packages.filter((pkg) => !cached.has(pkg.name));
  if (missing.length > 0) {
    // Loading the TypeScript compiler alone costs hundreds of milliseconds; a warm build never pays it. A cold one
    // pays it on a worker thread, with the extraction, while the other plugins load their content on this one.
    const extractHere = async (input: ModelsToExtract) =>
      (await import('./extractPackageModels.js')).extractModels(input);
    const extracted = await runWorkerJob<ModelsToExtract, PackageModel[]>(
      'generator/plugins/referenceTypescript/extractModelsWorker.ts',
      { all: packages, targets: missing },
      extractHere,
    );
    for (const model of extracted) {
      cached.set(model.name, model);
      const pkg = packages.find((p) => p.name === model.name);
      if (cache && pkg) writeCachedModel(cache, pkg, packages, model);
    }
  }
  const models = packages.map((pkg) => cached.get(pkg.name)).filter((m): m is PackageModel => m !== undefined);
  return { models, parsed: missing.map((pkg) => pkg.name) };
}
