// Compiles the Solidity examples of many pages with as few solc runs as possible, cached on disk.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { CodeBlock } from './extractCodeBlocks.js';
import { type BlockFinding, type CheckOutcome, findingsToFailures } from './exampleFailure.js';
import { cacheKey, createExampleCache } from './exampleCache.js';
import { createSolcPool, type SolcPool } from './solcPool.js';
import type { SolcError } from './solcWorker.js';
import { EXAMPLE_OUTPUTS, groupSolidityBlocks, type SolidityGroup, solcSettings, standardJsonInput } from './solidityInput.js';
import { globalRemappings, importedPackages, importRoots } from './solidityImports.js';
import type { SolcVersion } from './solidityPragma.js';

/** Where to find packages and keep verdicts. */
export interface SolidityCheckOptions {
  rootDir: string;
  /** Folder of cached verdicts; none means compile everything. */
  cacheDir?: string;
  /** solc processes to run at once (default: one per core). */
  workers?: number;
}

/** Compiles every complete Solidity block of `blocks`; a failure names the page, the line and solc's message. */
export async function compileSolidityExamples(blocks: CodeBlock[], options: SolidityCheckOptions): Promise<CheckOutcome> {
  const nodeModulesDir = join(options.rootDir, 'node_modules');
  const cache = createExampleCache(options.cacheDir);
  const groups = groupSolidityBlocks(blocks);
  const keys = new Map(groups.map((g) => [g, groupCacheKey(g, nodeModulesDir)]));
  const verdicts = new Map<SolidityGroup, BlockFinding[]>();
  for (const group of groups) {
    const cached = cache.get(keys.get(group)!);
    if (cached) verdicts.set(group, cached);
  }
  const pending = groups.filter((g) => !verdicts.has(g));
  if (pending.length > 0) {
    const workers = options.workers ?? availableParallelism();
    const pool = createSolcPool(nodeModulesDir, workers);
    try {
      const settled = await Promise.all(batches(pending, workers).map((batch) => settleBatch(pool, batch)));
      for (const [group, findings] of settled.flatMap((m) => [...m])) {
        verdicts.set(group, findings);
        cache.set(keys.get(group)!, findings);
      }
    } finally {
      pool.close();
    }
  }
  const failures = groups.flatMap((g) => findingsToFailures(g.blocks, verdicts.get(g) ?? [], `solc ${g.version}`));
  return { failures, compiled: pending.length, cached: groups.length - pending.length };
}

function groupCacheKey(group: SolidityGroup, nodeModulesDir: string): string {
  const packages = [group.version === '0.7.6' ? 'solc-0.7.6' : 'solc', ...importedPackages(group.version)];
  const versions = packages.map((name) => `${name}@${packageVersion(nodeModulesDir, name)}`);
  const sources = group.units.map((unit, i) => [unit, group.blocks[i]!.code]);
  const resolution = [importRoots(group.version), globalRemappings(group.version)];
  return cacheKey(['solidity', group.version, versions, solcSettings(group.version), EXAMPLE_OUTPUTS, resolution, sources]);
}

const versionCache = new Map<string, string>();
function packageVersion(nodeModulesDir: string, name: string): string {
  const path = join(nodeModulesDir, name, 'package.json');
  if (!versionCache.has(path)) {
    try {
      versionCache.set(path, (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version);
    } catch {
      versionCache.set(path, 'missing');
    }
  }
  return versionCache.get(path)!;
}

/**
 * Splits groups per compiler into about `workers` batches of similar cost. solc generates a deployed
 * dependency's bytecode once per run however many contracts deploy it (tests built on v4-core's
 * Deployers deploy PoolManager and its test routers), so groups with the same imports stay together.
 */
function batches(groups: SolidityGroup[], workers: number): SolidityGroup[][] {
  const result: SolidityGroup[][] = [];
  for (const version of new Set(groups.map((g) => g.version))) {
    const same = groups.filter((g) => g.version === version).sort((a, b) => importSignature(a).localeCompare(importSignature(b)));
    const total = same.reduce((sum, g) => sum + estimatedCost(g), 0);
    const count = Math.min(workers, same.length);
    const own: SolidityGroup[][] = [[]];
    let cost = 0;
    for (const group of same) {
      // Open the next batch once the ones so far hold their share of the total cost.
      if (own.length < count && cost >= (total * own.length) / count) own.push([]);
      own.at(-1)!.push(group);
      cost += estimatedCost(group);
    }
    result.push(...own);
  }
  return result;
}

/** Relative compile cost: a page whose blocks use test tools costs about three plain ones. */
function estimatedCost(group: SolidityGroup): number {
  return group.blocks.length * (usesTestTools(group) ? 3 : 1);
}

function usesTestTools(group: SolidityGroup): boolean {
  return packageImports(group).some((path) => path.startsWith('forge-std/') || path.includes('/test/'));
}

function packageImports(group: SolidityGroup): string[] {
  return [...new Set(group.blocks.flatMap((b) => [...b.code.matchAll(/import\s[^"']*["']([^"'.][^"']*)["']/g)].map((m) => m[1]!)))].sort();
}

/** A sort key: groups using test tools first, then by their package imports. */
function importSignature(group: SolidityGroup): string {
  return `${usesTestTools(group) ? 0 : 1}\n${packageImports(group).join('\n')}`;
}

/**
 * Compiles a batch and gives every group its verdict. solc stops early on some errors, so groups
 * without an error of their own are compiled again without the failing ones; an error located in
 * a dependency cannot be pinned on a page, so such a batch is split in two until it can.
 */
async function settleBatch(pool: SolcPool, groups: SolidityGroup[]): Promise<Map<SolidityGroup, BlockFinding[]>> {
  const version: SolcVersion = groups[0]!.version;
  const errors = (await pool.compile(version, JSON.stringify(standardJsonInput(groups, version)))).filter((e) => e.severity === 'error');
  const verdicts = new Map<SolidityGroup, BlockFinding[]>();
  if (errors.length === 0) {
    for (const group of groups) verdicts.set(group, []);
    return verdicts;
  }
  const { placed, unplaced } = placeErrors(errors, groups);
  if (groups.length === 1) {
    verdicts.set(groups[0]!, [...(placed.get(groups[0]!) ?? []), ...unplaced.map((e) => dependencyFinding(e, groups[0]!))]);
    return verdicts;
  }
  for (const [group, findings] of placed) verdicts.set(group, findings);
  const rest = groups.filter((g) => !placed.has(g));
  if (rest.length === 0) return verdicts;
  const parts = unplaced.length > 0 && rest.length > 1 ? [rest.slice(0, rest.length >> 1), rest.slice(rest.length >> 1)] : [rest];
  for (const settled of await Promise.all(parts.map((part) => settleBatch(pool, part)))) {
    for (const [group, findings] of settled) verdicts.set(group, findings);
  }
  return verdicts;
}

/** Sorts errors into those inside a group's own blocks (as block findings) and the rest. */
function placeErrors(errors: SolcError[], groups: SolidityGroup[]): { placed: Map<SolidityGroup, BlockFinding[]>; unplaced: SolcError[] } {
  const owners = new Map<string, { group: SolidityGroup; block: number }>();
  for (const group of groups) group.units.forEach((unit, block) => owners.set(unit, { group, block }));
  const placed = new Map<SolidityGroup, BlockFinding[]>();
  const unplaced: SolcError[] = [];
  for (const error of errors) {
    const owner = error.sourceLocation && owners.get(error.sourceLocation.file);
    if (!owner) {
      unplaced.push(error);
      continue;
    }
    const { line, column } = lineAndColumn(owner.group.blocks[owner.block]!.code, error.sourceLocation!.start);
    const findings = placed.get(owner.group) ?? [];
    placed.set(owner.group, findings);
    findings.push({ block: owner.block, line, column, message: `${error.type}: ${error.message}` });
  }
  return { placed, unplaced };
}

/**
 * An error in an imported file, reported with the file solc named: on the line importing that file
 * when a block imports it directly, otherwise on the group's first line.
 */
function dependencyFinding(error: SolcError, group: SolidityGroup): BlockFinding {
  const message = `${error.type}: ${error.message}`;
  const file = error.sourceLocation?.file;
  const where = /-->\s*(\S+?):?$/m.exec(error.formattedMessage ?? '')?.[1] ?? file;
  const located = where ? `${message} (in ${where})` : message;
  for (const [block, { code }] of group.blocks.entries()) {
    const index = file ? Math.max(code.indexOf(`"${file}"`), code.indexOf(`'${file}'`)) : -1;
    if (index >= 0) return { block, line: code.slice(0, index).split('\n').length, message: located };
  }
  return { block: 0, line: 1, message: located };
}

/** solc locations are UTF-8 byte offsets; this turns one into a 1-based line and column of the text. */
export function lineAndColumn(code: string, byteOffset: number): { line: number; column: number } {
  const before = Buffer.from(code, 'utf8').subarray(0, Math.max(0, byteOffset)).toString('utf8');
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}
