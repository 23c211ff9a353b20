import path from 'node:path';
import { expect, it } from 'vitest';
import { warmUpPage } from '../../../generator/markdown/warmUpPage.js';
import { createMarkdownRenderer } from '../../../generator/markdown/renderMarkdown.js';
import { openBuildCache } from '../../../generator/cache/buildCache.js';

const rootDir = path.resolve(import.meta.dirname, '../../..');

it('renders the warm-up page cleanly while preparing, and leaves it out of the cache', async () => {
  const renderer = createMarkdownRenderer({
    rootDir,
    docsDir: path.join(rootDir, 'content/docs'),
    staticDir: path.join(rootDir, 'content/static'),
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    remarkPlugins: [],
    rehypePlugins: [],
    cache: openBuildCache(undefined, 'warm-up-test'),
  });
  const page = warmUpPage();
  await renderer.prepare(page);
  expect(renderer.cached(page)).toBeUndefined();
  // What it exercises really renders: highlighted code in each language, a table, an admonition, math.
  const rendered = await renderer.render(page);
  expect(rendered.diagnostics).toEqual([]);
  for (const part of [
    '<table>',
    'admonition',
    'katex',
    'data-lang="solidity"',
    'data-lang="ts"',
    'data-lang="bash"',
    'data-lang="json"',
  ])
    expect(rendered.html, part).toContain(part);
});
