// The schema of site.config.ts: every site setting, its default, and what is allowed.
import { z } from 'zod';
import { routeProblem } from '../routeProblem.js';

const link = z.strictObject({
  /** Text of the link. */
  label: z.string().min(1),
  /** External URL (opens in a new tab) or internal path. */
  href: z.string().min(1),
});

/** A navbar item; `type` says what it is. */
const navbarItem = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('doc'),
    /** The doc the item links to; must exist. */
    docId: z.string().min(1),
    label: z.string().min(1),
    position: z.enum(['left', 'right']).default('left'),
  }),
  z.strictObject({
    type: z.literal('link'),
    label: z.string().min(1),
    href: z.string().min(1),
    position: z.enum(['left', 'right']).default('right'),
  }),
  z.strictObject({ type: z.literal('search'), position: z.enum(['left', 'right']).default('right') }),
  z.strictObject({ type: z.literal('colorMode'), position: z.enum(['left', 'right']).default('right') }),
]);

const announcementBar = z.strictObject({
  /** Changing the id shows the bar again to readers who dismissed it. */
  id: z.string().min(1),
  /** Inline HTML. */
  content: z.string().min(1),
  backgroundColor: z.string().default('#fc72ff'),
  textColor: z.string().default('#000000'),
  isCloseable: z.boolean().default(true),
});

const localeConfig = z.strictObject({
  label: z.string(),
  htmlLang: z.string(),
  direction: z.enum(['ltr', 'rtl']),
});

/** What the schema checks of a plugin; the `Plugin` type in generator/types.ts gives its hooks. */
interface PluginObject {
  name: string;
}

/** The schema of `site.config.ts`. Unknown top-level keys are errors, as in Docusaurus: a misspelled setting would
 * otherwise be ignored quietly. */
export const siteConfigSchema = z.strictObject({
  /** Site title, shown in the navbar and every page title. */
  title: z.string().min(1),
  /** One-line description of the site. */
  tagline: z.string().default(''),
  /** Production origin, without a trailing slash: used for canonical URLs, sitemap and feeds. */
  url: z.url().refine((u) => !u.endsWith('/'), 'must not end with a slash'),
  /** Path the site is served from; must start and end with a slash. Default `/`. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'must start and end with "/"')
    .default('/'),
  /** Path of the favicon inside content/static. */
  favicon: z.string().default('/img/favicon.png'),
  /** `true`: pages at `/path/`; `false`: `/path.html`; unset: `/path/index.html` linked as `/path`. */
  trailingSlash: z.boolean().optional(),
  /** Show the "Your site did not load properly" banner on the home page when assets fail to load. Default true. */
  baseUrlIssueBanner: z.boolean().default(true),
  /** Base of "Edit this page" links; the doc's path inside content/docs is appended. */
  editUrl: z.string().optional(),
  /** Broken internal links in the built site. Default `warn`. */
  onBrokenLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  /** Relative `.md` links that point at no file. Default `ignore`: then the URL such a link leaves is checked under onBrokenLinks, as Docusaurus does. */
  onBrokenMarkdownLinks: z.enum(['ignore', 'log', 'warn', 'throw']).default('ignore'),
  /** Two pages with one route. Default `warn`. */
  onDuplicateRoutes: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  i18n: z
    .strictObject({
      defaultLocale: z.literal('en'),
      locales: z.array(z.literal('en')).length(1),
      localeConfigs: z.record(z.string(), localeConfig),
    })
    .default({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr' } },
    }),
  docs: z
    .strictObject({
      /** Folder of the docs, relative to the project root. Default `content/docs`. */
      path: z.string().default('content/docs'),
      /** URL the docs are mounted at. Default `/`. */
      routeBasePath: z.string().default('/'),
      /** Top-level folders that each form a sidebar. */
      sidebars: z.array(z.string()).default(['api', 'concepts', 'contracts', 'sdk']),
      /** The docs registry's version label. Default `Next`. */
      versionLabel: z.string().default('Next'),
      /** The registry's main doc. */
      mainDocId: z.string().default('api/subgraph/overview'),
      /**
       * Per-version options, as Docusaurus's `versions`: `label` overrides `versionLabel`, `banner` chooses the
       * doc-version banner (`unreleased`, `unmaintained` or `none`). The docs folder is the one version, `current`.
       * Default `{}`: no banner on the only, current version.
       */
      versions: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().min(1).optional(),
            banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
          }),
        )
        .default({})
        .superRefine((versions, ctx) => {
          for (const name of Object.keys(versions)) {
            if (name !== 'current')
              ctx.addIssue({
                code: 'custom',
                path: [name],
                message: `unknown docs version "${name}": the docs folder is the only version, named "current"`,
              });
          }
        }),
    })
    .prefault({}),
  blog: z
    .strictObject({
      /** Title of the blog list page. Default `Engineering Blog`. */
      title: z.string().default('Engineering Blog'),
      /** Posts shown in the blog sidebar; 0 means no sidebar. Default 0. */
      sidebarCount: z.number().int().min(0).default(0),
      /** Folder of the posts. Default `content/blog`. */
      path: z.string().default('content/blog'),
      /** Posts per list page. Default 10. */
      postsPerPage: z.number().int().positive().default(10),
    })
    .prefault({}),
  markdown: z
    .strictObject({
      /**
       * Sanitise every page's HTML with rehype-sanitize (GitHub's rules, keeping headings' ids, admonitions, tabs,
       * code and math): turn on when content comes from people you do not trust with scripts. Default false: content
       * is trusted like Docusaurus's, raw HTML included (script URLs in links and images are removed either way).
       */
      sanitize: z.boolean().default(false),
      /** The largest page, in bytes, a build accepts: rendering time grows faster than a page's size. Default 5 MB (5242880). */
      maxPageSize: z
        .number()
        .int()
        .positive()
        .default(5 * 2 ** 20),
      /**
       * How pages are parsed, as Docusaurus's `markdown.format`. Default `mdx`: `.md` files are MDX too; `detect`:
       * `.md` is CommonMark and `.mdx` is MDX; `md`: all CommonMark. A page's frontmatter `format` overrides it. It
       * applies to the folders this config names: a docs folder given with `--docs` that is not `docs.path` is read
       * with the default, `mdx`, as Docusaurus would read it.
       */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      /**
       * Site components docsgen does not have, mapped to one it has: `{ Cards: 'CardGrid' }` renders
       * `<Cards>` as `<CardGrid>`. Unmapped ones show their children, with one warning per component. Default `{}`.
       */
      components: z
        .record(
          z.string(),
          z.enum(['Admonition', 'Card', 'CardGrid', 'Hero', 'Tabs', 'TabItem', 'DocCardList', 'Children']),
        )
        .default({}),
    })
    .prefault({}),
  /** Standalone pages (the landing page), routed by file path from `/`. Default `content/pages`. */
  pagesDir: z.string().default('content/pages'),
  /** Folder copied to the site root (relative to the project, or absolute); symlinks out of it are skipped. Default `content/static`. */
  staticDir: z.string().default('content/static'),
  themeConfig: z.strictObject({
    colorMode: z
      .strictObject({
        /** Mode before the reader picks one. Default `dark`. */
        defaultMode: z.enum(['light', 'dark']).default('dark'),
        /** Follow the system preference until the reader picks. Default true. */
        respectPrefersColorScheme: z.boolean().default(true),
        disableSwitch: z.boolean().default(false),
      })
      .prefault({}),
    navbar: z.strictObject({
      title: z.string(),
      logo: z.strictObject({ alt: z.string(), src: z.string(), srcDark: z.string().optional() }),
      /** Hide on scroll down, show on scroll up. Default true. */
      hideOnScroll: z.boolean().default(true),
      items: z.array(navbarItem),
    }),
    footer: z.strictObject({
      links: z.array(z.strictObject({ title: z.string().min(1), items: z.array(link) })),
      copyright: z.string().default(''),
    }),
    announcementBar: announcementBar.optional(),
    tableOfContents: z
      .strictObject({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .refine((levels) => levels.minHeadingLevel <= levels.maxHeadingLevel, {
        message: 'minHeadingLevel must not be above maxHeadingLevel',
        path: ['minHeadingLevel'],
      })
      .prefault({}),
    /** Social card image, relative to content/static. */
    image: z.string().optional(),
  }),
  search: z
    .strictObject({
      /** Name of the search index. Default `v3-docs`. */
      indexName: z.string().default('v3-docs'),
      /** Rank hits from the section being read first. Default true. */
      contextualSearch: z.boolean().default(true),
    })
    .prefault({}),
  /** Client redirects, written as static stubs. */
  redirects: z
    .array(
      z.strictObject({
        /** Written as a stub page, so it must be a path inside the site. */
        from: z
          .string()
          .startsWith('/')
          .superRefine((from, ctx) => {
            const problem = routeProblem(from);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
        to: z.string().startsWith('/'),
      }),
    )
    .default([]),
  analytics: z
    .strictObject({
      /** Load the analytics island (Amplitude and web vitals) after the page is interactive. Default true. */
      enabled: z.boolean().default(true),
      /** The Amplitude API key; `{key}` is the placeholder the spec names. */
      apiKey: z.string().min(1).default('{key}'),
      /** Ingestion region when no proxy is configured. Default `US`. */
      serverZone: z.enum(['US', 'EU']).default('US'),
    })
    .prefault({}),
  customFields: z
    .strictObject({
      /** Analytics ingestion proxy; from REACT_APP_AMPLITUDE_PROXY_URL. */
      analyticsProxyUrl: z.string().optional(),
      /** From NODE_ENV. */
      nodeEnv: z.string().optional(),
      /** From REACT_APP_STAGING. */
      stagingEnv: z.string().optional(),
    })
    .prefault({}),
  /** Extra plugins, after the built-in ones. */
  plugins: z
    .array(
      z.custom<PluginObject>(
        (p) => typeof p === 'object' && p !== null && 'name' in p,
        'must be a plugin object with a name',
      ),
    )
    .default([]),
});

/** Settings as written in site.config.ts, plugins known by name only (`SiteConfigInput` in generator/types.ts types them). */
export type SchemaInput = z.input<typeof siteConfigSchema>;
/** Settings after validation and defaults, plugins known by name only (`SiteConfig` in generator/types.ts types them). */
export type SchemaOutput = z.output<typeof siteConfigSchema>;
