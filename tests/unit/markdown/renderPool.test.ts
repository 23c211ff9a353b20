// The render threads: when one cannot start, exits in the middle of its pages, or cannot be sent a page, this thread
// renders them instead, as it renders them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import { createPageProcessor, type PageProcessor } from '../../../generator/markdown/pageProcessor.js';
import { startRenderPool, type RenderPool, type RenderThreadSetup } from '../../../generator/markdown/renderPool.js';
import type { SourceFile, SourcePage } from '../../../generator/types.js';
import { rootDir } from './renderSource.js';

const tmp = mkdtempSync(path.join(tmpdir(), 'docsgen-render-pool-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const siteDir = 'tests/fixtures/site-basic';
const docsDir = path.join(rootDir, siteDir, 'docs');
const setup: RenderThreadSetup = { rootDir, docsDir, configFile: '', cacheDir: tmp, fingerprint: 'test', codeHash: '' };
const here = createPageProcessor({
  rootDir,
  docsDir,
  staticDir: path.join(rootDir, siteDir, 'static'),
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  remarkPlugins: [],
  rehypePlugins: [],
});
const file = (name: string, contents: string): SourceFile => ({
  path: `guide/${name}`,
  origin: `${siteDir}/docs/guide/${name}`,
  contents,
});
const pages = discoverPages(
  [
    file('code.md', '# Code\n\n```solidity title="C.sol"\ncontract C {}\n```\n\nThe price is $p = y / x$.\n'),
    file('note.md', '# Note\n\n:::note\nAn admonition.\n:::\n\n![missing](./missing.png)\n'),
    file('tabs.mdx', '# Tabs\n\n<Tabs>\n<TabItem value="a" label="A">\n\nOne.\n\n</TabItem>\n</Tabs>\n'),
  ],
  { routeBasePath: '/', includeDrafts: false },
).pages;

/** The page as `pool` answers it: whole, as a page rendered here is (a render thread would store it instead). */
async function renderedWhole(pool: RenderPool, page: SourcePage) {
  const answer = await pool.processAndStore(page, page.id);
  if (!('rendered' in answer)) throw new Error(`${page.id} was stored, not rendered here`);
  return answer.rendered;
}

/** Renders every page on a pool of two threads started from `runtimeDir`, counting the pages rendered here. */
async function renderOnPool(runtimeDir: string) {
  let renderedHere = 0;
  const counting: PageProcessor = {
    process: (page) => {
      renderedHere++;
      return here.process(page);
    },
  };
  const pool = startRenderPool(2, setup, runtimeDir, async () => counting);
  try {
    return { rendered: await Promise.all(pages.map((page) => renderedWhole(pool, page))), renderedHere };
  } finally {
    await pool.close();
  }
}

it('renders the pages here, as they render here, when the render threads cannot start', async () => {
  const { rendered, renderedHere } = await renderOnPool(path.join(tmp, 'no-runtime'));
  expect(renderedHere).toBe(pages.length);
  expect(rendered).toEqual(await Promise.all(pages.map((page) => here.process(page))));
  expect(rendered[0]!.html).toContain('tk-keyword');
  expect(rendered[1]!.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual([`${siteDir}/docs/guide/note.md:7`]);
});

it('renders here the pages a render thread had when it exited', async () => {
  // A render thread that exits on the first page it is sent, with the others waiting in its queue.
  const runtimeDir = path.join(tmp, 'exiting-runtime');
  mkdirSync(path.join(runtimeDir, 'generator'), { recursive: true });
  writeFileSync(
    path.join(runtimeDir, 'generator/renderWorker.js'),
    "import { parentPort } from 'node:worker_threads';\nparentPort.once('message', () => process.exit(3));\n",
  );
  const { rendered, renderedHere } = await renderOnPool(runtimeDir);
  expect(renderedHere).toBe(pages.length);
  expect(rendered).toEqual(await Promise.all(pages.map((page) => here.process(page))));
});

it('renders here a page that cannot be sent to a render thread', async () => {
  // A render thread that never answers: the page must not wait for it.
  const runtimeDir = path.join(tmp, 'silent-runtime');
  mkdirSync(path.join(runtimeDir, 'generator'), { recursive: true });
  writeFileSync(
    path.join(runtimeDir, 'generator/renderWorker.js'),
    "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => {});\n",
  );
  const page = pages[0]!;
  const unsendable = { ...page, frontmatter: { ...page.frontmatter, extra: { made: () => 'by a plugin' } } };
  const pool = startRenderPool(1, setup, runtimeDir, async () => here);
  try {
    expect(await renderedWhole(pool, unsendable)).toEqual(await here.process(unsendable));
    expect(pool.pagesPerThread()).toEqual([1, 0]);
  } finally {
    await pool.close();
  }
});
