// A Docusaurus 3 docs folder built with --docs, unmodified: every page at the URL Docusaurus gives it, category index
// rules, _category_ files, generated index pages, tags and the doc frontmatter keys, with one warning about versions.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardsOfCategory, generatedIndexPlugin } from '../../generator/routes/categoryIndexPages.js';
import { builtFixture, expected, htmlRoutes, sidebarShape, type SidebarShape } from './buildFixture.js';

const config = 'tests/fixtures/docusaurus-structure/site.config.ts';
const docs = 'tests/fixtures/docusaurus-structure/docs';
const fixture = builtFixture(config, docs);
const page = (route: string) => fixture.page(route);
// Pages of the built-in plugins (the blog and search pages) are not the folder's.
const pluginRoutes = () =>
  fixture
    .model!.pages.filter((p) => p.page.source.generatedBy && p.page.source.generatedBy !== generatedIndexPlugin)
    .map((p) => p.page.route);

describe('docusaurus-structure fixture', () => {
  it('builds with one warning: only the current version of versions.json is built', () => {
    expect(fixture.build.ok).toBe(true);
    expect(fixture.build.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'tests/fixtures/docusaurus-structure/versions.json',
        message: expect.stringContaining('only the current docs version'),
      }),
    ]);
  });

  it('writes every page at the URL Docusaurus gives it, and nothing else', () => {
    expect(htmlRoutes(fixture.build.outDir, pluginRoutes())).toEqual(
      [...expected<string[]>('docusaurus-structure', 'routes.json')].sort(),
    );
  });

  it('builds one sidebar of the whole folder, ordered and linked as Docusaurus does', () => {
    const built = Object.fromEntries(
      Object.entries(fixture.model!.routes.sidebars).map(([id, items]) => [id, sidebarShape(items)]),
    );
    expect(built).toEqual(expected<Record<string, SidebarShape>>('docusaurus-structure', 'sidebars.json'));
  });

  it('links categories as their _category_ file says, else to their index page', () => {
    const hrefs = Object.fromEntries(
      fixture.model!.routes.sidebars.defaultSidebar!.flatMap((item) =>
        item.type === 'category' ? [[item.label + (item.href?.endsWith('-1') ? ' (misc)' : ''), item.href]] : [],
      ),
    );
    expect(hrefs).toEqual({
      'Getting Started': '/category/getting-started',
      Guides: '/guides',
      Concepts: '/category/concepts',
      'Getting Started (misc)': '/category/getting-started-1',
      'API Reference': '/api-overview',
      Deployments: '/deployments',
      Reference: undefined,
    });
  });

  it('renders a generated index page with its title, description and a card per item', () => {
    const html = page('/category/getting-started');
    expect(html).toContain('<h1 class="doc__title">Start here</h1>');
    expect(html).toContain('Everything you need to begin.');
    expect(html).toContain(
      '<a class="doc-card__link" href="/getting-started/installation"><h2 class="doc-card__title">Installation</h2><p class="doc-card__description">Install the tool.</p></a>',
    );
    expect(page('/api-overview')).toContain('<meta name="keywords" content="api"/>');
  });

  it('keeps the cards of every category page for DocCardList', () => {
    expect(cardsOfCategory(fixture.model!.routes, '/guides').map((c) => [c.kind, c.title, c.href])).toEqual([
      ['link', 'Writing docs', '/guides/writing'],
      ['link', 'Deploying', '/guides/deploying'],
      ['category', 'Advanced', '/guides/advanced/tuning'],
    ]);
    expect(cardsOfCategory(fixture.model!.routes, '/guides')[0]!.description).toBe('How to write a page.');
  });

  it('applies pagination_prev/next, unlisted, hide_title, toc levels and custom_edit_url', () => {
    const deploying = page('/guides/deploying');
    expect(deploying).toContain(
      '<a class="pagination__link pagination__link--prev" href="/guides/advanced/tuning" rel="prev">',
    );
    expect(deploying).not.toContain('rel="next"');
    const unlisted = page('/guides/unlisted-notes');
    expect(unlisted).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page('/guides/writing')).not.toContain('/guides/unlisted-notes');
    expect(readFileSync(path.join(fixture.build.outDir, 'sitemap.xml'), 'utf8')).not.toContain('unlisted-notes');
    const profiling = page('/guides/advanced/profiling');
    expect(profiling).not.toContain('doc__title');
    expect(profiling).toContain('href="#deep-detail"');
    expect(profiling).toContain('class="sidebar__item hot"');
    expect(page('/reference/glossary')).toContain('dateTime="2024-01-02');
    expect(page('/reference/faq')).not.toContain('class="sidebar"');
  });

  it('lists a doc tags, linked to their pages at Docusaurus URLs', () => {
    expect(page('/getting-started/installation')).toContain(
      '<a class="doc__tag" href="/tags/setup-and-install" rel="tag">Setup</a>',
    );
    expect(page('/tags/v-3')).toContain('1 doc tagged with &quot;v3&quot;');
    expect(page('/tags')).toContain('href="/tags/getting-started"');
  });

  it('sets the page image and keywords from the frontmatter', () => {
    expect(page('/guides/writing')).toContain(
      '<meta property="og:image" content="https://structure.example/img/pixel.png"/>',
    );
    expect(page('/')).toContain('<meta name="keywords" content="docs, fixture"/>');
  });
});
