// The doc-version banner follows Docusaurus's rules: none on the only, current version unless one is configured.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { validateConfig } from '../../../generator/config/loadConfig.js';
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

describe('docsVersionBannerOf', () => {
  it('shows no banner on the only, current version by default', () => {
    expect(docsVersionBannerOf(configWith({}).config)).toBeUndefined();
  });

  it('shows the banner configured for the version, and none for "none"', () => {
    expect(docsVersionBannerOf(configWith({ versions: { current: { banner: 'unreleased' } } }).config)).toBe(
      'unreleased',
    );
    expect(docsVersionBannerOf(configWith({ versions: { current: { banner: 'unmaintained' } } }).config)).toBe(
      'unmaintained',
    );
    expect(docsVersionBannerOf(configWith({ versions: { current: { banner: 'none' } } }).config)).toBeUndefined();
  });

  it("uses a version's own label in the version menu", () => {
    const { config } = configWith({ versions: { current: { label: '4.x' } } });
    expect(docsVersionsOf(config, '/intro')[0]!.label).toBe('4.x');
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
