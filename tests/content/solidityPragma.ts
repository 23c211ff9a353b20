// Picks the solc release for a Solidity example from its `pragma solidity` line.

/** The compilers the test suite ships: solc 0.8.26 (`solc`) and solc 0.7.6 (`solc-0.7.6`). */
export type SolcVersion = '0.8.26' | '0.7.6';

/** Newest first: the first one a pragma admits is used. */
const SOLC_VERSIONS: readonly SolcVersion[] = ['0.8.26', '0.7.6'];

type Triple = [number, number, number];

/** The first `pragma solidity ...;` of a source, without the keywords (`^0.8.24`), if any. */
export function versionPragma(source: string): string | undefined {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
  return /pragma\s+solidity\s+([^;]+);/.exec(withoutComments)?.[1]?.trim();
}

/**
 * The shipped compiler for a source: the newest one its pragma admits; 0.8.26 when it has no pragma
 * or one that no shipped compiler satisfies (solc then reports the mismatch on the pragma line).
 */
export function solcVersionFor(source: string): SolcVersion {
  const pragma = versionPragma(source);
  if (pragma === undefined) return '0.8.26';
  return SOLC_VERSIONS.find((version) => pragmaAdmits(pragma, version)) ?? '0.8.26';
}

/** Whether a Solidity version pragma (`>=0.7.0 <0.8.0`, `^0.8.0 || =0.7.6`) admits a version. */
export function pragmaAdmits(pragma: string, version: SolcVersion): boolean {
  const target = parseTriple(version);
  return pragma.split('||').some((range) =>
    range
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((comparator) => comparatorAdmits(comparator, target)),
  );
}

function comparatorAdmits(comparator: string, target: Triple): boolean {
  const match = /^(>=|<=|>|<|=|\^|~)?v?(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?$/.exec(comparator);
  if (!match) return false;
  const [, operator = '=', major, minor, patch] = match;
  const parts = [major, minor, patch].map((p) => (p === undefined || p === 'x' || p === '*' ? undefined : Number(p)));
  const base: Triple = [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
  const cmp = compareTriples(target, base);
  switch (operator) {
    case '>=':
      return cmp >= 0;
    case '>':
      return cmp > 0;
    case '<=':
      return cmp <= 0;
    case '<':
      return cmp < 0;
    case '^':
      return cmp >= 0 && compareTriples(target, caretCeiling(base)) < 0;
    case '~':
      return cmp >= 0 && compareTriples(target, [base[0], base[1] + 1, 0]) < 0;
    default:
      // `=0.8` or `0.8.x` admits every patch of 0.8, as in semver.
      return parts.every((p, i) => p === undefined || p === target[i]);
  }
}

/** `^` pins the leftmost non-zero part: ^0.8.1 < 0.9.0, ^1.2.3 < 2.0.0. */
function caretCeiling([major, minor, patch]: Triple): Triple {
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function parseTriple(version: string): Triple {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return [major, minor, patch];
}

function compareTriples(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
