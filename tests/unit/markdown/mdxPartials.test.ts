// A page that imports a partial is rendered again when the partial changes, though the page's own text did not.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openBuildCache } from '../../../generator/cache/buildCache.js';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import { createMarkdownRenderer } from '../../../generator/markdown/renderMarkdown.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-partials-'));
mkdirSync(path.join(dir, 'docs'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const renderer = createMarkdownRenderer({
  rootDir: dir,
  docsDir: path.join(dir, 'docs'),
  staticDir: path.join(dir, 'static'),
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  remarkPlugins: [],
  rehypePlugins: [],
  cache: openBuildCache(undefined, 'partials-test'),
});

/** The page `docs/<name>` importing `source` as `Part` and showing it. */
function importingPage(name: string, source: string) {
  const contents = `import Part from '${source}';\n\n<Part />\n`;
  return discoverPages([{ path: name, origin: `docs/${name}`, contents }], { routeBasePath: '/', includeDrafts: true })
    .pages[0]!;
}

describe('partials and the markdown cache', () => {
  it('misses the cache once an imported partial changed', async () => {
    const partial = path.join(dir, 'docs/_part.md');
    writeFileSync(partial, 'First text.\n');
    const page = importingPage('page.mdx', './_part.md');
    expect((await renderer.render(page!)).html).toContain('<p>First text.</p>');
    expect(renderer.cached(page!)?.html).toContain('<p>First text.</p>');
    writeFileSync(partial, 'Second text.\n');
    expect(renderer.cached(page!)).toBeUndefined();
    expect((await renderer.render(page!)).html).toContain('<p>Second text.</p>');
  });

  it('misses the cache once a partial or imported file that was not there is written', async () => {
    for (const [name, source, written] of [
      ['later.mdx', './_later.md', '_later.md'],
      ['code.mdx', '!!raw-loader!./_code', '_code.js'],
    ] as const) {
      const page = importingPage(name, source);
      await renderer.render(page);
      expect(renderer.cached(page)).toBeDefined();
      writeFileSync(path.join(dir, 'docs', written), 'Now here.\n');
      expect(renderer.cached(page)).toBeUndefined();
    }
  });
});
