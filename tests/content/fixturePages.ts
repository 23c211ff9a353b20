// Test helpers for the code-example fixture pages in tests/fixtures/code-examples/.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CodeBlock, readCodeBlocks } from './extractCodeBlocks.js';

/** The project root. */
export const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The folder of fixture pages. */
export const fixtureDir = join(rootDir, 'tests', 'fixtures', 'code-examples');

/** Project-relative path of a fixture page, as failures name it. */
export function fixturePage(name: string): string {
  return `tests/fixtures/code-examples/${name}`;
}

/** The code blocks of the named fixture pages. */
export function fixtureBlocks(...names: string[]): CodeBlock[] {
  return names.flatMap((name) => readCodeBlocks(join(fixtureDir, name), rootDir));
}

/** The 1-based line of a fixture page holding `marker` (fixtures mark their broken line with `expect-error`). */
export function markerLine(name: string, marker = 'expect-error'): number {
  const index = readFileSync(join(fixtureDir, name), 'utf8').split('\n').findIndex((line) => line.includes(marker));
  if (index < 0) throw new Error(`${name} has no line with ${marker}`);
  return index + 1;
}

/** A fresh, empty cache folder for one test file. */
export function temporaryCacheDir(): string {
  return mkdtempSync(join(tmpdir(), 'docsgen-examples-'));
}
