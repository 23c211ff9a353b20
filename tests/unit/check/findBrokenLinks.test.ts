// The link checker: missing pages, missing anchors, relative links, `.md` links and files, under the config's policies.
import { describe, expect, it } from 'vitest';
import {
  findBrokenLinks,
  normalizeRoute,
  type LinkPolicies,
  type LinkTargets,
} from '../../../generator/check/findBrokenLinks.js';

const targets: LinkTargets = {
  pages: new Map([
    ['/', new Set<string>()],
    ['/guide/intro', new Set(['main', 'overview'])],
    ['/guide/setup', new Set(['install', 'configure'])],
    ['/reference/api', new Set(['PoolManager'])],
  ]),
  files: new Set(['/img/pixel.png', '/assets/main-abc123.css']),
};
const defaults: LinkPolicies = { onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'ignore' };

/** Checks links written on /guide/intro (docs/guide/intro.md), one per line. */
function check(hrefs: string[], policies = defaults) {
  return findBrokenLinks(
    [
      {
        route: '/guide/intro',
        file: 'docs/guide/intro.md',
        links: hrefs.map((href, i) => ({ href, line: i + 1, column: 3 })),
      },
    ],
    targets,
    policies,
  );
}

describe('findBrokenLinks', () => {
  it('accepts links to existing pages, anchors and files', () => {
    expect(
      check([
        '/guide/setup',
        '/guide/setup#install',
        '/guide/setup/',
        '/guide/setup/index.html',
        '#overview',
        '/',
        '/img/pixel.png',
        '/reference/api#PoolManager',
        '/guide/setup?tab=npm#configure',
      ]),
    ).toEqual([]);
  });

  it('reports a link with a malformed percent escape as broken, rather than crashing', () => {
    expect(check(['/guide/100%', '/guide/setup#50%']).map((d) => d.message)).toEqual([
      'broken link to /guide/100%: no page at /guide/100%',
      'broken anchor in /guide/setup#50%: /guide/setup has no heading or element with id "50%"',
    ]);
  });

  it('does not take /x.html for the route /x, which hosts serve at /x/ only', () => {
    expect(check(['/guide/setup.html', '/guide/setup.html#install']).map((d) => d.message)).toEqual([
      'broken link to /guide/setup.html: no page at /guide/setup.html',
      'broken link to /guide/setup.html#install: no page at /guide/setup.html',
    ]);
  });

  it('follows a redirect to its target, whose own #anchor counts unless the link has one', () => {
    const redirects = new Map([
      ['/old-install', '/guide/setup#install'],
      ['/old-setup', '/guide/setup'],
    ]);
    const found = findBrokenLinks(
      [
        {
          route: '/guide/intro',
          file: 'docs/guide/intro.md',
          links: ['/old-install', '/old-setup#configure', '/old-install#configure', '/old-setup#nope'].map(
            (href, i) => ({ href, line: i + 1 }),
          ),
        },
      ],
      { ...targets, redirects },
      defaults,
    );
    expect(found.map((d) => d.message)).toEqual([
      'broken anchor in /old-setup#nope: /guide/setup has no heading or element with id "nope"',
    ]);
  });

  it('ignores external links', () => {
    expect(check(['https://uniswap.org/missing', 'mailto:dev@uniswap.org', '//cdn.example/x.js', 'tel:123'])).toEqual(
      [],
    );
  });

  it("reports a missing page at the link's file and line, with a hint", () => {
    expect(check(['/guide/intro', '/guide/nope'])).toEqual([
      {
        severity: 'warning',
        file: 'docs/guide/intro.md',
        line: 2,
        column: 3,
        message: 'broken link to /guide/nope: no page at /guide/nope',
        hint: 'Fix the path (routes have no number prefixes or file extensions) or create the page.',
      },
    ]);
  });

  it('reports a missing anchor, naming the id', () => {
    const [d, ...rest] = check(['/guide/setup#instal']);
    expect(rest).toEqual([]);
    expect(d!.message).toBe(
      'broken anchor in /guide/setup#instal: /guide/setup has no heading or element with id "instal"',
    );
    expect(d!.hint).toContain('{#id}');
  });

  it('checks anchors on the page itself', () => {
    expect(check(['#overview', '#missing']).map((d) => d.line)).toEqual([2]);
  });

  it('resolves relative links against the page route', () => {
    expect(check(['setup', './setup#install', '../reference/api'])).toEqual([]);
    expect(check(['setpu']).map((d) => d.message)).toEqual(['broken link to setpu: no page at /guide/setpu']);
  });

  it('reports missing files', () => {
    expect(check(['/img/missing.png']).map((d) => d.message)).toEqual([
      'broken link to /img/missing.png: no page at /img/missing.png',
    ]);
  });

  it('applies onBrokenMarkdownLinks to unresolved .md links, and onBrokenLinks when that is ignore', () => {
    expect(
      check(['./missing.md', '../other/page.mdx#x'], { onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'ignore' }),
    ).toEqual([]);
    // As Docusaurus does: the markdown-link policy is silent, the URL the link leaves is still a broken link.
    expect(check(['./missing.md'], { onBrokenLinks: 'throw', onBrokenMarkdownLinks: 'ignore' })).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: 1,
        message: 'broken link to ./missing.md: no page at /guide/missing.md',
      }),
    ]);
    const thrown = check(['./missing.md', '/guide/nope'], { onBrokenLinks: 'ignore', onBrokenMarkdownLinks: 'throw' });
    expect(thrown).toHaveLength(1);
    expect(thrown[0]).toMatchObject({ severity: 'error', line: 1 });
  });

  it("names an unresolved .md link's file from the file it is written in, not from the page's URL", () => {
    // A category index (docs/guide/index.md) is served at /guide: its `types/a.md` is docs/guide/types/a.md.
    const [reported] = findBrokenLinks(
      [{ route: '/guide', file: 'docs/guide/index.md', links: [{ href: 'types/a%20b.md#top', line: 4, column: 3 }] }],
      targets,
      { onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' },
    );
    expect(reported).toMatchObject({
      severity: 'warning',
      file: 'docs/guide/index.md',
      message: 'broken markdown link to types/a%20b.md#top: docs/guide/types/a b.md is not a page of the docs',
    });
  });

  it.each([
    ['throw', ['error']],
    ['warn', ['warning']],
    ['log', ['warning']],
    ['ignore', []],
  ] as const)('applies onBrokenLinks %s', (policy, severities) => {
    expect(
      check(['/guide/nope'], { onBrokenLinks: policy, onBrokenMarkdownLinks: 'ignore' }).map((d) => d.severity),
    ).toEqual(severities);
  });

  it('decodes percent-encoded paths and anchors', () => {
    const withSpace: LinkTargets = { pages: new Map([['/guide/a b', new Set(['größe'])]]), files: new Set() };
    const found = findBrokenLinks(
      [{ route: '/', file: 'x.md', links: [{ href: '/guide/a%20b#gr%C3%B6%C3%9Fe' }] }],
      withSpace,
      defaults,
    );
    expect(found).toEqual([]);
  });
});

describe('normalizeRoute', () => {
  it.each([
    ['/guide/setup/', '/guide/setup'],
    ['/guide/setup/index.html', '/guide/setup'],
    ['/guide/setup.html', '/guide/setup'],
    ['/index.html', '/'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeRoute(input)).toBe(expected);
  });
});
