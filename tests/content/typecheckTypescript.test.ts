// Pins the TypeScript example check on fixture pages: SDK imports, imports between blocks, failures with page lines, the cache.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckOutcome } from './exampleFailure.js';
import { fixtureBlocks, fixturePage, markerLine, rootDir, temporaryCacheDir } from './fixturePages.js';
import { typecheckTypescriptExamples } from './typecheckTypescript.js';

const cacheDir = temporaryCacheDir();
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('typecheckTypescriptExamples', () => {
  const blocks = fixtureBlocks('typescript-good.mdx', 'typescript-bad.md');
  let cold: CheckOutcome;
  beforeAll(() => {
    cold = typecheckTypescriptExamples(blocks, { rootDir, cacheDir });
  }, 60_000);

  it('accepts SDK code split across blocks of an MDX page, and TSX, and skips fragments', () => {
    expect(cold.failures.filter((f) => f.page === fixturePage('typescript-good.mdx'))).toEqual([]);
  });

  it('reports a type error at its page line with the compiler message', () => {
    expect(cold.failures.filter((f) => f.page === fixturePage('typescript-bad.md'))).toEqual([
      {
        page: fixturePage('typescript-bad.md'),
        line: markerLine('typescript-bad.md'),
        column: 7,
        tool: expect.stringMatching(/^tsc 5\./),
        message: "TS2322: Type 'number' is not assignable to type 'string'.",
      },
    ]);
  });

  it('reads unchanged pages from the cache', () => {
    expect(cold).toMatchObject({ compiled: 2, cached: 0 });
    expect(typecheckTypescriptExamples(blocks, { rootDir, cacheDir })).toEqual({ ...cold, compiled: 0, cached: 2 });
  });
});
