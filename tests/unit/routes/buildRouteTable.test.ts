// The route table: sidebar order and categories, breadcrumbs, previous/next, duplicate routes and unknown ids.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../generator/config/loadConfig.js';
import { buildRouteTable, flattenLinks } from '../../../generator/routes/buildRouteTable.js';
import { renderedOf } from './renderedPages.js';
import type { SidebarItem, SiteConfig, SourceFile } from '../../../generator/types.js';

const md = (path: string, frontmatter: string): SourceFile => ({
  path,
  origin: `docs/${path}`,
  contents: `---\n${frontmatter}\n---\nText.\n`,
});
const category = (path: string, json: object): SourceFile => ({
  path,
  origin: `docs/${path}`,
  contents: JSON.stringify(json),
});

const files: SourceFile[] = [
  md('guide/intro.md', 'title: Introduction\nsidebar_position: 1'),
  md('guide/zebra.md', 'title: Zebra'),
  md('guide/alpha.md', 'title: Alpha'),
  md('guide/02-setup.md', 'title: Setup'),
  category('guide/advanced/_category_.json', { label: 'Advanced Topics', position: 3, collapsed: false }),
  md('guide/advanced/index.md', 'title: Advanced'),
  md('guide/advanced/tuning.md', 'title: Tuning\nsidebar_position: 2'),
  md('guide/advanced/caching.md', 'title: Caching in Depth\nsidebar_label: Cache\nsidebar_position: 1'),
  md('guide/05-extras/one.md', 'title: One'),
  md('reference/api.md', 'title: API'),
];

function configWith(overrides: Record<string, unknown> = {}): SiteConfig {
  const { config, diagnostics } = validateConfig(
    {
      title: 'Docs',
      url: 'https://docs.example',
      docs: { sidebars: ['guide'], mainDocId: 'guide/intro' },
      themeConfig: {
        navbar: {
          title: 'Docs',
          logo: { alt: 'L', src: '/l.svg' },
          items: [{ type: 'doc', docId: 'guide/intro', label: 'Guide' }],
        },
        footer: { links: [] },
      },
      ...overrides,
    },
    'site.config.ts',
  );
  expect(diagnostics).toEqual([]);
  return config!;
}

function table(sources = files, config = configWith(), options?: { configDescribesDocs: boolean }) {
  const { pages, categories } = renderedOf(sources);
  return buildRouteTable(pages, categories, config, options);
}

describe('sidebars', () => {
  it('orders items by position (frontmatter, then number prefix), then by name', () => {
    const { routes, diagnostics } = table();
    expect(diagnostics).toEqual([]);
    expect(Object.keys(routes.sidebars)).toEqual(['guide']);
    expect(routes.sidebars.guide!.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual([
      'Introduction',
      'Setup',
      'Advanced Topics',
      'extras',
      'Alpha',
      'Zebra',
    ]);
  });

  it('builds categories with their collapsed state, own page and sorted items', () => {
    const items = table().routes.sidebars.guide!;
    expect(items[2]).toEqual({
      type: 'category',
      label: 'Advanced Topics',
      collapsed: false,
      collapsible: true,
      href: '/guide/advanced',
      items: [
        { type: 'link', label: 'Cache', href: '/guide/advanced/caching', docId: 'guide/advanced/caching' },
        { type: 'link', label: 'Tuning', href: '/guide/advanced/tuning', docId: 'guide/advanced/tuning' },
      ],
    });
    expect(items[3]).toMatchObject({ type: 'category', label: 'extras', collapsed: true, href: undefined });
  });

  it('makes a category holding only its own page a link to it, and leaves out one with no page', () => {
    const sources = [
      ...files,
      category('guide/errors/_category_.json', { label: 'Errors', position: 4 }),
      md('guide/errors/index.md', 'title: Error Selectors'),
      category('guide/empty/_category_.json', { label: 'Empty', position: 5 }),
    ];
    const items = table(sources).routes.sidebars.guide!;
    expect(items.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual([
      'Introduction',
      'Setup',
      'Advanced Topics',
      'Errors',
      'extras',
      'Alpha',
      'Zebra',
    ]);
    expect(items[3]).toEqual({ type: 'link', label: 'Errors', href: '/guide/errors', docId: 'guide/errors/index' });
  });

  it("lists the pages in reading order, a category's own page before its items", () => {
    expect(flattenLinks(table().routes.sidebars.guide!).map((l) => l.href)).toEqual([
      '/guide/intro',
      '/guide/setup',
      '/guide/advanced',
      '/guide/advanced/caching',
      '/guide/advanced/tuning',
      '/guide/extras/one',
      '/guide/alpha',
      '/guide/zebra',
    ]);
  });
});

describe('doc routes', () => {
  it('gives breadcrumbs down through the categories', () => {
    const { docs } = table().routes;
    expect(docs.get('guide/advanced/tuning')!.breadcrumbs).toEqual([
      { label: 'Advanced Topics', href: '/guide/advanced' },
      { label: 'Tuning' },
    ]);
    expect(docs.get('guide/intro')!.breadcrumbs).toEqual([{ label: 'Introduction' }]);
    expect(docs.get('guide/extras/one')!.breadcrumbs).toEqual([{ label: 'extras', href: undefined }, { label: 'One' }]);
  });

  it('links previous and next in reading order, across categories', () => {
    const { docs } = table().routes;
    expect(docs.get('guide/intro')).toMatchObject({
      sidebar: 'guide',
      previous: undefined,
      next: { label: 'Setup', href: '/guide/setup' },
    });
    expect(docs.get('guide/setup')).toMatchObject({
      previous: { href: '/guide/intro' },
      next: { label: 'Advanced Topics', href: '/guide/advanced' },
    });
    expect(docs.get('guide/advanced/tuning')).toMatchObject({
      previous: { label: 'Cache' },
      next: { label: 'One', href: '/guide/extras/one' },
    });
    expect(docs.get('guide/zebra')).toMatchObject({ previous: { label: 'Alpha' }, next: undefined });
  });

  it('keeps pages outside the configured sidebars routable, without a sidebar', () => {
    expect(table().routes.docs.get('reference/api')).toEqual({
      docId: 'reference/api',
      route: '/reference/api',
      sidebar: '',
      breadcrumbs: [{ label: 'API' }],
    });
  });

  it('fills the docs registry', () => {
    const { version } = table().routes;
    expect(version).toMatchObject({
      name: 'current',
      label: 'Next',
      isLast: true,
      path: '/',
      mainDocId: 'guide/intro',
    });
    expect(version.docs).toContainEqual({
      id: 'guide/advanced/tuning',
      path: '/guide/advanced/tuning',
      sidebar: 'guide',
    });
  });

  it("passes the config's redirects on", () => {
    const redirects = [{ from: '/old', to: '/guide/intro' }];
    expect(table(files, configWith({ redirects })).routes.redirects).toEqual(redirects);
  });
});

describe('duplicate routes', () => {
  const clash = [...files, md('guide/install.md', 'title: Install\nslug: setup')];

  it('warns by default, naming both files', () => {
    const { diagnostics } = table(clash);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', file: 'docs/guide/install.md' });
    expect(diagnostics[0]!.message).toBe('duplicate route /guide/setup: also produced by docs/guide/02-setup.md');
    expect(diagnostics[0]!.hint).toContain('`slug`');
  });

  it('leaves the page that lost its route out of the sidebar and the pages', () => {
    const { routes, pages } = table(clash);
    expect(pages.filter((r) => r.page.route === '/guide/setup').map((r) => r.page.source.path)).toEqual([
      'guide/install.md',
    ]);
    const links = flattenLinks(routes.sidebars.guide!).filter((link) => link.href === '/guide/setup');
    expect(links).toEqual([{ label: 'Install', href: '/guide/setup' }]);
    expect(routes.docs.has('guide/setup')).toBe(false);
  });

  it('follows onDuplicateRoutes', () => {
    expect(table(clash, configWith({ onDuplicateRoutes: 'throw' })).diagnostics[0]!.severity).toBe('error');
    expect(table(clash, configWith({ onDuplicateRoutes: 'ignore' })).diagnostics).toEqual([]);
  });
});

describe('references from the config', () => {
  it('reports an unknown sidebar id and lists the valid ones', () => {
    const { diagnostics } = table(
      files,
      configWith({ docs: { sidebars: ['guide', 'tutorials'], mainDocId: 'guide/intro' } }),
    );
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      message: 'unknown sidebar id "tutorials" in docs.sidebars',
    });
    expect(diagnostics[0]!.hint).toContain('guide, reference');
  });

  it('reports an unknown navbar doc id and lists existing ids', () => {
    const config = configWith({
      themeConfig: {
        navbar: {
          title: 'D',
          logo: { alt: 'L', src: '/l.svg' },
          items: [{ type: 'doc', docId: 'guide/setpu', label: 'Setup' }],
        },
        footer: { links: [] },
      },
    });
    const { diagnostics } = table(files, config);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      message: 'unknown doc id "guide/setpu" in themeConfig.navbar.items.0.docId',
    });
    expect(diagnostics[0]!.hint).toMatch(/^Use one of the existing doc ids, e\.g\. guide\//);
    expect(diagnostics[0]!.hint).toContain('guide/setup');
  });

  it('offers as existing doc ids only docs, not the generated index page of a category', () => {
    const sources = [
      md('guide/intro.md', 'title: Introduction'),
      category('guide/appendix/_category_.json', { label: 'Appendix', link: { type: 'generated-index' } }),
      md('guide/appendix/glossary.md', 'title: Glossary'),
    ];
    const config = configWith({ docs: { sidebars: ['guide'], mainDocId: 'missing/page' } });
    const [diagnostic] = table(sources, config).diagnostics;
    expect(diagnostic!.message).toBe('unknown doc id "missing/page" in docs.mainDocId');
    expect(diagnostic!.hint).toBe('Use one of the existing doc ids, e.g. guide/appendix/glossary, guide/intro.');
  });

  it('reports an unknown mainDocId', () => {
    const { diagnostics } = table(files, configWith({ docs: { sidebars: ['guide'], mainDocId: 'guide/start' } }));
    expect(diagnostics.map((d) => d.message)).toEqual(['unknown doc id "guide/start" in docs.mainDocId']);
  });

  // Docusaurus's default sidebars: `{ defaultSidebar: [{ type: 'autogenerated', dirName: '.' }] }`.
  it('only warns, and makes one sidebar of the whole folder, for a docs folder the config does not describe', () => {
    const config = configWith({ docs: { sidebars: ['tutorials'], mainDocId: 'tutorials/start' } });
    const { routes, diagnostics } = table(files, config, { configDescribesDocs: false });
    expect(Object.keys(routes.sidebars)).toEqual(['defaultSidebar']);
    expect(routes.sidebars.defaultSidebar!.map((item) => (item.type === 'html' ? item.value : item.label))).toEqual([
      'guide',
      'reference',
    ]);
    expect(diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });

  it("keeps only the config's redirects that lead to a page of a docs folder the config does not describe", () => {
    const redirects = [
      { from: '/old-intro', to: '/guide/intro' },
      { from: '/gone', to: '/sdk/v3/guides/background' },
      { from: '/section', to: '/guide/intro#setup' },
    ];
    const config = configWith({ redirects });
    expect(table(files, config, { configDescribesDocs: true }).routes.redirects).toEqual(redirects);
    expect(table(files, config, { configDescribesDocs: false }).routes.redirects).toEqual([redirects[0], redirects[2]]);
  });

  it("orders a Docusaurus folder's names code unit by code unit, and the configured folder's naturally", () => {
    const sources = [
      md('guide/intro.md', 'title: Intro'),
      md('guide/Zeta.md', 'title: Zeta'),
      md('guide/b2.md', 'title: B2'),
      md('guide/b10.md', 'title: B10'),
    ];
    const order = (configDescribesDocs: boolean): SidebarItem[] => {
      const { sidebars } = table(sources, configWith(), { configDescribesDocs }).routes;
      if (configDescribesDocs) return sidebars.guide!;
      return (sidebars.defaultSidebar![0] as Extract<SidebarItem, { type: 'category' }>).items;
    };
    expect(order(false)).toMatchObject([{ label: 'Zeta' }, { label: 'B10' }, { label: 'B2' }, { label: 'Intro' }]);
    expect(order(true)).toMatchObject([{ label: 'B2' }, { label: 'B10' }, { label: 'Intro' }, { label: 'Zeta' }]);
  });
});
