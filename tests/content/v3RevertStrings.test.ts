// Every revert string the v3 Error Codes page lists is raised by the pinned v3 contracts: a `require`/`revert` string
// of their Solidity sources, or a string compiled into the deployed bytecode of the artifacts the packages ship (the
// pool, router and position manager come only as artifacts). The page also lists every string the pinned v3-core and
// v3-periphery sources raise.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { solidityFiles } from './solidityIndex.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PAGE = join(rootDir, 'content/docs/contracts/v3/reference/error-codes.md');
const SOURCE_DIRS = ['@uniswap/v3-core/contracts', '@uniswap/v3-periphery/contracts'].map((dir) => join(rootDir, 'node_modules', dir));
const ARTIFACT_DIRS = ['@uniswap/v3-core/artifacts/contracts', '@uniswap/v3-periphery/artifacts/contracts'].map((dir) => join(rootDir, 'node_modules', dir));

/** The strings `require(..., '…')` and `revert('…')` raise in one source text. */
function sourceRevertStrings(text: string): string[] {
  return [...text.matchAll(/(?:require\s*\([^;]*?,\s*|revert\s*\(\s*)'([^']+)'\s*\)/g)].map((m) => m[1]!);
}

const sourceStrings = new Set(SOURCE_DIRS.flatMap((dir) => solidityFiles(dir)).flatMap((file) => sourceRevertStrings(readFileSync(file, 'utf8'))));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return name.endsWith('.json') && !name.endsWith('.dbg.json') ? [path] : [];
  });
}

const bytecodes = ARTIFACT_DIRS.flatMap(jsonFiles)
  .map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { deployedBytecode?: string }).deployedBytecode ?? '')
  .filter((code) => code.length > 2)
  .map((code) => code.slice(2).toLowerCase());

/**
 * How solc's optimizer writes a short reason string into the revert data: the string's bytes, left-aligned in a word,
 * built as `PUSHn v; PUSH1 s; SHL` with v the value stripped of its trailing zero bits.
 */
function shiftedPush(reason: string): string {
  let value = BigInt(`0x${Buffer.from(reason).toString('hex')}`);
  let shift = 256 - 8 * Buffer.byteLength(reason);
  while ((value & 1n) === 0n) {
    value >>= 1n;
    shift++;
  }
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return `${(0x5f + hex.length / 2).toString(16)}${hex}60${shift.toString(16).padStart(2, '0')}1b`;
}

/** True when a compiled artifact carries the reason string. */
function inBytecode(reason: string): boolean {
  const pattern = Buffer.byteLength(reason) < 32 ? shiftedPush(reason) : undefined;
  // A string of four bytes or more is also found as its plain bytes; shorter ones would match by chance.
  const plain = reason.length >= 4 ? Buffer.from(reason).toString('hex') : undefined;
  return bytecodes.some((code) => (pattern !== undefined && code.includes(pattern)) || (plain !== undefined && code.includes(plain)));
}

function isRaised(reason: string): boolean {
  return sourceStrings.has(reason) || inBytecode(reason);
}

/** The codes in the first cell of the page's table rows, where that cell holds only backticked strings. */
function listedCodes(markdown: string): string[] {
  return markdown.split('\n').flatMap((line) => {
    const first = /^\|([^|]*)\|/.exec(line)?.[1]?.trim();
    if (!first || !/^`[^`]+`(\s*,\s*`[^`]+`)*$/.test(first)) return [];
    return [...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  });
}

describe('v3 revert strings on the Error Codes page', () => {
  const listed = listedCodes(readFileSync(PAGE, 'utf8'));

  it('reads the sources, the artifacts and the page', () => {
    expect(sourceStrings.has('STF')).toBe(true);
    expect(isRaised('SPL')).toBe(true); // only in UniswapV3Pool's bytecode
    expect(isRaised('Too little received')).toBe(true); // only in SwapRouter's bytecode
    expect(isRaised('XYZ')).toBe(false);
    expect(isRaised('Too much received')).toBe(false);
    expect(listed).toContain('LOK');
    expect(listed).toContain('slice_outOfBounds');
  });

  it('lists only strings the contracts raise', () => {
    expect(listed.filter((reason) => !isRaised(reason))).toEqual([]);
  });

  it('lists every string the v3-core and v3-periphery sources raise', () => {
    expect([...sourceStrings].filter((reason) => !listed.includes(reason))).toEqual([]);
  });
});
