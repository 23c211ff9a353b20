// Finds each configured package on disk: its folder, version and declaration entry file.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../pluginApi.js';
import type { ReferencePackageOptions } from './options.js';

/** A package ready to be read: where it is and what version it is. */
export interface ResolvedPackage {
  name: string;
  version: string;
  /** Absolute package folder. */
  dir: string;
  /** Absolute path of the root declaration file. */
  entry: string;
  routeBase: string;
}

interface PackageJson {
  version?: string;
  types?: string;
  typings?: string;
  exports?: Record<string, unknown> | string;
}

/** Resolves every package; one that cannot be found becomes a warning and is left out. */
export function resolvePackages(
  packages: ReferencePackageOptions[],
  rootDir: string,
): { packages: ResolvedPackage[]; diagnostics: Diagnostic[] } {
  const resolved: ResolvedPackage[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const options of packages) {
    const result = resolvePackage(options, rootDir);
    if ('diagnostic' in result) diagnostics.push(result.diagnostic);
    else resolved.push(result);
  }
  return { packages: resolved, diagnostics };
}

function resolvePackage(
  options: ReferencePackageOptions,
  rootDir: string,
): ResolvedPackage | { diagnostic: Diagnostic } {
  const dir = path.resolve(rootDir, options.dir ?? path.join('node_modules', options.name));
  const manifestPath = path.join(dir, 'package.json');
  const manifest = readManifest(manifestPath);
  if (!manifest) {
    return {
      diagnostic: {
        severity: 'warning',
        message: `reference-typescript: package ${options.name} is not installed (no ${manifestPath}); its reference pages are skipped`,
        file: `${options.name}/package.json`,
        hint: `Install ${options.name} or remove it from the plugin's packages option.`,
      },
    };
  }
  const entry = path.join(dir, declarationEntryOf(manifest));
  if (!existsSync(entry)) {
    return {
      diagnostic: {
        severity: 'warning',
        message: `reference-typescript: declaration entry ${path.relative(dir, entry)} of ${options.name} does not exist; its reference pages are skipped`,
        file: `${options.name}/package.json`,
        hint: 'Check the "types" field of the package, or reinstall it.',
      },
    };
  }
  // TypeScript reports files by their real path; a linked package must be compared by its real path too.
  const realDir = realpathSync(dir);
  const realEntry = realpathSync(entry);
  return {
    name: options.name,
    version: manifest.version ?? '0.0.0',
    dir: realDir,
    entry: realEntry,
    routeBase: trimSlash(options.routeBase),
  };
}

function readManifest(file: string): PackageJson | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  } catch {
    return undefined;
  }
}

/** The package's own declaration entry: `exports["."].types`, then `types`/`typings`, then index.d.ts. */
function declarationEntryOf(manifest: PackageJson): string {
  const root = typeof manifest.exports === 'object' ? manifest.exports['.'] : undefined;
  const fromExports = root && typeof root === 'object' ? (root as { types?: unknown }).types : undefined;
  if (typeof fromExports === 'string') return fromExports;
  return manifest.types ?? manifest.typings ?? 'index.d.ts';
}

function trimSlash(route: string): string {
  return route.endsWith('/') ? route.slice(0, -1) : route;
}
