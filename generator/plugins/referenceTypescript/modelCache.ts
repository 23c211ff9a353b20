// Caches extracted package models, keyed by package name and version (the cache's fingerprint covers the extractor).
import { contentKey, type CacheEntries } from '../../cache/buildCache.js';
import type { PackageModel } from './model.js';
import type { ResolvedPackage } from './resolvePackages.js';

/**
 * The key of a package's model: name@version, the entry file, and the set of configured packages (cross-package
 * links are resolved at extraction).
 */
function modelKey(pkg: ResolvedPackage, all: ResolvedPackage[]): string {
  return contentKey(`${pkg.name}@${pkg.version}`, pkg.entry, ...all.map((p) => `${p.name}@${p.version}`).sort());
}

/** The cached model, or undefined when there is none or it does not describe `pkg`. */
export function readCachedModel(
  cache: CacheEntries,
  pkg: ResolvedPackage,
  all: ResolvedPackage[],
): PackageModel | undefined {
  const model = cache.get<PackageModel>('reference-typescript', modelKey(pkg, all));
  const valid =
    model?.name === pkg.name &&
    model.version === pkg.version &&
    Array.isArray(model.items) &&
    Array.isArray(model.diagnostics);
  return valid ? model : undefined;
}

/** Stores a model. */
export function writeCachedModel(
  cache: CacheEntries,
  pkg: ResolvedPackage,
  all: ResolvedPackage[],
  model: PackageModel,
): void {
  cache.put('reference-typescript', modelKey(pkg, all), model);
}
