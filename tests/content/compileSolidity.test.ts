// Pins the Solidity example check on fixture pages: compiler choice, imports, failures with page lines, batching and the cache.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSolidityExamples, lineAndColumn } from './compileSolidity.js';
import type { CheckOutcome } from './exampleFailure.js';
import { fixtureBlocks, fixturePage, markerLine, rootDir, temporaryCacheDir } from './fixturePages.js';
import { groupSolidityBlocks } from './solidityInput.js';

const pages = ['solidity-good.md', 'solidity-bad.md', 'solidity-07.md', 'solidity-bad-import.md'];
const blocks = fixtureBlocks(...pages);
const cacheDir = temporaryCacheDir();
let cold: CheckOutcome;

function failuresOf(name: string, outcome: CheckOutcome) {
  return outcome.failures.filter((f) => f.page === fixturePage(name));
}

beforeAll(async () => {
  // One worker puts every page in one solc run: a bad page must not fail the good ones beside it.
  cold = await compileSolidityExamples(blocks, { rootDir, cacheDir, workers: 1 });
}, 120_000);

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('groupSolidityBlocks', () => {
  it('groups a page per compiler, skips fragments and names units after titles', () => {
    const groups = groupSolidityBlocks(blocks);
    expect(groups.map((g) => [g.page, g.version, g.units])).toEqual([
      [fixturePage('solidity-good.md'), '0.8.26', [`${fixturePage('solidity-good.md')}/src/CounterHook.sol`, `${fixturePage('solidity-good.md')}/src/CounterReader.sol`]],
      [fixturePage('solidity-bad.md'), '0.8.26', [`${fixturePage('solidity-bad.md')}/Broken.sol`]],
      [fixturePage('solidity-07.md'), '0.7.6', [`${fixturePage('solidity-07.md')}/block-1.sol`]],
      [fixturePage('solidity-bad-import.md'), '0.8.26', [`${fixturePage('solidity-bad-import.md')}/block-1.sol`]],
    ]);
  });
});

describe('compileSolidityExamples', () => {
  it('compiles a v4 hook and a second block importing it by title', () => {
    expect(failuresOf('solidity-good.md', cold)).toEqual([]);
  });

  it('compiles a v3 example with solc 0.7.6 against v3 periphery and OpenZeppelin 3.4', () => {
    expect(failuresOf('solidity-07.md', cold)).toEqual([]);
  });

  it('reports an error at its page line and column with solc message', () => {
    expect(failuresOf('solidity-bad.md', cold)).toEqual([
      {
        page: fixturePage('solidity-bad.md'),
        line: markerLine('solidity-bad.md'),
        column: 20,
        tool: 'solc 0.8.26',
        message: 'DeclarationError: Undeclared identifier.',
      },
    ]);
  });

  it('pins an error inside an imported package on the import line', () => {
    const [failure, ...rest] = failuresOf('solidity-bad-import.md', cold);
    expect(rest).toEqual([]);
    expect(failure).toMatchObject({ line: markerLine('solidity-bad-import.md', 'import {TickMath}'), tool: 'solc 0.8.26' });
    expect(failure!.message).toMatch(/requires different compiler version.*@uniswap\/v3-core\/contracts\/libraries\/TickMath\.sol/);
  });

  it('compiles each page group once and nothing more on a warm cache, with the same verdicts', async () => {
    expect(cold).toMatchObject({ compiled: 4, cached: 0 });
    const warm = await compileSolidityExamples(blocks, { rootDir, cacheDir });
    expect(warm).toEqual({ ...cold, compiled: 0, cached: 4 });
  });

  it('keeps a cached verdict when only the prose above an example moved it', async () => {
    const moved = fixtureBlocks('solidity-bad.md').map((b) => ({ ...b, line: b.line + 3 }));
    const outcome = await compileSolidityExamples(moved, { rootDir, cacheDir });
    expect(outcome).toMatchObject({ compiled: 0, cached: 1 });
    expect(outcome.failures[0]!.line).toBe(markerLine('solidity-bad.md') + 3);
  });
});

describe('lineAndColumn', () => {
  it('turns solc UTF-8 byte offsets into text lines and columns', () => {
    const code = '// café ✓\nuint x;';
    expect(lineAndColumn(code, Buffer.byteLength('// café ✓\nuint '))).toEqual({ line: 2, column: 6 });
  });
});
