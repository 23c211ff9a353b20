// Where the import paths of Solidity examples point inside node_modules, per compiler.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SolcVersion } from './solidityPragma.js';

/** An import prefix and the folder under node_modules it reads from. */
export interface ImportRoot {
  prefix: string;
  dir: string;
}

/** Prefixes both compilers resolve: the pinned Uniswap contract packages. */
const UNISWAP_ROOTS: ImportRoot[] = [
  { prefix: '@uniswap/v4-core/', dir: '@uniswap/v4-core/' },
  { prefix: '@uniswap/v4-periphery/', dir: '@uniswap/v4-periphery/' },
  { prefix: '@uniswap/v3-core/', dir: '@uniswap/v3-core/' },
  { prefix: '@uniswap/v3-periphery/', dir: '@uniswap/v3-periphery/' },
  { prefix: '@uniswap/v2-core/', dir: '@uniswap/v2-core/' },
  { prefix: '@uniswap/v2-periphery/', dir: '@uniswap/v2-periphery/' },
  // What v2/v3 periphery import themselves.
  { prefix: '@uniswap/lib/', dir: '@uniswap/lib/' },
  { prefix: 'base64-sol/', dir: 'base64-sol/' },
];

/**
 * The 0.8 world is the one v4 ships with: its git submodules (solmate, forge-std, OpenZeppelin 5)
 * and Permit2 from v4-periphery's submodule. The Universal Router package comes with the router SDK.
 */
const SOLC_08_ROOTS: ImportRoot[] = [
  ...UNISWAP_ROOTS,
  { prefix: '@uniswap/universal-router/', dir: '@uniswap/universal-router/' },
  { prefix: 'permit2/', dir: '@uniswap/v4-periphery/lib/permit2/' },
  { prefix: 'solmate/', dir: '@uniswap/v4-core/lib/solmate/' },
  { prefix: 'forge-std/', dir: '@uniswap/v4-core/lib/forge-std/src/' },
  { prefix: 'ds-test/', dir: '@uniswap/v4-core/lib/solmate/lib/ds-test/src/' },
  { prefix: '@openzeppelin/contracts/', dir: '@uniswap/v4-core/lib/openzeppelin-contracts/contracts/' },
];

/** v3 periphery needs OpenZeppelin 3.4 (`@openzeppelin/contracts` in node_modules is 3.4.2-solc-0.7). */
const SOLC_07_ROOTS: ImportRoot[] = [
  ...UNISWAP_ROOTS,
  { prefix: '@openzeppelin/contracts/', dir: '@openzeppelin/contracts/' },
];

/** The import roots a compiler resolves, longest prefix first. */
export function importRoots(version: SolcVersion): ImportRoot[] {
  const roots = version === '0.7.6' ? SOLC_07_ROOTS : SOLC_08_ROOTS;
  return [...roots].sort((a, b) => b.prefix.length - a.prefix.length);
}

/**
 * solc remappings applied to every source: v4-periphery spells OpenZeppelin `openzeppelin-contracts/`;
 * mapping it onto `@openzeppelin/contracts/` keeps one source unit per file, so an example importing
 * both spellings does not get each contract declared twice.
 */
export function globalRemappings(version: SolcVersion): string[] {
  return version === '0.7.6' ? [] : ['openzeppelin-contracts/contracts/=@openzeppelin/contracts/'];
}

/** The packages whose versions decide what imports resolve to (part of the cache key). */
export function importedPackages(version: SolcVersion): string[] {
  const names = importRoots(version).map((root) => root.dir.split('/').slice(0, root.dir.startsWith('@') ? 2 : 1).join('/'));
  return [...new Set(names)].sort();
}

/** What solc's import callback returns. */
export type ImportResult = { contents: string } | { error: string };

/** An import callback for solc: reads `path` from node_modules through the compiler's import roots. */
export function createImportResolver(version: SolcVersion, nodeModulesDir: string): (path: string) => ImportResult {
  const roots = importRoots(version);
  return (path) => {
    const root = roots.find((r) => path.startsWith(r.prefix));
    const pageFile = /\.mdx?\/(.+)$/.exec(path);
    if (!root && pageFile) {
      return { error: `this page has no complete solidity block titled "${pageFile[1]}" (fragments are not compiled, so they cannot be imported).` };
    }
    if (!root) {
      const known = roots.map((r) => r.prefix).join(', ');
      return { error: `no import root for "${path}". Import from one of ${known}, or name another block of this page by its title="..." path.` };
    }
    try {
      return { contents: readFileSync(join(nodeModulesDir, root.dir, path.slice(root.prefix.length)), 'utf8') };
    } catch {
      return { error: `"${path}" does not exist in node_modules/${root.dir} (solc ${version}).` };
    }
  };
}
