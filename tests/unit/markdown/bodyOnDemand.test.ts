// A build's rendered pages keep their HTML in the markdown cache, not in memory, and read it when it is used.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import { cacheFormat, openBuildCache } from '../../../generator/cache/buildCache.js';
import { createMarkdownRenderer } from '../../../generator/markdown/renderMarkdown.js';
import { rootDir } from './renderSource.js';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'docsgen-body-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const cacheFor = (bodiesOnDemand: boolean) =>
  openBuildCache(cacheDir, 'body-test', { transient: bodiesOnDemand ? ['markdown'] : [] });
const rendererWith = (bodiesOnDemand: boolean, cache = cacheFor(bodiesOnDemand)) =>
  createMarkdownRenderer({
    rootDir,
    docsDir: path.join(rootDir, 'content/docs'),
    staticDir: path.join(rootDir, 'content/static'),
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    remarkPlugins: [],
    rehypePlugins: [],
    cache,
    bodiesOnDemand,
  });

const [page] = discoverPages(
  [{ path: 'guide/intro.md', origin: 'docs/guide/intro.md', contents: '# Intro\n\n## Setup\n\nSome words.\n' }],
  { routeBasePath: '/', includeDrafts: false },
).pages;

it('reads a page body from the cache on use: nothing of it stays in the page, and a spread copies none of it', async () => {
  const cache = cacheFor(true);
  const rendered = await rendererWith(true, cache).render(page!);
  expect(rendered.html).toContain('<h2 id="setup"');
  expect(Object.keys({ ...rendered })).not.toContain('html');
  await cache.flush();
  const hit = rendererWith(true).cached(page!)!;
  expect(hit.html).toContain('<h2 id="setup"');
  expect(hit.sections.map((s) => s.id)).toEqual(['', 'setup']);
  expect(Object.keys({ ...hit })).not.toContain('html');
  expect(JSON.stringify(hit)).not.toContain('<h2');
  // Read from the file each time: what the file holds is what the page gives.
  const dir = path.join(cacheDir, cacheFormat, 'body-test', 'markdown');
  const [file] = readdirSync(dir);
  const { page: _page, contentKey: _key, ...stored } = hit;
  writeFileSync(path.join(dir, file!), JSON.stringify({ ...stored, html: '<p>from disk</p>', text: 'from disk' }));
  expect(hit.html).toBe('<p>from disk</p>');
  expect(hit.contentKey).toBe(rendered.contentKey);
});

it('keeps the body in the page when not on demand (the dev server, tests)', () => {
  const rendered = rendererWith(false).cached(page!)!;
  expect(Object.keys({ ...rendered })).toContain('html');
});
