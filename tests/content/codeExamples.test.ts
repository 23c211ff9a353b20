// Every code example under content/ compiles (Solidity), type-checks (TypeScript) or parses (GraphQL): one test per page.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkCodeExamples, type CodeExampleReport, isCheckedBlock } from './checkCodeExamples.js';
import { formatFailure } from './exampleFailure.js';
import { findMarkdownFiles, pagePath, readCodeBlocks } from './extractCodeBlocks.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const files = findMarkdownFiles(join(rootDir, 'content'));

/** Pages are listed while tests are collected (reading markdown is quick); compiling waits for beforeAll. */
function pagesWithExamples(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of files) {
    try {
      if (readCodeBlocks(file, rootDir).some(isCheckedBlock)) pages.set(pagePath(file, rootDir), file);
    } catch {
      // A page that does not parse still gets its test, which reports the parse error.
      pages.set(pagePath(file, rootDir), file);
    }
  }
  return pages;
}

const pages = pagesWithExamples();

describe('code examples in content/', () => {
  let report: CodeExampleReport;

  beforeAll(async () => {
    report = await checkCodeExamples([...pages.values()], { rootDir });
  }, 600_000);

  if (pages.size === 0) it.skip('no page under content/ has a checked code example yet', () => {});

  for (const page of pages.keys()) {
    it(page, () => {
      const verdict = report.pages.find((p) => p.page === page);
      expect(verdict, `${page} was not checked`).toBeDefined();
      expect(verdict!.failures.map(formatFailure)).toEqual([]);
    });
  }
});
