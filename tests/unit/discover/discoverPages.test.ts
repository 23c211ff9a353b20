// Discovery: Docusaurus ids and routes, category indexes, drafts and `_category_.json`.
import { describe, expect, it } from 'vitest';
import { discoverPages, type DiscoverOptions } from '../../../generator/discover/discoverPages.js';
import { openFrontmatterCache } from '../../../generator/discover/frontmatterCache.js';
import type { SourceFile } from '../../../generator/types.js';

const build: DiscoverOptions = { routeBasePath: '/', includeDrafts: false };
const doc = (path: string, contents = '# Page\n'): SourceFile => ({ path, contents, origin: `docs/${path}` });
const only = (file: SourceFile, options: DiscoverOptions = build) => {
  const found = discoverPages([file], options);
  expect(found.diagnostics).toEqual([]);
  expect(found.pages).toHaveLength(1);
  return found.pages[0]!;
};

describe('discoverPages: ids and routes', () => {
  it('strips number prefixes from folders and the file name, keeping the prefix for ordering', () => {
    const page = only(doc('01-getting-started/02-install.md'));
    expect(page).toMatchObject({
      id: 'getting-started/install',
      route: '/getting-started/install',
      dir: 'getting-started',
      sidebar: 'getting-started',
      numberPrefix: 2,
      isCategoryIndex: false,
      format: 'md',
    });
  });

  it('keeps the case of file names', () => {
    expect(only(doc('contracts/v4/concepts/PoolManager.md')).route).toBe('/contracts/v4/concepts/PoolManager');
  });

  it('keeps dates and versions in names', () => {
    expect(only(doc('blog/2021-01-31-launch.md')).route).toBe('/blog/2021-01-31-launch');
    expect(only(doc('releases/1.0.0.md')).route).toBe('/releases/1.0.0');
  });

  it('lets frontmatter `id` replace the last segment of the id and the route', () => {
    const page = only(doc('01-guides/03-setup.md', '---\nid: configure\n---\n'));
    expect(page).toMatchObject({ id: 'guides/configure', route: '/guides/configure', numberPrefix: 3 });
  });

  it('resolves a relative `slug` against the folder and keeps the id', () => {
    const page = only(doc('01-guides/setup.md', '---\nslug: first-steps\n---\n'));
    expect(page).toMatchObject({ id: 'guides/setup', route: '/guides/first-steps' });
  });

  it('uses an absolute `slug` as the whole route', () => {
    expect(only(doc('01-guides/setup.md', '---\nslug: /start/here\n---\n')).route).toBe('/start/here');
    expect(only(doc('intro.md', '---\nslug: /\n---\n')).route).toBe('/');
  });

  it('mounts routes under routeBasePath', () => {
    expect(only(doc('guides/setup.md'), { routeBasePath: '/docs', includeDrafts: false }).route).toBe(
      '/docs/guides/setup',
    );
  });

  it('marks .mdx pages', () => {
    expect(only(doc('guides/tabs.mdx')).format).toBe('mdx');
  });

  it('returns the body without frontmatter and the line it starts on', () => {
    const page = only(doc('guides/a.md', '---\ntitle: A\n---\nText'));
    expect(page.body).toBe('Text');
    expect(page.bodyLine).toBe(4);
    expect(page.frontmatter.title).toBe('A');
  });
});

describe('discoverPages: category index pages', () => {
  it.each([
    ['02-guides/index.md', 'guides/index'],
    ['02-guides/README.md', 'guides/README'],
    ['guides/readme.mdx', 'guides/readme'],
    ['guides/guides.md', 'guides/guides'],
  ])('routes %s to its folder', (path, id) => {
    const page = only(doc(path));
    expect(page).toMatchObject({ id, route: '/guides', isCategoryIndex: true });
  });

  // Docusaurus compares the file name and the folder name lowercased (`isCategoryIndex` in plugin-content-docs).
  it('matches a same-name index regardless of case', () => {
    expect(only(doc('Guides/guides.md'))).toMatchObject({ route: '/Guides', isCategoryIndex: true });
  });

  it('routes a root index.md to /', () => {
    expect(only(doc('index.md'))).toMatchObject({ route: '/', isCategoryIndex: true });
  });

  it('does not treat a page named like an outer folder as an index', () => {
    expect(only(doc('guides/hooks/guides.md'))).toMatchObject({
      route: '/guides/hooks/guides',
      isCategoryIndex: false,
    });
  });

  // The folder name is compared with its number prefix, as Docusaurus reads it from the source path.
  it('compares a same-name index with the folder name as written, number prefix included', () => {
    expect(only(doc('01-guides/01-guides.md'))).toMatchObject({
      id: 'guides/guides',
      route: '/guides',
      isCategoryIndex: true,
    });
    expect(only(doc('01-guides/guides.md'))).toMatchObject({
      id: 'guides/guides',
      route: '/guides/guides',
      isCategoryIndex: false,
    });
    expect(only(doc('guides/01-guides.md'))).toMatchObject({
      id: 'guides/guides',
      route: '/guides/guides',
      isCategoryIndex: false,
    });
  });

  it('makes a page named like its folder the index even beside other pages, and an id does not change that', () => {
    const found = discoverPages(
      [doc('deployments/deployments.md', '---\nid: all\n---\n'), doc('deployments/mainnet.md')],
      build,
    );
    expect(found.pages.map((p) => [p.id, p.route])).toEqual([
      ['deployments/all', '/deployments'],
      ['deployments/mainnet', '/deployments/mainnet'],
    ]);
  });

  it('lets a slug override the folder route of an index page', () => {
    expect(only(doc('guides/index.md', '---\nslug: overview\n---\n')).route).toBe('/guides/overview');
  });
});

describe('discoverPages: slugs', () => {
  it.each([
    ['guides/a.md', 'slug: /elsewhere/page', '/elsewhere/page'],
    ['guides/a.md', 'slug: other', '/guides/other'],
    ['guides/a.md', 'slug: ./other', '/guides/other'],
    ['guides/deep/a.md', 'slug: ../up', '/guides/up'],
    ['guides/a.md', 'id: renamed', '/guides/renamed'],
    ['guides/a.md', 'slug: /', '/'],
    ['01-guides/02-a.md', 'slug: nested/page', '/guides/nested/page'],
  ])('%s with `%s` is at %s', (path, frontmatter, route) => {
    expect(only(doc(path, `---\n${frontmatter}\n---\n`)).route).toBe(route);
  });
});

describe('discoverPages: slugs that climb above the docs root', () => {
  it('refuses them at the slug line instead of clamping them to the root', () => {
    const found = discoverPages(
      [{ path: 'guides/a.md', origin: 'docs/guides/a.md', contents: '---\nslug: ../../../escape\n---\n' }],
      { routeBasePath: '/', includeDrafts: false },
    );
    expect(found.pages).toEqual([]);
    expect(found.diagnostics).toMatchObject([
      { severity: 'error', line: 2, message: expect.stringMatching(/"\.\." segment/) },
    ]);
  });
});

describe('discoverPages: parse_number_prefixes', () => {
  it('keeps the number prefixes of the file and its folders in the id and route when false', () => {
    expect(only(doc('01-guides/02-intro.md', '---\nparse_number_prefixes: false\n---\n'))).toMatchObject({
      id: '01-guides/02-intro',
      route: '/01-guides/02-intro',
      numberPrefix: undefined,
    });
  });
});

describe('discoverPages: drafts', () => {
  const draft = doc('guides/wip.md', '---\ndraft: true\n---\n');

  it('drops drafts in a build', () => {
    expect(discoverPages([draft, doc('guides/done.md')], build).pages.map((p) => p.id)).toEqual(['guides/done']);
  });

  it('keeps drafts when includeDrafts is set (dev server)', () => {
    expect(discoverPages([draft], { routeBasePath: '/', includeDrafts: true }).pages.map((p) => p.id)).toEqual([
      'guides/wip',
    ]);
  });
});

describe('discoverPages: _category_.json', () => {
  it('reads label, position and collapsed', () => {
    const found = discoverPages(
      [
        {
          path: '03-concepts/protocol/_category_.json',
          origin: 'docs/03-concepts/protocol/_category_.json',
          contents: '{"label": "Protocol Concepts", "position": 3, "collapsed": false}',
        },
      ],
      build,
    );
    expect(found.diagnostics).toEqual([]);
    expect(found.categories).toEqual([
      {
        dir: 'concepts/protocol',
        label: 'Protocol Concepts',
        labelSet: true,
        position: 3,
        collapsed: false,
        collapsible: true,
        link: undefined,
        linkDocId: undefined,
        origin: 'docs/03-concepts/protocol/_category_.json',
      },
    ]);
  });

  // The folder's number prefix is the position of last resort, after the linked doc's (see buildSidebars).
  it('defaults the label to the folder name and collapsed to true, leaving the position unset', () => {
    const found = discoverPages([{ path: '04-governance/_category_.json', origin: 'x', contents: '{}' }], build);
    expect(found.categories[0]).toMatchObject({
      dir: 'governance',
      label: 'governance',
      labelSet: false,
      position: undefined,
      collapsed: true,
    });
  });

  it('reads every Docusaurus key of a YAML category file, a generated-index link included', () => {
    const contents =
      'label: API\nclassName: api-cat\ndescription: All the endpoints\ncustomProps:\n  icon: bolt\nlink:\n  type: generated-index\n  slug: /api-overview\n  title: The API\n  description: Every endpoint\n';
    const found = discoverPages([{ path: 'api/_category_.yml', origin: 'docs/api/_category_.yml', contents }], build);
    expect(found.diagnostics).toEqual([]);
    expect(found.categories[0]).toMatchObject({
      label: 'API',
      className: 'api-cat',
      description: 'All the endpoints',
      customProps: { icon: 'bolt' },
      link: { type: 'generated-index', slug: '/api-overview', title: 'The API', description: 'Every endpoint' },
    });
  });

  it('reads `link: null` (no page) apart from no link (the index page)', () => {
    const found = discoverPages([{ path: 'api/_category_.json', origin: 'x', contents: '{"link": null}' }], build);
    expect(found.categories[0]!.link).toBeNull();
  });

  it('reads a link to a doc as the category page', () => {
    const found = discoverPages(
      [{ path: 'guides/_category_.json', origin: 'x', contents: '{"link": {"type": "doc", "id": "guides/start"}}' }],
      build,
    );
    expect(found.categories[0]!.linkDocId).toBe('guides/start');
  });

  it('reports JSON that does not parse, with the file and a hint', () => {
    const found = discoverPages(
      [{ path: 'guides/_category_.json', origin: 'docs/guides/_category_.json', contents: '{"label": "Guides",}' }],
      build,
    );
    expect(found.categories).toEqual([]);
    expect(found.diagnostics).toHaveLength(1);
    expect(found.diagnostics[0]).toMatchObject({ severity: 'error', file: 'docs/guides/_category_.json' });
    expect(found.diagnostics[0]!.message).toMatch(/^unreadable category file/);
    expect(found.diagnostics[0]!.hint).toContain('"label"');
  });

  it('points at the line where the JSON or YAML breaks, and names a file that is not an object', () => {
    const json = discoverPages(
      [
        {
          path: 'guides/_category_.json',
          origin: 'x.json',
          contents: '{\n  "label": "Guides",\n  "position": 2,\n}\n',
        },
      ],
      build,
    );
    expect(json.diagnostics[0]).toMatchObject({ severity: 'error', line: 4 });
    const yaml = discoverPages(
      [
        {
          path: 'guides/_category_.yml',
          origin: 'x.yml',
          contents: 'label: Guides\nposition: 2\ncollapsed: true: false\n',
        },
      ],
      build,
    );
    expect(yaml.diagnostics[0]).toMatchObject({ severity: 'error', line: 3 });
    const list = discoverPages([{ path: 'guides/_category_.json', origin: 'x.json', contents: '["Guides"]' }], build);
    expect(list.diagnostics[0]!.message).toMatch(/^invalid category file: /);
  });

  it('converts a number written as a string, as Docusaurus does', () => {
    const found = discoverPages(
      [{ path: 'guides/_category_.json', origin: 'x', contents: '{"position": "2", "collapsed": "false"}' }],
      build,
    );
    expect(found.categories[0]).toMatchObject({ position: 2, collapsed: false });
  });

  it('reports a key of the wrong type by name', () => {
    const found = discoverPages(
      [
        {
          path: 'guides/_category_.json',
          origin: 'docs/guides/_category_.json',
          contents: '{"label": "Guides", "position": "second"}',
        },
      ],
      build,
    );
    expect(found.categories).toEqual([]);
    expect(found.diagnostics).toHaveLength(1);
    expect(found.diagnostics[0]!.message).toContain('`position`');
    expect(found.diagnostics[0]!.hint).toContain('position (number)');
  });
});

describe('discoverPages: frontmatter errors', () => {
  it('drops a page whose frontmatter is broken and passes its diagnostic on', () => {
    const found = discoverPages(
      [doc('guides/bad.md', '---\nsidebar_position: two\n---\n'), doc('guides/good.md')],
      build,
    );
    expect(found.pages.map((p) => p.id)).toEqual(['guides/good']);
    expect(found.diagnostics).toHaveLength(1);
    expect(found.diagnostics[0]).toMatchObject({ severity: 'error', file: 'docs/guides/bad.md', line: 2 });
  });
});

describe('page size limit', () => {
  it('refuses a page over maxPageBytes, naming the file and the setting, and keeps one at the limit', () => {
    const big = doc('guide/big.md', `# Big\n\n${'é'.repeat(600)}\n`);
    const found = discoverPages([big, doc('guide/small.md')], { ...build, maxPageBytes: 1000 });
    expect(found.pages.map((p) => p.id)).toEqual(['guide/small']);
    expect(found.diagnostics).toEqual([
      {
        severity: 'error',
        file: 'docs/guide/big.md',
        message: 'page too large: 0.0 MB, over the 0.0 MB of markdown.maxPageSize',
        hint: expect.stringContaining('raise markdown.maxPageSize'),
      },
    ]);
    expect(discoverPages([big], { ...build, maxPageBytes: Buffer.byteLength(big.contents) }).diagnostics).toEqual([]);
  });
});

describe('discoverPages with a frontmatter cache (the dev server, on every save)', () => {
  it('gives the same page for the same file, with its diagnostics again, and a new page for an edited file', () => {
    const options: DiscoverOptions = { ...build, frontmatterCache: openFrontmatterCache() };
    const kept = doc('guide/kept.md', '---\ntitle: Kept\nunknown_key: 1\n---\n# Kept\n');
    const edited = doc('guide/edited.md', '---\ntitle: Before\n---\n# Page\n');
    const first = discoverPages([kept, edited], options);
    const again = discoverPages([kept, { ...edited, contents: '---\ntitle: After\n---\n# Page\n' }], options);
    expect(again.pages[0]).toBe(first.pages[0]);
    expect(again.diagnostics).toEqual(first.diagnostics);
    expect(again.pages[1]).not.toBe(first.pages[1]);
    expect(again.pages[1]!.frontmatter.title).toBe('After');
    const otherBase = discoverPages([kept], { ...options, routeBasePath: '/docs' });
    expect(otherBase.pages[0]!.route).toBe('/docs/guide/kept');
  });
});
