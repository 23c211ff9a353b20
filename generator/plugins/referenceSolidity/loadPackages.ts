// Finds the configured packages on disk and parses their sources, or takes the parse from the cache.
import { readdir, readFile } from 'node:fs/promises';
import { isAbsolute, join, posix } from 'node:path';
import type { Diagnostic } from '../pluginApi.js';
import { readAbiArtifact } from './abiArtifact.js';
import type { ParsedPackage, SolFile } from './model.js';
import type { SolidityPackage } from './packageConfig.js';
import type { CacheEntries } from '../../cache/buildCache.js';
import { readParseCache, writeParseCache } from './parseCache.js';
import { runWorkerJob } from '../../workerJob.js';

/** A configured package that is installed: where and at which version. */
export interface FoundPackage {
  config: SolidityPackage;
  dir: string;
  version: string;
}

/** A package that was found, with its parsed sources. */
export interface LoadedPackage {
  config: SolidityPackage;
  version: string;
  files: SolFile[];
  /** Whether the parse came from the cache. */
  fromCache: boolean;
}

/** Every package found, plus diagnostics for parse failures and missing packages. */
export interface LoadedPackages {
  packages: LoadedPackage[];
  diagnostics: Diagnostic[];
}

/** The installed packages of `configs` with their versions; a warning for each missing one that is not optional. */
export async function findPackages(
  configs: SolidityPackage[],
  rootDir: string,
): Promise<{ found: FoundPackage[]; diagnostics: Diagnostic[] }> {
  const versions = await Promise.all(configs.map((config) => readVersion(packageDir(config, rootDir))));
  const found: FoundPackage[] = [];
  const diagnostics: Diagnostic[] = [];
  configs.forEach((config, i) => {
    const version = versions[i];
    if (version !== undefined) found.push({ config, dir: packageDir(config, rootDir), version });
    else if (!config.optional) diagnostics.push(missingPackage(config));
  });
  return { found, diagnostics };
}

/** Parses every found package, or takes its parse from the cache. */
export async function loadPackages(found: FoundPackage[], cache: CacheEntries): Promise<LoadedPackages> {
  const cached = await Promise.all(
    found.map((pkg) => readParseCache(cache, pkg.config.name, pkg.version, parseInputsKey(pkg.config))),
  );
  const missing = found.filter((_, i) => !cached[i]);
  const parsed =
    missing.length > 0
      ? await runWorkerJob<FoundPackage[], ParsedPackage[]>(
          'generator/plugins/referenceSolidity/parseWorker.ts',
          missing,
          parsePackages,
        )
      : [];
  missing.forEach((pkg, i) => writeParseCache(cache, parseInputsKey(pkg.config), parsed[i]!));
  const parsedOf = new Map(missing.map((pkg, i) => [pkg, parsed[i]!]));
  const parses = found.map((pkg, i) => cached[i] ?? parsedOf.get(pkg)!);
  return {
    packages: found.map(({ config, version }, i) => ({
      config,
      version,
      files: parses[i]!.files,
      fromCache: cached[i] !== undefined,
    })),
    diagnostics: parses.flatMap((p) => p.diagnostics),
  };
}

/**
 * Parses packages' sources. On a worker thread in a build (parseWorker.ts): the parsing, a large part of a cold
 * build, then runs beside this thread, which renders the written pages meanwhile.
 */
export async function parsePackages(packages: FoundPackage[]): Promise<ParsedPackage[]> {
  return Promise.all(packages.map(({ config, dir, version }) => parsePackage(config, dir, version)));
}

/** The configuration that decides what gets parsed: the source folder and the artifact list. */
function parseInputsKey(config: SolidityPackage): string {
  return JSON.stringify({ sourceDir: config.sourceDir, artifacts: config.artifacts ?? [] });
}

/** Absolute folder of a package. */
function packageDir(config: SolidityPackage, rootDir: string): string {
  const dir = config.dir ?? join('node_modules', config.name);
  return isAbsolute(dir) ? dir : join(rootDir, dir);
}

async function readVersion(dir: string): Promise<string | undefined> {
  try {
    return (JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return undefined;
  }
}

function missingPackage(config: SolidityPackage): Diagnostic {
  return {
    severity: 'warning',
    message: `Solidity package ${config.name} is not installed; its reference pages are not generated.`,
    file: 'package.json',
    hint: `Install ${config.name} (npm ci) or remove it from the referenceSolidity packages.`,
  };
}

/** Parses every `.sol` file of the package's source folder. */
async function parsePackage(config: SolidityPackage, dir: string, version: string): Promise<ParsedPackage> {
  // Loaded here, not at the top: a warm build never parses and should not pay for loading the parser.
  const { parseSolidityFile } = await import('./parseSource.js');
  const sourceRoot = join(dir, config.sourceDir);
  const relPaths = await listSolidityFiles(sourceRoot);
  const sources = await Promise.all(relPaths.map((rel) => readFile(join(sourceRoot, rel), 'utf8')));
  const parsed: ParsedPackage = { name: config.name, version, files: [], diagnostics: [] };
  relPaths.forEach((rel, i) => {
    const result = parseSolidityFile(config.name, posix.join(config.sourceDir, rel), sources[i]!);
    if (result.file) parsed.files.push(result.file);
    parsed.diagnostics.push(...result.diagnostics);
  });
  for (const artifact of config.artifacts ?? []) {
    const file = await readArtifact(config.name, dir, artifact, parsed.diagnostics);
    // A shipped source always wins over the ABI of the same contract.
    if (file && !parsed.files.some((f) => f.path === file.path)) parsed.files.push(file);
  }
  return parsed;
}

/** The ABI model of a compiled artifact, or a warning when it cannot be read. */
async function readArtifact(
  packageName: string,
  dir: string,
  artifact: string,
  diagnostics: Diagnostic[],
): Promise<SolFile | undefined> {
  try {
    return readAbiArtifact(artifact, await readFile(join(dir, artifact), 'utf8'));
  } catch (error) {
    diagnostics.push({
      severity: 'warning',
      message: `Cannot read the ABI artifact ${artifact}: ${error instanceof Error ? error.message : String(error)}`,
      file: `${packageName}/${artifact}`,
      hint: 'Check the package version, or remove the artifact from the package rules.',
    });
    return undefined;
  }
}

/** POSIX paths of the `.sol` files under `root`, sorted, skipping nested node_modules. */
async function listSolidityFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true });
  return entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => entry.endsWith('.sol') && !entry.split('/').includes('node_modules'))
    .sort();
}
