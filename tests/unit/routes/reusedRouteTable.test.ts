// The dev server's route table: reused when a save changed only page bodies, with the new pages in it; built again
// when a title, frontmatter or category changed.
import { expect, it } from 'vitest';
import { validateConfig } from '../../../generator/config/loadConfig.js';
import { reusedRouteTables } from '../../../generator/routes/reusedRouteTable.js';
import { renderedOf } from './renderedPages.js';
import type { SourceFile } from '../../../generator/types.js';

const md = (path: string, frontmatter: string, body = 'Text.'): SourceFile => ({
  path,
  origin: `docs/${path}`,
  contents: `---\n${frontmatter}\n---\n${body}\n`,
});

const { config } = validateConfig(
  {
    title: 'Docs',
    url: 'https://docs.example',
    docs: { sidebars: ['guide'], mainDocId: 'guide/intro' },
    themeConfig: {
      navbar: { title: 'Docs', logo: { alt: 'L', src: '/l.svg' }, items: [] },
      footer: { links: [] },
    },
  },
  'site.config.ts',
);
const options = { configDescribesDocs: true };
const site = (introBody: string, setupTitle = 'Setup') =>
  renderedOf([md('guide/intro.md', 'title: Intro', introBody), md('guide/setup.md', `title: ${setupTitle}`)]);

it('reuses the table when only a body changed, holding the pages of the latest call', () => {
  const tables = reusedRouteTables();
  const first = site('Before.');
  const before = tables(first.pages, first.categories, config!, options);
  const edited = site('After.');
  const after = tables(edited.pages, edited.categories, config!, options);
  expect(after.routes).toBe(before.routes);
  expect(after.pages.map((p) => p.html)).toEqual(['<p>After.\n</p>', '<p>Text.\n</p>']);
  expect(after.pages).toEqual(edited.pages);
});

it('builds the table again when a title changes', () => {
  const tables = reusedRouteTables();
  const first = site('Before.');
  const before = tables(first.pages, first.categories, config!, options);
  const renamed = site('Before.', 'Installation');
  const after = tables(renamed.pages, renamed.categories, config!, options);
  expect(after.routes).not.toBe(before.routes);
  expect(JSON.stringify(after.routes.sidebars)).toContain('Installation');
});

it('builds the table again when the same source file renders to another title (a partial it imports changed)', () => {
  const tables = reusedRouteTables();
  const first = site('Before.');
  const before = tables(first.pages, first.categories, config!, options);
  const retitled = first.pages.map((page, i) => (i === 0 ? { ...page, title: 'Intro from a partial' } : page));
  const after = tables(retitled, first.categories, config!, options);
  expect(after.routes).not.toBe(before.routes);
  expect(JSON.stringify(after.routes.sidebars)).toContain('Intro from a partial');
});
