// Where images are found (next to the page, in the static folder, in a Docusaurus site's own static folder, at
// @site/), and what their bytes say of their format and size.
import { describe, expect, it } from 'vitest';
import { renderSourceFile } from './renderSource.js';

/** A page of the docusaurus-mdx fixture's docs folder, rendered with site-basic's static folder as the site's. */
const render = (contents: string) =>
  renderSourceFile({ path: 'format/page.md', origin: 'tests/fixtures/docusaurus-mdx/docs/format/page.md', contents });

describe('rehypeImages', () => {
  it('finds /img/… in the static folder beside the docs folder when the site static folder lacks it, and copies it', async () => {
    const page = await render('![Logo](/img/logo-dark.png)\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(/<img src="\/assets\/img\/logo-dark-[0-9a-f]{8}\.png" alt="Logo"/);
    expect(page.assets).toEqual([
      expect.objectContaining({
        src: '/img/logo-dark.png',
        from: expect.stringMatching(/docusaurus-mdx\/static\/img\/logo-dark\.png$/),
      }),
    ]);
  });

  it('keeps /img/… of the site static folder as it is', async () => {
    const page = await render('![Pixel](/img/pixel.png)\n');
    expect(page.html).toContain('<img src="/img/pixel.png" alt="Pixel"');
    expect(page.assets).toEqual([]);
  });

  it('reads @site/ paths from the folder that holds the docs folder', async () => {
    const page = await render('![Flow](@site/docs/format/flow.png)\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(/<img src="\/assets\/img\/flow-[0-9a-f]{8}\.png" alt="Flow"/);
  });

  it('sizes an SVG whose root start tag holds kilobytes of data, as a draw.io export does, without a warning', async () => {
    const page = await render('![Drawing](./drawing.svg)\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(
      /<img src="\/assets\/img\/drawing-[0-9a-f]{8}\.svg" alt="Drawing" width="241" height="161"/,
    );
  });

  it('warns about a file named .svg whose root element is not <svg>, though it holds one', async () => {
    const page = await render('![Page](./not-an-image.svg)\n');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: 'image ./not-an-image.svg is named .svg but is not an image of that format',
      }),
    ]);
    expect(page.html).not.toContain('width=');
  });
});
