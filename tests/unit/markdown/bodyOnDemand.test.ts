// A rendered page is cached as a small record and a body (its HTML apart from its text and sections): a build reads
// each part of the body only when it uses it, and a body the cache no longer holds makes the page render again rather
// than fail.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import { cacheFormat, openBuildCache } from '../../../generator/cache/buildCache.js';
import { createMarkdownRenderer } from '../../../generator/markdown/renderMarkdown.js';
import { rootDir } from './renderSource.js';

const cacheRoot = mkdtempSync(path.join(tmpdir(), 'docsgen-body-'));
afterAll(() => rmSync(cacheRoot, { recursive: true, force: true }));

const cacheFor = (cacheDir: string, bodiesOnDemand: boolean) =>
  openBuildCache(cacheDir, 'body-test', {
    transient: bodiesOnDemand ? ['markdown', 'markdown-body', 'markdown-text'] : [],
  });
const rendererWith = (cache: ReturnType<typeof cacheFor>, bodiesOnDemand: boolean) =>
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
/** The files of one namespace of a cache folder. */
const entryFiles = (cacheDir: string, namespace: string) =>
  readdirSync(path.join(cacheDir, cacheFormat, 'body-test', namespace)).map((name) =>
    path.join(cacheDir, cacheFormat, 'body-test', namespace, name),
  );

const [page] = discoverPages(
  [{ path: 'guide/intro.md', origin: 'docs/guide/intro.md', contents: '# Intro\n\n## Setup\n\nSome words.\n' }],
  { routeBasePath: '/', includeDrafts: false },
).pages;

/** A cache folder holding the rendered intro page. */
async function renderedInto(name: string) {
  const cacheDir = path.join(cacheRoot, name);
  const cache = cacheFor(cacheDir, true);
  const rendered = await rendererWith(cache, true).render(page!);
  await cache.flush();
  return { cacheDir, rendered };
}

it('reads a page body from the cache on use: nothing of it stays in the page, and a spread copies none of it', async () => {
  const { cacheDir, rendered } = await renderedInto('on-demand');
  expect(rendered.html).toContain('<h2 id="setup"');
  expect(Object.keys({ ...rendered })).not.toContain('html');
  const hit = rendererWith(cacheFor(cacheDir, true), true).cached(page!)!;
  expect(hit.html).toContain('<h2 id="setup"');
  expect(hit.sections.map((s) => s.id)).toEqual(['', 'setup']);
  expect(hit.markdown).toBe(page!.body);
  expect(Object.keys({ ...hit })).not.toContain('html');
  expect(JSON.stringify(hit)).not.toContain('<h2');
  // Read from the file each time: what the file holds is what the page gives.
  const [bodyFile] = entryFiles(cacheDir, 'markdown-body');
  writeFileSync(bodyFile!, JSON.stringify({ html: '<p>from disk</p>' }));
  expect(hit.html).toBe('<p>from disk</p>');
  expect(hit.contentKey).toBe(rendered.contentKey);
});

it('keeps the HTML apart from the text and sections, so that reading one does not read the other', async () => {
  const { cacheDir, rendered } = await renderedInto('apart');
  const [htmlFile] = entryFiles(cacheDir, 'markdown-body');
  const [textFile] = entryFiles(cacheDir, 'markdown-text');
  expect(JSON.parse(readFileSync(htmlFile!, 'utf8'))).toEqual({ html: rendered.html });
  expect(JSON.parse(readFileSync(textFile!, 'utf8'))).toEqual({ text: rendered.text, sections: rendered.sections });
  const hit = rendererWith(cacheFor(cacheDir, true), true).cached(page!)!;
  rmSync(htmlFile!);
  expect(hit.sections.map((s) => s.heading)).toEqual(['', 'Setup']);
  expect(hit.text).toContain('Some words.');
  expect(() => hit.html).toThrow(/the markdown cache lost docs\/guide\/intro\.md during the build/);
});

it('keeps the body in the page when not on demand (tests sharing one cache)', async () => {
  const { cacheDir } = await renderedInto('held');
  const rendered = rendererWith(cacheFor(cacheDir, false), false).cached(page!)!;
  expect(Object.keys({ ...rendered })).toContain('html');
});

it('renders a page again when its body is gone from the cache, or its record is unreadable', async () => {
  for (const namespace of ['markdown-body', 'markdown-text']) {
    const { cacheDir } = await renderedInto(`lost-${namespace}`);
    for (const file of entryFiles(cacheDir, namespace)) rmSync(file);
    expect(rendererWith(cacheFor(cacheDir, true), true).cached(page!)).toBeUndefined();
    const again = await rendererWith(cacheFor(cacheDir, true), true).render(page!);
    expect(again.html).toContain('<h2 id="setup"');
  }

  const { cacheDir: brokenDir } = await renderedInto('broken-record');
  for (const file of entryFiles(brokenDir, 'markdown')) writeFileSync(file, '{"title":"Intro"}');
  expect(rendererWith(cacheFor(brokenDir, true), true).cached(page!)).toBeUndefined();
});
