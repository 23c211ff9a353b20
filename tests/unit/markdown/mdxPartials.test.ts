// A page that imports a partial is rendered again when the partial changes, though the page's own text did not.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../../generator/cache/buildCache.js';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import { createMarkdownRenderer } from '../../../generator/markdown/renderMarkdown.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-partials-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('partials and the markdown cache', () => {
  it('misses the cache once an imported partial changed', async () => {
    mkdirSync(path.join(dir, 'docs'));
    const partial = path.join(dir, 'docs/_part.md');
    writeFileSync(partial, 'First text.\n');
    const renderer = createMarkdownRenderer({
      rootDir: dir,
      docsDir: path.join(dir, 'docs'),
      staticDir: path.join(dir, 'static'),
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      remarkPlugins: [],
      rehypePlugins: [],
      cache: openBuildCache(undefined, 'partials-test'),
    });
    const [page] = discoverPages(
      [{ path: 'page.mdx', origin: 'docs/page.mdx', contents: "import Part from './_part.md';\n\n<Part />\n" }],
      { routeBasePath: '/', includeDrafts: true },
    ).pages;
    expect((await renderer.render(page!)).html).toContain('<p>First text.</p>');
    expect(renderer.cached(page!)?.html).toContain('<p>First text.</p>');
    writeFileSync(partial, 'Second text.\n');
    expect(renderer.cached(page!)).toBeUndefined();
    expect((await renderer.render(page!)).html).toContain('<p>Second text.</p>');
  });
});
