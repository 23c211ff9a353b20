// Redirect stubs: meta refresh and canonical for crawlers, and a script that keeps the query and hash.
import { describe, expect, it } from 'vitest';
import { renderRedirect } from '../../../generator/render/renderPages.js';

describe('renderRedirect', () => {
  const html = renderRedirect({ from: '/sdk/v3/guides/quick-start', to: '/sdk/v3/guides/background' });

  it('is a complete document that crawlers follow but do not index', () => {
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head>/);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/sdk/v3/guides/background">');
    expect(html).toContain('<link rel="canonical" href="/sdk/v3/guides/background">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('redirects with a script that keeps the query and the hash', () => {
    expect(html).toContain(
      '<script>location.replace("/sdk/v3/guides/background"+location.search+location.hash)</script>',
    );
  });

  it("keeps its own #anchor for an address without one, and the address's anchor otherwise", () => {
    const anchored = renderRedirect({ from: '/old-install', to: '/guide/setup#install' });
    expect(anchored).toContain(
      '<script>location.replace("/guide/setup"+location.search+(location.hash||"#install"))</script>',
    );
  });

  it('links to the target for readers without refresh', () => {
    expect(html).toContain('<a href="/sdk/v3/guides/background">/sdk/v3/guides/background</a>');
  });

  it('escapes the target in attributes', () => {
    const odd = renderRedirect({ from: '/a', to: '/b?x="1"&y=<2>' });
    expect(odd).toContain('href="/b?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
    expect(odd).not.toContain('"1"&y');
  });
});
