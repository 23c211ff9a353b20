// The frontmatter cache returns what parsing returns, survives a restart, and forgets files no longer seen.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openBuildCache } from '../../../generator/cache/buildCache.js';
import { openFrontmatterCache as openWith } from '../../../generator/discover/frontmatterCache.js';
import { parseFrontmatter } from '../../../generator/discover/parseFrontmatter.js';
import type { SourceFile } from '../../../generator/types.js';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-frontmatter-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const file = (name: string, contents: string): SourceFile => ({
  path: `${name}.md`,
  origin: `docs/${name}.md`,
  contents,
});
const good = file('good', '---\ntitle: Swaps\nsidebar_position: 2\n---\n\n# Swaps\n\nBody text.\n');
const bad = file('bad', '---\nsidebar_position: second\n---\n\nBody.\n');
/** Each run opens the cache folder anew, as a new process would. */
let run = openBuildCache(cacheDir, 'unit-test');
const openFrontmatterCache = () => openWith((run = openBuildCache(cacheDir, 'unit-test')));
/** The entries on disk, once the last run's writes are done. */
const entries = async () => {
  await run.flush();
  return Object.keys(openBuildCache(cacheDir, 'unit-test').get<object>('frontmatter', 'files') ?? {});
};

it('gives the same result as parsing, before and after a restart, diagnostics included', async () => {
  const first = openFrontmatterCache();
  expect(first.parse(good)).toEqual(parseFrontmatter(good));
  expect(first.parse(bad)).toEqual(parseFrontmatter(bad));
  first.save();
  expect(await entries()).toHaveLength(2);

  const second = openFrontmatterCache();
  expect(second.parse(good)).toEqual(parseFrontmatter(good));
  expect(second.parse(bad)).toEqual(parseFrontmatter(bad));
});

it('parses a changed file again and drops entries of files it no longer sees', async () => {
  const cache = openFrontmatterCache();
  const edited = file('good', good.contents.replace('Swaps', 'Exact-output swaps'));
  expect(cache.parse(edited).frontmatter.title).toBe('Exact-output swaps');
  cache.save();
  expect(await entries()).toHaveLength(1);
});

it('keeps one entry per file however often it is edited in one session', async () => {
  const cache = openFrontmatterCache();
  for (const title of ['One', 'Two', 'Three']) {
    expect(cache.parse(file('good', good.contents.replace('Swaps', title))).frontmatter.title).toBe(title);
    cache.save();
  }
  expect(await entries()).toHaveLength(1);
});

it('keeps an entry for each page generated from one source file', async () => {
  const cache = openFrontmatterCache();
  const generated = ['Pool', 'Position', 'Route'].map((name) => ({
    path: `reference/${name}.md`,
    origin: 'sdk/src/entities.d.ts',
    contents: `---\ntitle: ${name}\n---\n\n# ${name}\n`,
  }));
  for (const page of generated) cache.parse(page);
  cache.save();
  expect(await entries()).toHaveLength(3);
  // A second build parses nothing again: each page still finds its own entry.
  for (const page of generated) cache.parse(page);
  cache.save();
  expect(await entries()).toHaveLength(3);
});
