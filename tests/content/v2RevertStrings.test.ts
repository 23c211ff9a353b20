// The v2 revert strings the pages quote exist in the pinned v2-core and v2-periphery sources (with the TransferHelper
// of @uniswap/lib that the periphery calls), and the Common Errors page covers every revert string those sources can
// raise (examples excluded).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMarkdownFiles, pagePath } from './extractCodeBlocks.js';
import { solidityFiles } from './solidityIndex.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = ['node_modules/@uniswap/v2-core/contracts', 'node_modules/@uniswap/v2-periphery/contracts'];
const TRANSFER_HELPER = 'node_modules/@uniswap/lib/contracts/libraries/TransferHelper.sol';
const REVERT_STRING = /(?:UniswapV2(?:Router|Library)?|TransferHelper): [A-Z_]+\b/g;

const sourceFiles = [...SOURCE_DIRS.flatMap((dir) => solidityFiles(join(rootDir, dir))), join(rootDir, TRANSFER_HELPER)];
const texts = sourceFiles.map((file) => readFileSync(file, 'utf8'));
const raised = new Set(texts.flatMap((text) => [...text.matchAll(REVERT_STRING)].map((m) => m[0])));

describe('v2 revert strings', () => {
  it('are read from the sources', () => {
    expect(raised.has('UniswapV2: K')).toBe(true);
    expect(raised.has('UniswapV2Router: INSUFFICIENT_B_AMOUNT')).toBe(true);
    expect(raised.has('TransferHelper: APPROVE_FAILED')).toBe(true);
  });

  for (const file of findMarkdownFiles(join(rootDir, 'content/docs'))) {
    const quoted = [...readFileSync(file, 'utf8').matchAll(REVERT_STRING)].map((m) => m[0]);
    if (quoted.length === 0) continue;
    it(`${pagePath(file, rootDir)} quotes only strings the contracts raise`, () => {
      expect([...new Set(quoted)].filter((s) => !raised.has(s))).toEqual([]);
    });
  }

  it('Common Errors covers every string the contracts raise', () => {
    const lines = readFileSync(join(rootDir, 'content/docs/contracts/v2/reference/smart-contracts/common-errors.md'), 'utf8').split('\n');
    const covered = (revert: string) => {
      const [prefix, code] = revert.split(': ') as [string, string];
      return lines.some((line) => line.includes(`${prefix}:`) && new RegExp(`\\b${code}\\b`).test(line));
    };
    expect([...raised].filter((s) => !covered(s))).toEqual([]);
  });
});
