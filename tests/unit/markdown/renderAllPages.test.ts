// Rendering every page, and rendering the written pages ahead while the plugins run (a first build).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import {
  isFirstRender,
  prerenderPages,
  renderAllPages,
  type RenderThreads,
} from '../../../generator/markdown/renderAllPages.js';
import { createMarkdownRenderer, storeRender } from '../../../generator/markdown/renderMarkdown.js';
import type { RenderPool } from '../../../generator/markdown/renderPool.js';
import type { RenderedPage, SourceFile } from '../../../generator/types.js';
import { rootDir } from './renderSource.js';
import { openBuildCache, type CacheEntries } from '../../../generator/cache/buildCache.js';
import type { PageProcessor } from '../../../generator/markdown/pageProcessor.js';

const siteDir = 'tests/fixtures/site-basic';
const cacheDir = mkdtempSync(path.join(tmpdir(), 'docsgen-prerender-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const rendererWith = (dir?: string) =>
  createMarkdownRenderer({
    rootDir,
    docsDir: path.join(rootDir, siteDir, 'docs'),
    staticDir: path.join(rootDir, siteDir, 'static'),
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    remarkPlugins: [],
    rehypePlugins: [],
    cache: openBuildCache(dir, 'unit-test'),
  });

// Tests run the TypeScript sources, which worker threads cannot load: these pages are rendered in this thread.
const threads: RenderThreads = {
  count: 1,
  setup: {
    rootDir,
    docsDir: path.join(rootDir, siteDir, 'docs'),
    configFile: '',
    cacheDir,
    fingerprint: 'unit-test',
    codeHash: '',
  },
};

const file = (name: string, contents: string): SourceFile => ({
  path: `guide/${name}`,
  origin: `${siteDir}/docs/guide/${name}`,
  contents,
});
const pages = discoverPages(
  [
    file(
      'intro.md',
      '# Intro\n\n## Setup\n\n```solidity title="C.sol"\ncontract C {}\n```\n\nThe price is $p = y / x$.\n',
    ),
    file(
      'tabs.mdx',
      '---\ntitle: Tabs\n---\n\nimport Tabs from \'@theme/Tabs\';\n\n<Tabs>\n<TabItem value="a" label="A">\n\n```ts\nconst a = 1;\n```\n\n</TabItem>\n</Tabs>\n',
    ),
    file('plain.md', '# Plain\n\nJust words, and a [link](./intro.md).\n'),
  ],
  { routeBasePath: '/', includeDrafts: false },
).pages;

it('renders pages ahead into the cache, where the markdown stage then finds them as it would have rendered them', async () => {
  const renderer = rendererWith(cacheDir);
  expect(isFirstRender(renderer)).toBe(true);
  expect(await prerenderPages(pages, renderer)).toEqual({ pages: pages.length, threads: 1 });
  // Held now: a second pass renders nothing.
  expect(await prerenderPages(pages, renderer)).toEqual({ pages: 0, threads: 0 });
  const stage = await renderAllPages(pages, renderer, threads);
  const direct = await renderAllPages(pages, rendererWith(undefined), threads);
  expect(stage.pages.map((p) => p.page)).toEqual(pages);
  expect(stage.pages.map(({ html, toc, title, diagnostics }) => ({ html, toc, title, diagnostics }))).toEqual(
    direct.pages.map(({ html, toc, title, diagnostics }) => ({ html, toc, title, diagnostics })),
  );
  expect(stage.pages[0]!.html).toContain('tk-keyword');
  expect(stage.pages[0]!.html).toContain('katex');
});

it("counts the pages done, cached ones included, for the stage's progress line", async () => {
  const renderer = rendererWith(undefined);
  await renderAllPages(pages.slice(0, 1), renderer, threads);
  const counts: Array<[number, number]> = [];
  await renderAllPages(pages, renderer, threads, undefined, (done, total) => counts.push([done, total]));
  expect(counts).toEqual([
    [2, 3],
    [3, 3],
  ]);
});

it('renders the few pages left on the render threads started early, and closes them', async () => {
  const renderer = rendererWith(undefined);
  const local = await renderer.localProcessor();
  const rendered: string[] = [];
  let closed = false;
  const pool: RenderPool = {
    size: 1,
    pagesPerThread: () => [0, rendered.length],
    processAndStore: async (page) => (rendered.push(page.id), { rendered: await local.process(page) }),
    close: async () => void (closed = true),
  };
  const stage = await renderAllPages(pages, renderer, threads, pool);
  expect(rendered).toEqual(pages.map((page) => page.id));
  expect(stage.threads).toBe(1);
  expect(closed).toBe(true);
});

/**
 * A pool of one render thread, played here: `local` renders each page and `threadCache` (the thread's own cache) stores
 * it; `answers` says, page by page, whether it answered with the record ('record') or the whole page ('whole').
 */
function storingPool(local: PageProcessor, threadCache: CacheEntries) {
  const answers: string[] = [];
  const pool: RenderPool = {
    size: 1,
    pagesPerThread: () => [0, answers.length],
    processAndStore: async (page, key) => {
      const answer = storeRender(await local.process(page), key, threadCache);
      answers.push('record' in answer ? 'record' : 'whole');
      return answer;
    },
    close: async () => undefined,
  };
  return { pool, answers };
}

it('takes over the pages a render thread stored in the cache itself, and finds them there as rendered here', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-stored-'));
  try {
    const renderer = rendererWith(dir);
    const local = await renderer.localProcessor();
    // A render thread's cache: another object on the same folder and fingerprint.
    const threadCache = openBuildCache(dir, 'unit-test');
    const { pool, answers } = storingPool(local, threadCache);
    const stage = await renderAllPages(pages, renderer, threads, pool);
    expect(answers).toEqual(pages.map(() => 'record'));
    const direct = await renderAllPages(pages, rendererWith(undefined), threads);
    const fields = ({ html, text, sections, toc, title, contentKey }: RenderedPage) => ({
      html,
      text,
      sections,
      toc,
      title,
      contentKey,
    });
    expect(stage.pages.map(fields)).toEqual(direct.pages.map(fields));
    // A later build finds every page in the cache.
    const later = rendererWith(dir);
    expect(pages.map((page) => later.cached(page) && fields(later.cached(page)!))).toEqual(direct.pages.map(fields));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('stores a page with errors nowhere, and answers it whole, so that its diagnostics show again', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-stored-'));
  try {
    const local = await rendererWith(undefined).localProcessor();
    const [page] = discoverPages([file('broken.mdx', '# Broken\n\n<Tabs>\n')], {
      routeBasePath: '/',
      includeDrafts: false,
    }).pages;
    const rendered = await local.process(page!);
    expect(rendered.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    expect(storeRender(rendered, 'key', openBuildCache(dir, 'unit-test'))).toEqual({ rendered });
    expect(readdirSync(dir)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('answers a page whole when its body cannot be stored, and the renderer then keeps it itself', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-stored-'));
  try {
    // A cache folder under a file: no entry can be written there.
    writeFileSync(path.join(dir, 'a-file'), '');
    const renderer = rendererWith(undefined);
    const local = await renderer.localProcessor();
    const threadCache = openBuildCache(path.join(dir, 'a-file', 'cache'), 'unit-test');
    const { pool, answers } = storingPool(local, threadCache);
    const stage = await renderAllPages(pages, renderer, threads, pool);
    expect(answers).toEqual(pages.map(() => 'whole'));
    expect(pages.map((page) => renderer.cached(page)?.html)).toEqual(stage.pages.map((rendered) => rendered.html));
    expect(stage.pages[0]!.html).toContain('tk-keyword');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
