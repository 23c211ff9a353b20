// Constants quoted on a page next to their value (`MIN_TICK` (-887272), `SWEEP` (`0x14`), a flag's bit in a table
// row) equal the value the pinned Solidity packages define; a `1 << n` flag may also be quoted by its bit n.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SOLIDITY_SOURCE_DIRS, solidityFiles } from './solidityIndex.js';
import { findMarkdownFiles, pagePath } from './extractCodeBlocks.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A constant's value, and its bit index when it is a single bit. */
interface ConstantValue {
  value: bigint;
  bit?: number;
}

/** Integer literals, casts, unary minus and `a << b`: the expressions constants are written with. */
export function evaluate(expression: string): bigint | undefined {
  const text = expression.replace(/\b(u?int\d*|uint)\s*\(/g, '(').replace(/_/g, '').trim();
  const shift = /^\(?\s*(\w+)\s*<<\s*(\w+)\s*\)?$/.exec(text);
  if (shift) {
    const [a, b] = [evaluate(shift[1]!), evaluate(shift[2]!)];
    return a === undefined || b === undefined ? undefined : a << b;
  }
  const literal = /^\(?\s*(-?)\s*(0x[0-9a-fA-F]+|\d+)\s*\)?$/.exec(text);
  if (!literal) return undefined;
  const value = BigInt(literal[2]!);
  return literal[1] ? -value : value;
}

function readConstants(): Map<string, ConstantValue[]> {
  const constants = new Map<string, ConstantValue[]>();
  const texts = SOLIDITY_SOURCE_DIRS.flatMap((dir) => solidityFiles(join(rootDir, 'node_modules', dir))).map((file) => readFileSync(file, 'utf8'));
  for (const text of texts) {
    for (const match of text.matchAll(/\bconstant\s+([A-Z][A-Z0-9_]*)\s*=\s*([^;]+);/g)) {
      const value = evaluate(match[2]!);
      if (value === undefined) continue;
      const bit = value > 0n && (value & (value - 1n)) === 0n ? value.toString(2).length - 1 : undefined;
      constants.set(match[1]!, [...(constants.get(match[1]!) ?? []), { value, bit }]);
    }
  }
  return constants;
}

const constants = readConstants();

function pageNumber(text: string): bigint {
  return BigInt(text.replace(/[,_]/g, ''));
}

function matches(candidates: ConstantValue[], quoted: bigint, allowBit: boolean): boolean {
  return candidates.some((c) => c.value === quoted || (allowBit && c.bit !== undefined && BigInt(c.bit) === quoted));
}

/** Problems on one line: `NAME` (value) and `NAME` = value forms, and table rows with a constant and numbers. */
export function lineProblems(line: string): string[] {
  const problems: string[] = [];
  for (const m of line.matchAll(/`([A-Z][A-Z0-9_]{2,})` *(?:\(|=|is) *`?(-?(?:0x[0-9a-fA-F_]+|\d[\d_,]*))`?(?=[)\s.,;]|$)/g)) {
    const candidates = constants.get(m[1]!);
    if (candidates && !matches(candidates, pageNumber(m[2]!), /_FLAG$/.test(m[1]!))) problems.push(`${m[1]} is not ${m[2]}`);
  }
  if (line.trimStart().startsWith('|')) {
    const cells = line.split('|').map((c) => c.trim());
    const names = cells.flatMap((c) => /^`([A-Z][A-Z0-9_]{2,})`$/.exec(c)?.[1] ?? []).filter((n) => constants.has(n));
    // A plain number in a row is a value only next to a flag (its bit); otherwise it may be a row number.
    const plainIsValue = names.length === 1 && names[0]!.endsWith('_FLAG');
    const numbers = cells.flatMap((c) => (plainIsValue ? /^`?(-?(?:0x[0-9a-fA-F_]+|\d[\d_,]*))`?$/ : /^`(-?(?:0x[0-9a-fA-F_]+|\d[\d_,]*))`$/).exec(c)?.[1] ?? []);
    if (names.length === 1 && numbers.length > 0) {
      const candidates = constants.get(names[0]!)!;
      for (const n of numbers) if (!matches(candidates, pageNumber(n), true)) problems.push(`${names[0]} is not ${n}`);
    }
  }
  return problems;
}

describe('constants quoted with their value', () => {
  it('reads the constants of the pinned sources', () => {
    expect(constants.get('MIN_TICK')?.[0]?.value).toBe(-887272n);
    expect(constants.get('BEFORE_SWAP_FLAG')?.[0]?.bit).toBe(7);
    expect(lineProblems('`MAX_TICK` (887271)')).toHaveLength(1);
    expect(lineProblems('| 7 | `BEFORE_SWAP_FLAG` | `0x0080` |')).toEqual([]);
  });

  for (const file of findMarkdownFiles(join(rootDir, 'content'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const problems = lines.flatMap((line, i) => lineProblems(line).map((p) => `line ${i + 1}: ${p}`));
    const quotes = lines.some((line) => /`[A-Z][A-Z0-9_]{2,}`/.test(line));
    if (!quotes) continue;
    it(pagePath(file, rootDir), () => {
      expect(problems).toEqual([]);
    });
  }
});
