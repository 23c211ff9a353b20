// The layout of a documentation page: sidebar, content with breadcrumbs, version badge and pagination, table of contents.
import type { DocRoute, DocsVersion, RenderedPage, SidebarItem, SiteConfig } from '../../generator/types.js';
import { AnnouncementBar } from '../components/AnnouncementBar.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { CopyPageMarkdown } from '../components/CopyPageMarkdown.js';
import { DocMeta } from '../components/DocMeta.js';
import { DocTags } from '../components/DocTags.js';
import { DocVersionBadge } from '../components/DocVersionBadge.js';
import { DocVersionBanner } from '../components/DocVersionBanner.js';
import { Footer } from '../components/Footer.js';
import { MarkdownContent } from '../components/MarkdownContent.js';
import { MobileMenu } from '../components/MobileMenu.js';
import { Navbar } from '../components/Navbar.js';
import { Pagination } from '../components/Pagination.js';
import { Sidebar } from '../components/Sidebar.js';
import { TableOfContents, TableOfContentsCollapsible } from '../components/TableOfContents.js';
import { docsPluginId, docsVersionBannerOf, docsVersionsOf } from './docsRegistry.js';

/** What a doc page renders. */
export interface DocPageProps {
  config: SiteConfig;
  rendered: RenderedPage;
  docRoute: DocRoute;
  /** The docs version the page belongs to, from the route table. */
  version: DocsVersion;
  sidebar: SidebarItem[];
  /** Address of the sidebar's shared file of collapsed categories. */
  sidebarSource?: string;
  resolveHref: (href: string) => string;
  docRouteOf: (docId: string) => string | undefined;
}

/** The body of a doc page (inside the document shell). */
export function DocPage({
  config,
  rendered,
  docRoute,
  version,
  sidebar,
  sidebarSource,
  resolveHref,
  docRouteOf,
}: DocPageProps) {
  const { page } = rendered;
  // `custom_edit_url: null` hides the link; unset, the config's editUrl gives it.
  const editUrl =
    page.frontmatter.custom_edit_url !== undefined
      ? page.frontmatter.custom_edit_url
      : config.editUrl && !page.source.generatedBy
        ? `${config.editUrl}${page.source.path}`
        : undefined;
  const lastUpdate = page.frontmatter.last_update?.date;
  const lastUpdated =
    lastUpdate !== undefined && !Number.isNaN(new Date(lastUpdate).getTime())
      ? new Date(lastUpdate).getTime()
      : page.lastUpdated;
  const showToc = !page.frontmatter.hide_table_of_contents && rendered.toc.length > 0;
  const versions = docsVersionsOf(version, docRouteOf(version.mainDocId), page.route);
  const banner = docsVersionBannerOf(config, version);
  return (
    <>
      <AnnouncementBar config={config} />
      <Navbar config={config} docRoute={docRouteOf} currentRoute={page.route} />
      <MobileMenu config={config} docRoute={docRouteOf} currentRoute={page.route} />
      <div className={sidebar.length > 0 ? 'layout layout--with-sidebar' : 'layout'}>
        {sidebar.length > 0 && (
          <div className="layout__sidebar" data-sidebar-home>
            <Sidebar items={sidebar} currentRoute={page.route} source={sidebarSource} />
          </div>
        )}
        <main id="main" className="layout__main" tabIndex={-1}>
          <div className={showToc ? 'doc-row doc-row--with-toc' : 'doc-row'}>
            <article className="doc">
              {banner && (
                <DocVersionBanner kind={banner} siteTitle={config.title} version={versions[0]!} latest={versions[0]!} />
              )}
              <div className="doc__header">
                <Breadcrumbs items={docRoute.breadcrumbs} home={config.baseUrl} />
                <div className="doc__actions">
                  <CopyPageMarkdown />
                  <DocVersionBadge pluginId={docsPluginId} current={versions[0]!} versions={versions} />
                </div>
              </div>
              {showToc && <TableOfContentsCollapsible items={rendered.toc} />}
              {!rendered.hasH1 && !page.frontmatter.hide_title && <h1 className="doc__title">{rendered.title}</h1>}
              <MarkdownContent html={rendered.html} links={rendered.links} resolveHref={resolveHref} />
              {docRoute.tags && <DocTags tags={docRoute.tags} />}
              <DocMeta editUrl={editUrl ?? undefined} lastUpdated={lastUpdated} />
              <Pagination previous={docRoute.previous} next={docRoute.next} />
            </article>
            {showToc && (
              <div className="layout__toc">
                <TableOfContents items={rendered.toc} />
              </div>
            )}
          </div>
        </main>
      </div>
      <Footer config={config} />
    </>
  );
}
