// Caches extracted package models in the plugin cache folder, keyed by package name and version.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatorDir } from '../../paths.js';
import type { PackageModel } from './model.js';
import type { ResolvedPackage } from './resolvePackages.js';

/** Bump when the extracted model changes shape or content, so old cache files are not read. */
export const MODEL_SCHEMA_VERSION = 1;

/** The modules whose code decides what a model holds. */
const extractorModules = [
  'model', 'typescriptApi', 'loadDeclarations', 'extractPackageModels', 'extractContext',
  'extractItem', 'extractMembers', 'readSignature', 'readTypeText', 'readDocComment',
];

let fingerprint: string | undefined;

/** A hash of the extractor's source, so an edited extractor never reads a model an older one wrote. */
function extractorFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const dir = path.join(generatorDir, 'plugins/referenceTypescript');
  const hash = createHash('sha256');
  for (const name of extractorModules) {
    for (const extension of ['.ts', '.js']) {
      try {
        hash.update(readFileSync(path.join(dir, `${name}${extension}`)));
        break;
      } catch {
        // Not there under this extension; the schema version still guards the key.
      }
    }
  }
  fingerprint = hash.digest('hex');
  return fingerprint;
}

/**
 * The cache file of a package. The key is name@version, plus a short hash of what else changes the model: the schema
 * and extractor code, the entry file, and the set of configured packages (cross-package links are resolved at extraction).
 */
export function modelCacheFile(cacheDir: string, pkg: ResolvedPackage, all: ResolvedPackage[]): string {
  const context = {
    schema: MODEL_SCHEMA_VERSION,
    extractor: extractorFingerprint(),
    entry: pkg.entry,
    packages: all.map((p) => `${p.name}@${p.version}`).sort(),
  };
  const hash = createHash('sha256').update(JSON.stringify(context)).digest('hex').slice(0, 12);
  const safeName = pkg.name.replace(/^@/, '').replace(/\//g, '__');
  return path.join(cacheDir, 'reference-typescript', `${safeName}@${pkg.version}-${hash}.json`);
}

/** The cached model, or undefined when there is none or it is unreadable. */
export function readCachedModel(file: string, pkg: ResolvedPackage): PackageModel | undefined {
  try {
    const model = JSON.parse(readFileSync(file, 'utf8')) as PackageModel;
    const valid = model.name === pkg.name && model.version === pkg.version && Array.isArray(model.items) && Array.isArray(model.diagnostics);
    return valid ? model : undefined;
  } catch {
    return undefined;
  }
}

/** Writes a model atomically, so a build killed mid-write never leaves a truncated cache file. */
export function writeCachedModel(file: string, model: PackageModel): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(model));
  renameSync(temporary, file);
}
