// A Docusaurus 3 docs folder written in MDX (in .md and .mdx) builds, and its pages render as Docusaurus renders them.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../generator/index.js';
import { articleBody, buildFixture, tempSite } from './buildFixture.js';

const config = 'tests/fixtures/docusaurus-mdx/site.config.ts';
const docs = 'tests/fixtures/docusaurus-mdx/docs';
const where = tempSite();
let build: BuildResult & { outDir: string };

beforeAll(async () => {
  build = await buildFixture(config, docs, where);
});

afterAll(() => rmSync(where.dir, { recursive: true, force: true }));

const page = (route: string) => readFileSync(path.join(build.outDir, `${route.slice(1)}/index.html`), 'utf8');
const body = (route: string) => articleBody(page(route));
const warnings = () => build.diagnostics.filter((d) => d.severity === 'warning');
const warningsOf = (file: string) => warnings().filter((d) => d.file === `${docs}/${file}`);

describe('docusaurus-mdx fixture', () => {
  it('builds without errors', () => {
    expect(build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(build.ok).toBe(true);
  });

  describe('markdown.format', () => {
    it('reads a .md file as MDX by default: JSX, require() images and comments', () => {
      const html = body('/format/jsx-in-md');
      expect(html).toContain('so JSX works: literal text and 42.');
      expect(html).toMatch(/<img src="\/assets\/img\/flow-[0-9a-f]{8}\.png" alt="The flow"/);
      expect(html).not.toContain('A comment');
      expect(html).toContain('It costs $5 to $10 a month');
      expect(html).not.toContain('<head>');
      expect(warningsOf('format/jsx-in-md.md')).toEqual([
        expect.objectContaining({
          line: 17,
          message: expect.stringContaining("<head> sets tags of the page's <head>"),
        }),
      ]);
    });

    it('reads a page with frontmatter `format: md` as CommonMark', () => {
      const html = body('/format/commonmark');
      expect(html).toContain('Braces {stay} and a <b>bold</b> tag is HTML.');
    });

    it("reads a page with Docusaurus's frontmatter `mdx: { format: md }` as CommonMark, a .mdx one too", () => {
      expect(body('/format/mdx-format-key')).toContain(
        'CommonMark: 1 &#x3C; 2, {braces} stay<br>and <i>HTML</i> works.',
      );
      expect(warningsOf('format/mdx-format-key.mdx')).toEqual([]);
    });

    it('reads a .md file that is not valid MDX as CommonMark, with a warning at its line', () => {
      expect(body('/format/not-mdx')).toContain('A heart &#x3C;3 is not valid MDX.');
      const [warning] = warningsOf('format/not-mdx.md');
      expect(warning).toMatchObject({
        line: 5,
        message: expect.stringMatching(/^not valid MDX: .*read as CommonMark instead$/),
      });
    });
  });

  it('takes explicit heading ids `{#id}` in .md and .mdx, and leaves them out of the text', () => {
    expect(body('/format/jsx-in-md')).toContain('<h2 id="custom-id">Heading with an id<');
    const html = body('/format/heading-ids');
    expect(html).toContain('<h2 id="install">Install the SDK<');
    expect(html).toContain('<h3 id="step-1">Step one<');
    expect(html).toContain('<h2 id="install-the-sdk">Install the SDK<');
    expect(page('/format/heading-ids')).toContain('<a class="toc__link" href="#step-1">Step one</a>');
    expect(html).not.toContain('{#');
  });

  it('takes a heading id written as an MDX comment `{/* #id */}`, which a link may point at', () => {
    expect(body('/format/heading-ids')).toContain('<h2 id="configure">Configure the client<');
    expect(page('/format/heading-ids')).toContain('<a class="toc__link" href="#configure">Configure the client</a>');
    expect(body('/format/links')).toContain('<a href="/format/heading-ids#configure">Comment id</a>');
    expect(warnings()).not.toContainEqual(expect.objectContaining({ message: expect.stringContaining('#configure') }));
  });

  describe('MDX components', () => {
    const html = () => body('/format/components');

    it('renders the theme components it imports', () => {
      expect(html()).toMatch(
        /<div class="code-block" data-lang="js"><div class="code-title">hello\.js<\/div><pre class="shiki line-numbers"[^>]*><code><span class="line">.*console.*hi/,
      );
      expect(html()).toMatch(
        /<aside class="admonition admonition-warning" role="note"><p class="admonition-title">Careful<\/p><div class="admonition-content">\s*Mind the step.\s*<\/div><\/aside>/,
      );
      expect(html()).toMatch(
        /<img src="\/img\/logo-light\.png" alt="Logo" class="themed-image themed-image--light"[^>]*>\s*<img src="\/img\/logo-dark\.png" alt="Logo" class="themed-image themed-image--dark"/,
      );
      expect(html()).toMatch(/<img src="\/assets\/img\/flow-[0-9a-f]{8}\.png" alt="Imported"/);
      expect(html()).toContain('<img src="/img/logo-light.png" alt="Base URL without a slash"');
      expect(html()).toContain('<a href="/format/heading-ids">Heading ids</a>');
      // <DocCardList /> on a page of a category without a page of its own: the cards of the category it sits in.
      expect(html()).toMatch(
        /<div class="doc-card-list"><section class="doc-cards">.*<a class="doc-card__link" href="\/format\/heading-ids"><h2 class="doc-card__title">Heading ids<\/h2>/,
      );
      expect(html()).not.toContain('data-doc-card-list');
      expect(html()).toMatch(/<details><summary>More<\/summary>\s*<p>Hidden text<\/p>\s*<\/details>/);
    });

    it('renders literal expressions and exported constants, and leaves out the others with a warning', () => {
      expect(html()).toContain('<p>Version 3.1, literal and .</p>');
      expect(warningsOf('format/components.mdx')).toContainEqual(
        expect.objectContaining({ line: 21, message: expect.stringContaining('`{1 + 1}` is not evaluated') }),
      );
    });

    it("renders <TOCInline> as the list of the page's headings, and <Heading> as a heading with its id", () => {
      const toc = body('/format/toc-inline').replace(/>\s+</g, '><');
      expect(toc).toContain(
        '<div class="toc-inline"><ul><li><a href="#install">Install</a><ul><li><a href="#from-npm">From npm</a></li></ul></li><li><a href="#setup">Configure</a></li></ul></div>',
      );
      expect(toc).toContain(
        '<div class="toc-inline"><ul><li><a href="#from-npm">From npm</a><ul><li><a href="#pinned-versions">Pinned versions</a></li></ul></li></ul></div>',
      );
      expect(toc).toContain('<h3 id="by-component">Written as a component<a class="hash-link" href="#by-component"');
      expect(toc).toContain('<h2>Not a heading level</h2>');
      expect(warningsOf('format/toc-inline.mdx')).toEqual([]);
    });

    it('shows raw-loader imports in a CodeBlock, and reads JSON imports and object members', () => {
      const html = body('/format/imports');
      expect(html).toContain('<div class="code-title">_add.js</div>');
      expect(html.replace(/<[^>]+>/g, '')).toContain('export function add(a, b) {\n  return a + b;\n}');
      expect(html).toContain('<p>Widget 2.1 is the latest; up to 250 pages, second name b.</p>');
      expect(warningsOf('format/imports.mdx')).toEqual([]);
    });

    it('renders a component the page defines when it wraps its children, else its children with a warning', () => {
      expect(html()).toContain('<div class="box">In a box</div>');
      expect(html()).toContain('<p>Complex child</p>');
      expect(warningsOf('format/components.mdx')).toContainEqual(
        expect.objectContaining({
          line: 39,
          message: expect.stringContaining('component <Complex> defined in this page is not rendered'),
        }),
      );
    });

    it('shows the children of unknown site components, warning once per component, and maps the configured ones', () => {
      expect(html()).toContain('<p>Fancy child</p>');
      expect(html()).toContain('<p>Fancy again</p>');
      const fancy = warningsOf('format/components.mdx').filter((d) => d.message.includes('<Fancy>'));
      expect(fancy).toEqual([
        expect.objectContaining({
          line: 43,
          message:
            'unknown MDX component <Fancy> (imported from @site/src/components/Fancy): its children are shown without it',
          hint: expect.stringContaining('markdown: { components:'),
        }),
      ]);
      expect(html()).toContain('<div class="card-grid">Card child</div>');
      expect(html()).toContain('<p>Mapped child</p>');
      // An expression among the children of an unknown component is left out with one warning, not one per pass.
      const unevaluated = warningsOf('format/components.mdx').filter((d) => d.message.includes('{notEvaluated}'));
      expect(unevaluated).toEqual([expect.objectContaining({ line: 58 })]);
      expect(warningsOf('format/components.mdx')).toHaveLength(5);
    });

    it('warns, as Docusaurus does not fail, about a JSX image whose file is missing', () => {
      expect(warningsOf('format/components.mdx')).toContainEqual(
        expect.objectContaining({ line: 33, message: 'image not found: /img/not-there.png' }),
      );
    });
  });

  describe('code blocks', () => {
    /** The page's HTML without token colours, so that assertions read the code. */
    const html = () => body('/format/code-blocks').replace(/<span class="tk-[a-z-]+">([^<]*)<\/span>/g, '$1');

    it('shows the title, the highlighted lines of {1,3-4} and line numbers', () => {
      expect(html()).toContain(
        '<div class="code-title">src/app.js</div><pre class="shiki line-numbers" tabindex="0"><code><span class="line highlighted">const a = 1;</span>\n<span class="line">const b = 2;</span>\n<span class="line highlighted">const c = 3;</span>\n<span class="line highlighted">const d = 4;</span>',
      );
    });

    it('highlights the lines magic comments mark, and removes the comments', () => {
      expect(html()).toContain(
        '<span class="line">function f() {</span>\n<span class="line highlighted">  return 1;</span>\n<span class="line highlighted">  const x = 2;</span>\n<span class="line highlighted">  const y = 3;</span>\n<span class="line">}</span>',
      );
      expect(html()).not.toContain('highlight-');
    });

    it('shows an npm2yarn block as npm, Yarn and pnpm tabs of one group', () => {
      expect(html()).toContain('data-group-id="npm2yarn"');
      expect(html()).toMatch(/data-value="npm" class="tabs__panel is-active">.*npm install --save-dev docsgen/);
      expect(html()).toMatch(/data-value="yarn" class="tabs__panel">.*yarn add --dev docsgen/);
      expect(html()).toMatch(/data-value="pnpm" class="tabs__panel">.*pnpm add --save-dev docsgen/);
    });

    it("reads an mdx-code-block as the page's own MDX", () => {
      expect(html()).toContain('<details><summary>From an mdx-code-block</summary><p>Inside it.</p></details>');
    });

    it('shows a reference block as a titled link to the lines on GitHub', () => {
      const url =
        'https://github.com/uniswap/v4-core/blob/80311e34080fee64b6fc6c916e9a51a437d0e482/src/PoolManager.sol#L10-L20';
      expect(html()).toContain(
        `<div class="code-block code-reference"><div class="code-title"><a href="${url}">src/PoolManager.sol (lines 10–20)</a></div>`,
      );
    });
  });

  describe('tabs', () => {
    const html = () => body('/format/tabs');

    it('gives the island the group and the query-string key (the group id for `queryString`, else its value)', () => {
      expect(html()).toContain('<div class="tabs" data-group-id="os" data-query-string="os" data-tabs="">');
      expect(html()).toContain('<div class="tabs" data-query-string="lang" data-tabs="">');
    });

    it('takes labels from the `values` prop and shows the `default` item, or the `defaultValue`, first', () => {
      expect(html()).toContain('data-value="mac" class="tabs__tab">macOS</button>');
      expect(html()).toContain('aria-selected="true" tabindex="0" data-value="linux" class="tabs__tab">Linux</button>');
      expect(html()).toContain(
        'aria-selected="true" tabindex="0" data-value="ts" class="tabs__tab">TypeScript</button>',
      );
    });

    it('renders an admonition inside a tab', () => {
      expect(html()).toMatch(
        /data-value="linux" class="tabs__panel is-active"><aside class="admonition admonition-tip" role="note"><p class="admonition-title">In a tab<\/p>/,
      );
    });
  });

  describe('admonitions', () => {
    const html = () => body('/format/admonitions');
    const admonition = (type: string, title: string) =>
      `<aside class="admonition admonition-${type}" role="note"><p class="admonition-title">${title}</p>`;

    it('renders every type with its default title', () => {
      for (const [type, title] of [
        ['note', 'Note'],
        ['tip', 'Tip'],
        ['danger', 'Danger'],
        ['caution', 'Caution'],
        ['important', 'Important'],
      ])
        expect(html()).toContain(admonition(type!, title!));
    });

    it('takes titles in brackets and in the older form after the type', () => {
      expect(html()).toContain(admonition('info', 'Bracket title'));
      expect(html()).toContain(admonition('warning', 'Legacy title'));
      expect(html()).toContain(admonition('tip', 'Quoted title'));
    });

    it('nests an admonition in a longer fence, and renders one in a list item', () => {
      expect(html()).toMatch(
        new RegExp(
          `${admonition('info', 'Outer')}<div class="admonition-content">\\s*<p>Outside.</p>\\s*${admonition('danger', 'Inner')}`,
        ),
      );
      expect(html()).toMatch(new RegExp(`<li>\\s*<p>A step.</p>\\s*${admonition('note', 'In a list')}`));
    });
  });

  it('finds images next to the page, in the static folder, at @site/ paths and imported', () => {
    const html = body('/format/images');
    expect(html).toMatch(/<img src="\/assets\/img\/flow-[0-9a-f]{8}\.png" alt="Relative"/);
    expect(html).toContain('<img src="/img/logo-light.png" alt="From the static folder"');
    expect(html).toMatch(/<img src="\/assets\/img\/logo-dark-[0-9a-f]{8}\.png" alt="From the site folder"/);
    expect(html).toMatch(/<img src="\/assets\/img\/logo-dark-[0-9a-f]{8}\.png" alt="Required from the site folder"/);
    // The page imports an image as `img`: `<img>` stays the HTML element, and `{img}` is the image.
    expect(html).toMatch(/<img src="\/assets\/img\/flow-[0-9a-f]{8}\.png" alt="Imported as img"/);
    expect(warningsOf('format/images.md')).toEqual([]);
  });

  it('resolves the link forms Docusaurus sites use', () => {
    const html = body('/format/links');
    expect(html).toContain('<a href="/format/heading-ids#step-1">With an anchor</a>');
    expect(html).toContain('<a href="/format/components">Bare mdx name</a>');
    expect(html).toContain('<a href="/format/heading-ids#install">Site path</a>');
    expect(html).toContain('<a href="/files/guide.txt">Past the router</a>');
    expect(html).toContain('<a href="/files/guide.txt">Static file</a>');
    expect(html).toMatch(/<a href="\/assets\/files\/flow-[0-9a-f]{8}\.png">File next to the page<\/a>/);
    expect(html).toContain('<a href="/format/admonitions">admonitions</a>');
    expect(warningsOf('format/links.md')).toEqual([]);
  });

  it('renders an imported partial in place, with its own imports, and warns about a missing one', () => {
    const html = body('/format/partials');
    expect(html).toMatch(
      /<p>Before.<\/p>\s*<h2 id="from-partial">From a partial<.*<aside class="admonition admonition-tip" role="note"><p class="admonition-title">Shared<\/p>.*<p>After.<\/p>/s,
    );
    expect(html).not.toContain('frontmatter');
    // The partial's own relative paths start from its folder, not the page's.
    expect(html).toContain('<a href="/format/heading-ids">the heading ids</a>');
    expect(html).toMatch(/<img src="\/assets\/img\/flow-[0-9a-f]{8}\.png" alt="Flow"/);
    expect(warningsOf('format/partials.mdx')).toEqual([
      expect.objectContaining({
        line: 11,
        message: 'partial ./_partials/_missing.md was not found: <Missing> was left out',
      }),
    ]);
  });
  describe('TOCInline and theme components used without an import', () => {
    it('lists the headings of the page, h2-h3 unless the levels are given', () => {
      const html = body('/format/toc-inline-filtered');
      const [first, second] = [...html.matchAll(/<div class="toc-inline"[^>]*>(.*?)<\/div>/g)].map((m) => m[1]!);
      expect(first).toBe(
        '<ul><li><a href="#first">First section</a><ul><li><a href="#a-subsection">A subsection</a></li></ul></li><li><a href="#second-section">Second section</a></li></ul>',
      );
      expect(second).toContain('<a href="#a-deeper-one">A deeper one</a>');
    });

    it('renders DocCardList without an import, with no warning', () => {
      expect(body('/format/toc-inline-filtered')).toContain('class="doc-card-list"');
      expect(warningsOf('format/toc-inline-filtered.mdx').filter((d) => d.message.includes('DocCardList'))).toEqual([]);
    });
  });
});
