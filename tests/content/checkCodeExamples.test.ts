// Pins the whole example check over a folder of pages: one verdict per page with checked blocks, parse errors included.
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCodeExamples, type CodeExampleReport } from './checkCodeExamples.js';
import { formatFailure } from './exampleFailure.js';
import { findMarkdownFiles } from './extractCodeBlocks.js';
import { fixtureDir, fixturePage, markerLine, rootDir } from './fixturePages.js';

let report: CodeExampleReport;

// The project's own cache: verdicts do not depend on it (compileSolidity.test.ts pins cold versus warm).
beforeAll(async () => {
  report = await checkCodeExamples(findMarkdownFiles(fixtureDir), { rootDir, workers: 1 });
}, 120_000);

describe('checkCodeExamples', () => {
  it('gives every page with a checked block a verdict naming the failing lines', () => {
    const failing = Object.fromEntries(report.pages.map((p) => [p.page, p.failures.map((f) => `${f.line} ${f.tool}`)]));
    expect(failing).toEqual({
      [fixturePage('broken-mdx/broken.mdx')]: ['9 markdown'],
      [fixturePage('graphql-bad.md')]: [`${markerLine('graphql-bad.md')} graphql`],
      [fixturePage('graphql-good.md')]: [],
      [fixturePage('solidity-07.md')]: [],
      [fixturePage('solidity-bad-import.md')]: [`${markerLine('solidity-bad-import.md', 'import {TickMath}')} solc 0.8.26`],
      [fixturePage('solidity-bad.md')]: [`${markerLine('solidity-bad.md')} solc 0.8.26`],
      [fixturePage('solidity-good.md')]: [],
      [fixturePage('typescript-bad.md')]: [`${markerLine('typescript-bad.md')} tsc ${ts.version}`],
      [fixturePage('typescript-good.mdx')]: [],
    });
  });

  it('formats a failure as page:line:column tool: message', () => {
    const bad = report.pages.find((p) => p.page === fixturePage('solidity-bad.md'))!;
    expect(formatFailure(bad.failures[0]!)).toBe(`${fixturePage('solidity-bad.md')}:${markerLine('solidity-bad.md')}:20 solc 0.8.26: DeclarationError: Undeclared identifier.`);
  });
});
