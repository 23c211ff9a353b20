import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../../../generator/types.js';
import { renderSourceFile } from '../../markdown/renderSource.js';
import { FIXTURE_OPTIONS, removeTempDirs, runPlugin, type GeneratedContent } from './fixturePackages.js';

afterAll(removeTempDirs);

let content: GeneratedContent;
beforeAll(async () => {
  content = await runPlugin(FIXTURE_OPTIONS);
});

/** A rendered page without what only parsing gives: the source lines of its links. */
function withoutLines(rendered: RenderedPage): unknown {
  const { page: _page, links, ...rest } = rendered;
  return { ...rest, links: links.map(({ line: _line, column: _column, ...link }) => link) };
}

describe('syntax trees of reference pages', () => {
  it('gives every page a tree', () => {
    const pages = content.docs.filter((doc) => doc.path.endsWith('.md'));
    expect(pages.filter((doc) => !doc.tree).map((doc) => doc.path)).toEqual([]);
  });

  it('renders each page from its tree as from its text', async () => {
    for (const doc of content.docs.filter((d) => d.tree)) {
      const fromTree = await renderSourceFile(doc);
      const fromText = await renderSourceFile({ ...doc, tree: undefined });
      expect(withoutLines(fromTree), doc.path).toEqual(withoutLines(fromText));
    }
  });

  it('builds a fresh tree on each call (the markdown stage changes the one it renders)', () => {
    const doc = content.docs.find((d) => d.tree)!;
    expect(doc.tree!()).not.toBe(doc.tree!());
    expect(doc.tree!()).toEqual(doc.tree!());
  });
});
