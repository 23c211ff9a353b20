// Turns a page's Solidity blocks into solc source units and builds the standard-JSON input for a batch of pages.
import type { CodeBlock } from './extractCodeBlocks.js';
import { globalRemappings } from './solidityImports.js';
import { type SolcVersion, solcVersionFor } from './solidityPragma.js';

/** The Solidity blocks of one page that one compiler checks together (they may import each other by title). */
export interface SolidityGroup {
  page: string;
  version: SolcVersion;
  blocks: CodeBlock[];
  /** The source unit name of each block, in the same order. */
  units: string[];
}

/** Languages whose blocks are compiled with solc. */
export const SOLIDITY_LANGS = new Set(['solidity', 'sol']);

/**
 * Groups complete Solidity blocks by page and compiler. A block is the unit `<page>/<title>`, or
 * `<page>/block-<n>.sol` (n counts the page's Solidity blocks) when it has no title, so relative
 * imports between titled blocks resolve the way they would in a project.
 */
export function groupSolidityBlocks(blocks: CodeBlock[]): SolidityGroup[] {
  const groups = new Map<string, SolidityGroup>();
  const pageUnits = new Map<string, Set<string>>();
  const pageCounts = new Map<string, number>();
  for (const block of blocks) {
    if (!SOLIDITY_LANGS.has(block.lang) || block.fragment) continue;
    const n = (pageCounts.get(block.page) ?? 0) + 1;
    pageCounts.set(block.page, n);
    const taken = pageUnits.get(block.page) ?? new Set<string>();
    pageUnits.set(block.page, taken);
    const unit = uniqueUnit(`${block.page}/${blockFileName(block, n)}`, taken);
    const version = solcVersionFor(block.code);
    const key = `${block.page}\0${version}`;
    const group = groups.get(key) ?? { page: block.page, version, blocks: [], units: [] };
    groups.set(key, group);
    group.blocks.push(block);
    group.units.push(unit);
  }
  return [...groups.values()];
}

function blockFileName(block: CodeBlock, n: number): string {
  const title = block.title?.replace(/^(\.\/|\/)+/, '');
  return title ? title : `block-${n}.sol`;
}

/** A page that shows two versions of one file keeps both: the second becomes `Name~2.sol`. */
function uniqueUnit(unit: string, taken: Set<string>): string {
  let candidate = unit;
  for (let i = 2; taken.has(candidate); i++) candidate = unit.replace(/(\.[^./]+)?$/, `~${i}$1`);
  taken.add(candidate);
  return candidate;
}

/** What solc produces for each example contract: bytecode, not just the AST, since code generation is where "stack too deep" and friends appear. */
export const EXAMPLE_OUTPUTS = ['evm.bytecode.object'];

/** solc settings shared by every compile of a version (part of the cache key). */
export function solcSettings(version: SolcVersion): Record<string, unknown> {
  const common = { optimizer: { enabled: true, runs: 200 } };
  // solc 0.7.6 rejects the `viaIR` key, and its default EVM (istanbul) is what v3 was built for.
  return version === '0.7.6' ? common : { ...common, evmVersion: 'cancun', viaIR: false };
}

/**
 * Remappings that let a page's blocks import each other Foundry-style (`import "src/Counter.sol"`):
 * each top-level folder of a titled block maps to the page's own copy, only for that page's units.
 */
function pageRemappings(group: SolidityGroup): string[] {
  const prefix = `${group.page}/`;
  const folders = new Set(group.units.map((u) => u.slice(prefix.length)).filter((p) => p.includes('/')).map((p) => p.split('/')[0]!));
  return [...folders].map((folder) => `${prefix}:${folder}/=${prefix}${folder}/`);
}

/** The standard-JSON input compiling (with bytecode) every block of `groups`, which share one compiler. */
export function standardJsonInput(groups: SolidityGroup[], version: SolcVersion): object {
  const sources: Record<string, { content: string }> = {};
  const outputSelection: Record<string, Record<string, string[]>> = {};
  for (const group of groups) {
    group.units.forEach((unit, i) => {
      sources[unit] = { content: group.blocks[i]!.code };
      outputSelection[unit] = { '*': EXAMPLE_OUTPUTS };
    });
  }
  const remappings = [...globalRemappings(version), ...groups.flatMap(pageRemappings)];
  return { language: 'Solidity', sources, settings: { ...solcSettings(version), remappings, outputSelection } };
}
