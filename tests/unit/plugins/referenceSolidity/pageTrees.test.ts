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
    expect(pages.filter((doc) => !doc.takeTree).map((doc) => doc.path)).toEqual([]);
  });

  // The tree and the text are built side by side; this pins that they say the same.
  it('renders each page from its tree as from its text', async () => {
    for (const doc of content.docs.filter((d) => d.takeTree)) {
      const fromText = await renderSourceFile({ ...doc, takeTree: undefined });
      const fromTree = await renderSourceFile(doc);
      expect(withoutLines(fromTree), doc.path).toEqual(withoutLines(fromText));
    }
  });

  it('hands a tree over once: the markdown stage changes the tree it renders, so a second render parses the text', async () => {
    const fresh = await runPlugin(FIXTURE_OPTIONS);
    const doc = fresh.docs.find((d) => d.path === 'fx/reference/core/Counter.md')!;
    expect(
      doc.takeTree!()
        ?.children.slice(0, 3)
        .map((node) => node.type),
    ).toEqual(['yaml', 'paragraph', 'paragraph']);
    expect(doc.takeTree!()).toBeUndefined();
  });
});
