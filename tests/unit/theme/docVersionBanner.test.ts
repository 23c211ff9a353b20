// The doc-version banner follows Docusaurus's rules: none on the only, current version unless one is configured.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { validateConfig } from '../../../generator/config/loadConfig.js';
import { buildRouteTable } from '../../../generator/routes/buildRouteTable.js';
import type { SiteConfig } from '../../../generator/types.js';
import { DocVersionBanner } from '../../../theme/components/DocVersionBanner.js';
import { docsVersionBannerOf, docsVersionsOf } from '../../../theme/layouts/docsRegistry.js';

const configWith = (docs: Record<string, unknown>) => {
  const { config, diagnostics } = validateConfig(
    {
      title: 'Docs',
      url: 'https://docs.example',
      docs,
      themeConfig: {
        navbar: { title: 'Docs', logo: { alt: 'Logo', src: '/img/logo.svg' }, items: [] },
        footer: { links: [] },
      },
    },
    'site.config.ts',
  );
  return { config: config as SiteConfig, diagnostics };
};
/** The banner of the docs version the route table gives a site with these docs settings. */
const bannerWith = (docs: Record<string, unknown>) => {
  const { config } = configWith(docs);
  return docsVersionBannerOf(config, buildRouteTable([], [], config).routes.version);
};

describe('docsVersionBannerOf', () => {
  it('shows no banner on the only, current version by default', () => {
    expect(bannerWith({})).toBeUndefined();
  });

  it('shows the banner configured for the version, and none for "none"', () => {
    expect(bannerWith({ versions: { current: { banner: 'unreleased' } } })).toBe('unreleased');
    expect(bannerWith({ versions: { current: { banner: 'unmaintained' } } })).toBe('unmaintained');
    expect(bannerWith({ versions: { current: { banner: 'none' } } })).toBeUndefined();
  });

  it("uses a version's own label in the version menu, else the docs' version label", () => {
    const labelWith = (docs: Record<string, unknown>) =>
      docsVersionsOf(buildRouteTable([], [], configWith(docs).config).routes.version, '/intro')[0]!.label;
    expect(labelWith({ versions: { current: { label: '4.x' } } })).toBe('4.x');
    expect(labelWith({ versionLabel: 'v4', versions: { current: { banner: 'none' } } })).toBe('v4');
    expect(labelWith({})).toBe('Next');
  });

  it('rejects a version the docs do not have, and a banner kind Docusaurus does not know', () => {
    expect(configWith({ versions: { '2.0': { banner: 'unmaintained' } } }).diagnostics[0]!.message).toMatch(
      /docs\.versions\.2\.0.*unknown docs version "2\.0"/s,
    );
    expect(configWith({ versions: { current: { banner: 'old' } } }).diagnostics[0]!.message).toMatch(
      /docs\.versions\.current\.banner/,
    );
  });
});

describe('DocVersionBanner', () => {
  const version = { name: 'current', label: 'Next', href: '/guide/intro' };

  it('says the docs are unreleased and links the latest version of the same doc', () => {
    const html = renderToStaticMarkup(
      createElement(DocVersionBanner, { kind: 'unreleased', siteTitle: 'Docs', version, latest: version }),
    );
    expect(html).toContain('This is unreleased documentation for Docs Next version.');
    expect(html).toContain(
      'For up-to-date documentation, see the <a href="/guide/intro"><b>latest version</b></a> (Next).',
    );
  });

  it('says the docs are no longer maintained', () => {
    const html = renderToStaticMarkup(
      createElement(DocVersionBanner, { kind: 'unmaintained', siteTitle: 'Docs', version, latest: version }),
    );
    expect(html).toContain('This is documentation for Docs Next, which is no longer actively maintained.');
  });
});
