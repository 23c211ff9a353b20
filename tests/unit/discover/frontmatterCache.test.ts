// The frontmatter cache returns what parsing returns, survives a restart, and forgets files no longer seen.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openFrontmatterCache } from '../../../generator/discover/frontmatterCache.js';
import { parseFrontmatter } from '../../../generator/discover/parseFrontmatter.js';
import type { SourceFile } from '../../../generator/types.js';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-frontmatter-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const file = (name: string, contents: string): SourceFile => ({ path: `${name}.md`, origin: `docs/${name}.md`, contents });
const good = file('good', '---\ntitle: Swaps\nsidebar_position: 2\n---\n\n# Swaps\n\nBody text.\n');
const bad = file('bad', '---\nsidebar_position: second\n---\n\nBody.\n');
const entries = () => Object.keys((JSON.parse(readFileSync(path.join(cacheDir, 'frontmatter.json'), 'utf8')) as { entries: object }).entries);

it('gives the same result as parsing, before and after a restart, diagnostics included', () => {
  const first = openFrontmatterCache(cacheDir);
  expect(first.parse(good)).toEqual(parseFrontmatter(good));
  expect(first.parse(bad)).toEqual(parseFrontmatter(bad));
  first.save();
  expect(entries()).toHaveLength(2);

  const second = openFrontmatterCache(cacheDir);
  expect(second.parse(good)).toEqual(parseFrontmatter(good));
  expect(second.parse(bad)).toEqual(parseFrontmatter(bad));
});

it('parses a changed file again and drops entries of files it no longer sees', () => {
  const cache = openFrontmatterCache(cacheDir);
  const edited = file('good', good.contents.replace('Swaps', 'Exact-output swaps'));
  expect(cache.parse(edited).frontmatter.title).toBe('Exact-output swaps');
  cache.save();
  expect(entries()).toHaveLength(1);
});

it('keeps one entry per file however often it is edited in one session', () => {
  const cache = openFrontmatterCache(cacheDir);
  for (const title of ['One', 'Two', 'Three']) {
    expect(cache.parse(file('good', good.contents.replace('Swaps', title))).frontmatter.title).toBe(title);
    cache.save();
  }
  expect(entries()).toHaveLength(1);
});

it('keeps an entry for each page generated from one source file', () => {
  const cache = openFrontmatterCache(cacheDir);
  const generated = ['Pool', 'Position', 'Route'].map((name) => ({ path: `reference/${name}.md`, origin: 'sdk/src/entities.d.ts', contents: `---\ntitle: ${name}\n---\n\n# ${name}\n` }));
  for (const page of generated) cache.parse(page);
  cache.save();
  expect(entries()).toHaveLength(3);
  // A second build parses nothing again: each page still finds its own entry.
  for (const page of generated) cache.parse(page);
  cache.save();
  expect(entries()).toHaveLength(3);
});
