// Sidebars from a sidebars file: items resolved against the docs, unknown ids listed as Docusaurus lists them.
import { describe, expect, it } from 'vitest';
import { sidebarContext } from '../../../generator/routes/buildSidebars.js';
import { explicitSidebars } from '../../../generator/routes/explicitSidebars.js';
import type { SourcePage } from '../../../generator/types.js';

const doc = (id: string, frontmatter: SourcePage['frontmatter'] = { extra: {} }): SourcePage => ({
  kind: 'doc',
  id,
  route: `/${id}`,
  sidebar: id.split('/')[0]!,
  source: { path: `${id}.md`, contents: '', origin: `docs/${id}.md` },
  format: 'md',
  frontmatter,
  body: '',
  bodyLine: 1,
  dir: id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '',
  isCategoryIndex: false,
});

const pages = [doc('intro'), doc('guides/a'), doc('guides/b'), doc('guides/hidden', { unlisted: true, extra: {} })];
const resolve = (value: unknown) => {
  const ctx = sidebarContext(pages, [], (p) => p.id, {
    routeBasePath: '/docs',
    naturalNameOrder: false,
  });
  return { sidebars: explicitSidebars({ file: 'sidebars.js', value }, ctx), diagnostics: ctx.diagnostics };
};

describe('explicitSidebars', () => {
  it('lists every unknown doc id in one error, with the valid ids', () => {
    const { diagnostics } = resolve({ docs: ['intro', 'guides/missing', { type: 'doc', id: 'nope' }] });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      file: 'sidebars.js',
      message: 'these sidebar document ids do not exist: guides/missing, nope',
    });
    expect(diagnostics[0]!.hint).toContain('guides/a, guides/b, guides/hidden, intro');
  });

  it('reads the category shorthand inside an item list, and leaves unlisted docs out', () => {
    const { sidebars, diagnostics } = resolve({
      docs: ['intro', { Guides: ['guides/a', 'guides/b', 'guides/hidden'] }],
    });
    expect(diagnostics).toEqual([]);
    expect(sidebars.docs).toEqual([
      { type: 'link', label: 'intro', href: '/intro', docId: 'intro' },
      {
        type: 'category',
        label: 'Guides',
        collapsed: true,
        collapsible: true,
        href: undefined,
        items: [
          { type: 'link', label: 'guides/a', href: '/guides/a', docId: 'guides/a' },
          { type: 'link', label: 'guides/b', href: '/guides/b', docId: 'guides/b' },
        ],
      },
    ]);
  });

  it('slugs generated index pages under the docs base, numbering repeated labels', () => {
    const category = (label: string) => ({
      type: 'category',
      label,
      link: { type: 'generated-index' },
      items: ['guides/a'],
    });
    const { sidebars } = resolve({ docs: [category('More Things'), category('More Things')] });
    expect(sidebars.docs!.map((item) => (item.type === 'category' ? item.href : undefined))).toEqual([
      '/docs/category/more-things',
      '/docs/category/more-things-1',
    ]);
  });

  it('reports an item of an unknown type', () => {
    expect(resolve({ docs: [{ type: 'widget' }] }).diagnostics[0]).toMatchObject({
      severity: 'error',
      message: 'invalid sidebar item: unknown type "widget"',
    });
  });
});
