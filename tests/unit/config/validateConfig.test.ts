// Config validation: defaults, and errors that name the key path, say what is allowed, and point at the line.
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../generator/config/loadConfig.js';

/** The smallest valid config; each test changes one thing. */
const minimal = () => ({
  title: 'Docs',
  url: 'https://docs.example',
  themeConfig: {
    navbar: {
      title: 'Docs',
      logo: { alt: 'Logo', src: '/img/logo.svg' },
      items: [{ type: 'doc', docId: 'guide/intro', label: 'Guide' }],
    },
    footer: { links: [] },
  },
});

const errorsOf = (value: unknown, source = '') => {
  const result = validateConfig(value, 'site.config.ts', source);
  expect(result.config).toBeUndefined();
  return result.diagnostics;
};

describe('validateConfig', () => {
  it('accepts a minimal config and fills in the documented defaults', () => {
    const { config, diagnostics } = validateConfig(minimal(), 'site.config.ts');
    expect(diagnostics).toEqual([]);
    expect(config).toMatchObject({
      baseUrl: '/',
      onBrokenLinks: 'warn',
      onBrokenMarkdownLinks: 'ignore',
      onDuplicateRoutes: 'warn',
      staticDir: 'content/static',
      docs: { path: 'content/docs', routeBasePath: '/', sidebars: ['api', 'concepts', 'contracts', 'sdk'] },
      themeConfig: {
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
        navbar: { items: [{ type: 'doc', position: 'left' }] },
      },
      redirects: [],
    });
  });

  it('refuses a redirect whose source climbs out of the site', () => {
    const [d, ...rest] = errorsOf({ ...minimal(), redirects: [{ from: '/../../outside', to: '/guide/intro' }] });
    expect(rest).toEqual([]);
    expect(d!.message).toMatch(/`redirects\.0\.from`.*"\.\." segment/);
  });

  it("names the key and the allowed values of an enum, on the key's line", () => {
    const source = "export default defineConfig({\n  title: 'Docs',\n  onBrokenLinks: 'explode',\n});\n";
    const [d, ...rest] = errorsOf({ ...minimal(), onBrokenLinks: 'explode' }, source);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ severity: 'error', file: 'site.config.ts', line: 3 });
    expect(d!.message).toBe('invalid value at `onBrokenLinks`: allowed: "ignore", "log", "warn", "throw"');
    expect(d!.hint).toBe('Change `onBrokenLinks` in site.config.ts to an allowed value.');
  });

  it('names the navbar item of an unknown `type` and lists the allowed types', () => {
    const config = minimal();
    (config.themeConfig.navbar.items as unknown[]).push({ type: 'dropdown', label: 'More' });
    const [d, ...rest] = errorsOf(config);
    expect(rest).toEqual([]);
    expect(d!.message).toContain('`themeConfig.navbar.items.1');
    expect(d!.message).toMatch(/doc\W+link\W+search\W+colorMode/);
  });

  it('names a missing field of a navbar doc item', () => {
    const config = minimal();
    config.themeConfig.navbar.items = [{ type: 'doc', label: 'Guide' } as never];
    const [d] = errorsOf(config);
    expect(d!.message).toContain('`themeConfig.navbar.items.0.docId`');
  });

  it.each(['docs', '/docs', 'docs/'])('rejects baseUrl %j that does not start and end with a slash', (baseUrl) => {
    const [d, ...rest] = errorsOf({ ...minimal(), baseUrl });
    expect(rest).toEqual([]);
    expect(d!.message).toBe('invalid value at `baseUrl`: must start and end with "/"');
  });

  it.each(['/', '/docs/'])('accepts baseUrl %j', (baseUrl) => {
    expect(validateConfig({ ...minimal(), baseUrl }, 'site.config.ts').diagnostics).toEqual([]);
  });

  it('rejects a url with a trailing slash', () => {
    const [d] = errorsOf({ ...minimal(), url: 'https://docs.example/' });
    expect(d!.message).toBe('invalid value at `url`: must not end with a slash');
  });

  it('names a missing required field', () => {
    const { title: _dropped, ...withoutTitle } = minimal();
    const [d] = errorsOf(withoutTitle);
    expect(d!.message).toMatch(/^invalid value at `title`: /);
  });

  it('names an unknown (misspelled) setting on its line, as Docusaurus does', () => {
    const source = "export default defineConfig({\n  title: 'Docs',\n  onBrokenLinkz: 'throw',\n});\n";
    const [d, ...rest] = errorsOf({ ...minimal(), onBrokenLinkz: 'throw' }, source);
    expect(rest).toEqual([]);
    expect(d).toMatchObject({
      severity: 'error',
      file: 'site.config.ts',
      line: 3,
      message: 'unknown setting `onBrokenLinkz`',
    });
    expect(d!.hint).toContain('correct its spelling');
  });

  it('names an unknown setting inside a group by its key path', () => {
    const base = minimal();
    const nested = {
      ...base,
      docs: { routeBasePth: '/docs' },
      markdown: { sanitise: true },
      themeConfig: { ...base.themeConfig, navbar: { ...base.themeConfig.navbar, hideOnScrol: true } },
    };
    expect(errorsOf(nested).map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'unknown setting `docs.routeBasePth`',
        'unknown setting `markdown.sanitise`',
        'unknown setting `themeConfig.navbar.hideOnScrol`',
      ]),
    );
  });

  it('rejects a table of contents whose lowest level is above its highest', () => {
    const [d] = errorsOf({
      ...minimal(),
      themeConfig: { ...minimal().themeConfig, tableOfContents: { minHeadingLevel: 5, maxHeadingLevel: 2 } },
    });
    expect(d!.message).toBe(
      'invalid value at `themeConfig.tableOfContents.minHeadingLevel`: minHeadingLevel must not be above maxHeadingLevel',
    );
  });

  it('reports every problem at once', () => {
    expect(errorsOf({ ...minimal(), onBrokenLinks: 'explode', baseUrl: 'x', onDuplicateRoutes: 'fail' })).toHaveLength(
      3,
    );
  });

  it('rejects redirects that are not absolute paths', () => {
    const [d] = errorsOf({ ...minimal(), redirects: [{ from: 'old', to: '/new' }] });
    expect(d!.message).toContain('`redirects.0.from`');
  });

  it('rejects a non-object config', () => {
    const [d] = errorsOf(undefined);
    expect(d!.message).toMatch(/^invalid value at `\(root\)`/);
  });

  it('locates a value written under several keys on the line of the key asked about', () => {
    const source = [
      'export default defineConfig({',
      "  docs: { mainDocId: 'guide/intro' },",
      '  themeConfig: {',
      "    navbar: { items: [{ type: 'doc', docId: 'guide/intro', label: 'Guide' }] },",
      '  },',
      '});',
      '',
    ].join('\n');
    const result = validateConfig(minimal(), 'site.config.ts', source);
    if (!result.config) throw new Error('the minimal config is valid');
    expect(result.locate(['themeConfig', 'navbar', 'items', '0', 'docId'], 'guide/intro')).toEqual({
      file: 'site.config.ts',
      line: 4,
    });
    expect(result.locate(['docs', 'mainDocId'], 'guide/intro')).toEqual({ file: 'site.config.ts', line: 2 });
    expect(result.locate(['docs', 'sidebars'], 'guide/intro')).toEqual({ file: 'site.config.ts', line: 2 });
  });
});
