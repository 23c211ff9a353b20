// Every 32-byte constant written on a page (init code hashes, type hashes, storage slots) equals what the pinned
// packages define, or the keccak256 expression written next to it.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { keccak256 } from '@ethersproject/keccak256';
import { describe, expect, it } from 'vitest';
import { findMarkdownFiles, pagePath } from './extractCodeBlocks.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const { INIT_CODE_HASH } = require('@uniswap/v2-sdk') as { INIT_CODE_HASH: string };
const { POOL_INIT_CODE_HASH } = require('@uniswap/v3-sdk') as { POOL_INIT_CODE_HASH: string };
const v2Erc20 = readFileSync(join(rootDir, 'node_modules/@uniswap/v2-core/contracts/UniswapV2ERC20.sol'), 'utf8');
const PERMIT_TYPEHASH = /PERMIT_TYPEHASH = (0x[0-9a-f]{64})/.exec(v2Erc20)![1]!;

/** Constants the packages define, by what they are. */
const KNOWN: Record<string, string> = {
  [INIT_CODE_HASH.toLowerCase()]: 'v2 pair init code hash (@uniswap/v2-sdk)',
  [POOL_INIT_CODE_HASH.toLowerCase()]: 'v3 pool init code hash (@uniswap/v3-sdk)',
  [PERMIT_TYPEHASH.toLowerCase()]: 'v2 PERMIT_TYPEHASH (@uniswap/v2-core)',
};

/** The value of a `keccak256("text")` or `keccak256("text") - 1` written on the line. */
function keccakOnLine(line: string): string | undefined {
  const match = /keccak256\("([^"]*)"\)(\s*-\s*1)?/.exec(line);
  if (!match) return undefined;
  let value = BigInt(keccak256(new TextEncoder().encode(match[1]!)));
  if (match[2]) value -= 1n;
  return `0x${value.toString(16).padStart(64, '0')}`;
}

function lineProblems(lines: string[], i: number): string[] {
  return [...lines[i]!.matchAll(/\b0x[0-9a-fA-F]{64}\b/g)].flatMap(([constant]) => {
    const value = constant.toLowerCase();
    if (KNOWN[value]) return [];
    const expected = keccakOnLine(lines[i]!) ?? (i > 0 ? keccakOnLine(lines[i - 1]!) : undefined);
    if (expected === value) return [];
    return [`line ${i + 1}: ${constant} is neither a package constant nor the keccak256 written beside it${expected ? ` (${expected})` : ''}`];
  });
}

describe('32-byte constants on the pages', () => {
  it('recognizes the package constants', () => {
    expect(lineProblems([`hash ${INIT_CODE_HASH}`], 0)).toEqual([]);
    expect(lineProblems(['hash 0x' + '1'.repeat(64)], 0)).toHaveLength(1);
  });

  for (const file of findMarkdownFiles(join(rootDir, 'content'))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    if (!lines.some((line) => /\b0x[0-9a-fA-F]{64}\b/.test(line))) continue;
    it(pagePath(file, rootDir), () => {
      expect(lines.flatMap((_, i) => lineProblems(lines, i))).toEqual([]);
    });
  }
});
