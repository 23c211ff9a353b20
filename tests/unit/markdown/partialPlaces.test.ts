// The paths written in a partial start from the partial's own file, as Docusaurus compiles each partial as a module of
// its own, and what is reported about a partial's content names the partial's file and line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import { createPageProcessor } from '../../../generator/markdown/pageProcessor.js';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const site = 'tests/fixtures/mdx-partials';
const processor = createPageProcessor({
  rootDir,
  docsDir: path.join(rootDir, site, 'docs'),
  staticDir: path.join(rootDir, site, 'static'),
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  remarkPlugins: [],
  rehypePlugins: [],
});

/** Renders `contents` as the page `docs/<docPath>` of the fixture site, whose partials are in other folders. */
function render(contents: string, docPath = 'guide/page.mdx') {
  const found = discoverPages([{ path: docPath, origin: `${site}/docs/${docPath}`, contents }], {
    routeBasePath: '/',
    includeDrafts: true,
  });
  return processor.process(found.pages[0]!);
}

const importing = (source: string) => `# Page\n\nimport Shared from '${source}';\n\n<Shared />\n`;

describe('a partial imported from another folder', () => {
  it('finds its images next to itself: written, imported and required', async () => {
    const page = await render(importing('../_shared/_p.mdx'));
    expect(page.diagnostics).toEqual([]);
    for (const alt of ['Written', 'Imported', 'Required'])
      expect(page.html).toMatch(new RegExp(`<img src="/assets/img/dot-[0-9a-f]{8}\\.png" alt="${alt}" width="3"`));
    expect(new Set(page.assets.map((asset) => path.relative(rootDir, asset.from)))).toEqual(
      new Set([`${site}/docs/_shared/img/dot.png`, `${site}/docs/_shared/notes.txt`]),
    );
  });

  it('reads its raw-loader and JSON imports and its own partials next to itself, each recorded for the cache', async () => {
    const page = await render(importing('../_shared/_p.mdx'));
    expect(page.html).toContain('export const shared = 1;');
    expect(page.html).toContain('From the JSON next to the partial');
    expect(page.html).toContain('Inner: ');
    expect(page.partials?.map((partial) => path.relative(rootDir, partial.file))).toEqual([
      `${site}/docs/_shared/_p.mdx`,
      `${site}/docs/_shared/_code.js`,
      `${site}/docs/_shared/_data.json`,
      `${site}/docs/_shared/_inner.md`,
    ]);
  });

  it("links a markdown file by its path from the page, which the route stage resolves, and a file from the partial's folder", async () => {
    const page = await render(importing('../_shared/_p.mdx'));
    expect(page.html).toContain('<a href="../a/sibling.md#top">sibling</a>');
    expect(page.html).toMatch(/<a href="\/assets\/files\/notes-[0-9a-f]{8}\.txt">notes<\/a>/);
    expect(page.links.map((link) => link.href)).toContain('../a/sibling.md#top');
  });

  it('reports what is wrong in it at its own file and line, and names the line of the page that imports it', async () => {
    const page = await render(importing('../a/_broken.mdx'));
    expect(page.diagnostics).toEqual([
      {
        severity: 'error',
        file: `${site}/docs/a/_broken.mdx`,
        line: 3,
        column: 1,
        message: 'image not found: ./img/none.png',
        hint: `Fix the path; it is relative to the partial's file. The partial is imported at ${site}/docs/guide/page.mdx:5.`,
      },
      // A JSX <img> is left as written, as on a page: a warning.
      expect.objectContaining({ severity: 'warning', line: 5, message: 'image not found: ./img/gone.png' }),
    ]);
  });

  it('reads the syntax its own text uses, which the page that imports it may not: admonitions, comments, strikethrough', async () => {
    const page = await render(importing('../_shared/_syntax.mdx'));
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('A hint in a box.');
    expect(page.html).not.toContain(':::');
    expect(page.html).toContain('<del>old</del>');
    expect(page.html).toContain('type="checkbox"');
    expect(page.html).not.toContain('Kept short');
  });

  it('reports a partial that is not MDX at its own file, line and column, and renders the rest of the page', async () => {
    const page = await render(`${importing('../a/_autolink.mdx')}\nAfter the partial.\n`);
    expect(page.html).toContain('After the partial.');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        file: `${site}/docs/a/_autolink.mdx`,
        line: 5,
        column: 20,
        message: expect.stringMatching(/^could not parse MDX: Unexpected character `\/`/),
        hint: expect.stringContaining(`The partial is imported at ${site}/docs/guide/page.mdx:5.`),
      }),
    ]);
  });

  it('reads no partial or imported file outside the site folder, whatever its path: a partial there is an error', async () => {
    const page = await render(importing('../_shared/_outside.mdx'));
    expect(page.html).not.toContain('Start with');
    expect(page.partials?.map((partial) => path.relative(rootDir, partial.file))).toEqual([
      `${site}/docs/_shared/_outside.mdx`,
    ]);
    expect(page.diagnostics.map((d) => [d.severity, d.file, d.line, d.message])).toEqual([
      [
        'error',
        `${site}/docs/_shared/_outside.mdx`,
        4,
        'partial outside the site folder: ../../../site-basic/docs/guide/intro.md',
      ],
      [
        'warning',
        `${site}/docs/_shared/_outside.mdx`,
        6,
        'JavaScript expression `{Text}` is not evaluated and was left out',
      ],
    ]);
  });
});
