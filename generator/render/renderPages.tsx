// The render stage: React server rendering of every page, the not-found page and redirect stubs.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Frontmatter, HeadTag, Redirect, RenderedPage, RouteTable, SiteConfig, ThemeAssets } from '../types.js';
import { buildToc } from '../markdown/pageOutline.js';
import { Document } from '../../theme/layouts/Document.js';
import { DocPage } from '../../theme/layouts/DocPage.js';
import { docsRegistryOf } from '../../theme/layouts/docsRegistry.js';
import { NotFoundPage } from '../../theme/layouts/NotFoundPage.js';
import { StandalonePage } from '../../theme/layouts/StandalonePage.js';
import { resolveMarkdownLinks } from '../../theme/components/MarkdownContent.js';
import { escapeMarkup } from '../markupText.js';
import { hrefResolver } from '../routes/hrefResolver.js';
import { versionTag } from '../routes/versionTag.js';
import { analyticsSettingsOf } from '../../theme/shared/analyticsSettings.js';
import type { PageData } from '../../theme/shared/pageData.js';

/** What rendering needs besides the page. */
export interface RenderContext {
  config: SiteConfig;
  routes: RouteTable;
  assets: ThemeAssets;
  /** Source path (relative to the docs root) → route, to turn `.md` links into routes. */
  routeBySourcePath: Map<string, string>;
  /** Extra data for the islands (dev server's live-reload URL, search index). */
  pageData?: Partial<PageData>;
  /** Tags plugins add to every page's head. */
  headTags: HeadTag[];
  /** Commit the site is built from, added to analytics events. */
  gitCommitHash?: string;
  /** Address of each sidebar's shared file of collapsed categories, by sidebar id. */
  sidebarSources: Record<string, string>;
}

/** Renders one doc page to a complete HTML document. */
export function renderDocPage(rendered: RenderedPage, ctx: RenderContext): string {
  const { page } = rendered;
  const docRoute = ctx.routes.docs.get(page.id) ?? { docId: page.id, route: page.route, sidebar: '', breadcrumbs: [] };
  const sidebar = ctx.routes.sidebars[docRoute.sidebar] ?? [];
  const tag = versionTag(page.route);
  const resolveHref = hrefResolver(page.source.path, ctx.routeBySourcePath);
  // React copies a large `dangerouslySetInnerHTML` string through its output chunks: the chrome is rendered around a
  // marker and the body placed afterwards, so a long page's HTML is copied once.
  const body = resolveMarkdownLinks(rendered.html, rendered.links, resolveHref);
  const shell = { ...rendered, html: contentMarker, links: [], toc: tocOf(rendered, ctx.config) };
  const html = renderToStaticMarkup(
    <Document
      config={ctx.config}
      title={rendered.title}
      description={rendered.description}
      route={page.route}
      assets={{ css: [ctx.assets.css], js: [ctx.assets.js] }}
      pageData={pageDataFor(ctx, { section: page.sidebar, versionTag: tag })}
      image={pageImage(page.frontmatter.image, ctx.config)}
      head={[...frontmatterHead(page.frontmatter), ...headElements(ctx.headTags)]}
    >
      {page.kind === 'page' ? (
        <StandalonePage
          config={ctx.config}
          rendered={shell}
          resolveHref={resolveHref}
          docRouteOf={docRouteOf(ctx.routes)}
        />
      ) : (
        <DocPage
          config={ctx.config}
          rendered={shell}
          docRoute={docRoute}
          version={ctx.routes.version}
          sidebar={sidebar}
          sidebarSource={ctx.sidebarSources[docRoute.sidebar]}
          resolveHref={resolveHref}
          docRouteOf={docRouteOf(ctx.routes)}
        />
      )}
    </Document>,
  );
  const at = html.indexOf(contentMarker);
  return `<!DOCTYPE html>${html.slice(0, at)}${body}${html.slice(at + contentMarker.length)}`;
}

/** The table of contents, with the heading levels of the page's `toc_min_heading_level`/`toc_max_heading_level` when set. */
function tocOf(rendered: RenderedPage, config: SiteConfig) {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = rendered.page.frontmatter;
  if (min === undefined && max === undefined) return rendered.toc;
  const levels = config.themeConfig.tableOfContents;
  return buildToc(rendered.headings, min ?? levels.minHeadingLevel, max ?? Math.max(levels.maxHeadingLevel, min ?? 0));
}

/** Head tags of the page's own frontmatter: keywords, and noindex for an unlisted page. */
function frontmatterHead(frontmatter: Frontmatter) {
  return [
    frontmatter.keywords && frontmatter.keywords.length > 0 && (
      <meta key="keywords" name="keywords" content={frontmatter.keywords.join(', ')} />
    ),
    frontmatter.unlisted && <meta key="robots" name="robots" content="noindex, nofollow" />,
  ].filter(Boolean);
}

/** The page's social card: an absolute URL as is, a site path joined to the site's URL. */
function pageImage(image: string | undefined, config: SiteConfig): string | undefined {
  if (!image) return undefined;
  return /^[a-z]+:\/\//i.test(image) ? image : `${config.url}${image.startsWith('/') ? '' : '/'}${image}`;
}

/** Stands in for the page body while React renders the chrome around it. */
const contentMarker = '<!--docsgen:content-->';

/** The not-found page, served for every unknown path. */
export function renderNotFoundPage(ctx: RenderContext): string {
  const html = renderToStaticMarkup(
    <Document
      config={ctx.config}
      title="Page Not Found"
      description=""
      assets={{ css: [ctx.assets.css], js: [ctx.assets.js] }}
      pageData={pageDataFor(ctx, {})}
      head={headElements(ctx.headTags)}
    >
      <NotFoundPage config={ctx.config} docRouteOf={docRouteOf(ctx.routes)} />
    </Document>,
  );
  return `<!DOCTYPE html>${html}`;
}

/** A static redirect stub: meta refresh and canonical for crawlers, a script that keeps the hash. */
export function renderRedirect(redirect: Redirect): string {
  const to = escapeMarkup(redirect.to);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${to}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${to}"><script>${redirectScript(redirect.to)}</script></head><body><p>This page has moved to <a href="${to}">${to}</a>.</p></body></html>`;
}

/** Goes to `to` keeping the query, and the hash unless `to` has its own and the address has none. */
function redirectScript(to: string): string {
  const [target = '', hash] = to.split('#');
  if (hash === undefined) return `location.replace(${JSON.stringify(target)}+location.search+location.hash)`;
  return `location.replace(${JSON.stringify(target)}+location.search+(location.hash||${JSON.stringify(`#${hash}`)}))`;
}

function pageDataFor(ctx: RenderContext, extra: Partial<PageData>): PageData {
  const { colorMode, announcementBar } = ctx.config.themeConfig;
  return {
    themeKey: 'theme',
    colorMode: { defaultMode: colorMode.defaultMode, respectPrefersColorScheme: colorMode.respectPrefersColorScheme },
    announcement: announcementBar ? { id: announcementBar.id, isCloseable: announcementBar.isCloseable } : undefined,
    analytics: analyticsSettingsOf(ctx.config, ctx.gitCommitHash),
    ...ctx.pageData,
    ...extra,
    docsRegistry: docsRegistryOf(ctx.routes.version),
  };
}

function docRouteOf(routes: RouteTable) {
  return (docId: string) => routes.docs.get(docId)?.route;
}

/** Plugin head tags as React elements. */
function headElements(tags: HeadTag[]) {
  return tags.map((tag, i) =>
    tag.tagName === 'link' ? <link key={i} {...tag.attributes} /> : <meta key={i} {...tag.attributes} />,
  );
}
