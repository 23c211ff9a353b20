// The layout of a documentation page: sidebar, content with breadcrumbs and pagination, table of contents.
import type { DocRoute, RenderedPage, SidebarItem, SiteConfig } from '../../generator/types.js';
import { AnnouncementBar } from '../components/AnnouncementBar.js';
import { Breadcrumbs } from '../components/Breadcrumbs.js';
import { Footer } from '../components/Footer.js';
import { MarkdownContent } from '../components/MarkdownContent.js';
import { Navbar } from '../components/Navbar.js';
import { Pagination } from '../components/Pagination.js';
import { Sidebar } from '../components/Sidebar.js';
import { TableOfContents } from '../components/TableOfContents.js';

/** What a doc page renders. */
export interface DocPageProps {
  config: SiteConfig;
  rendered: RenderedPage;
  docRoute: DocRoute;
  sidebar: SidebarItem[];
  resolveHref: (href: string) => string;
  docRouteOf: (docId: string) => string | undefined;
}

/** The body of a doc page (inside the document shell). */
export function DocPage({ config, rendered, docRoute, sidebar, resolveHref, docRouteOf }: DocPageProps) {
  const { page } = rendered;
  const editUrl = page.frontmatter.custom_edit_url ?? (config.editUrl && !page.source.generatedBy ? `${config.editUrl}${page.source.path}` : undefined);
  const showToc = !page.frontmatter.hide_table_of_contents && rendered.toc.length > 0;
  return (
    <>
      <AnnouncementBar config={config} />
      <Navbar config={config} docRoute={docRouteOf} currentRoute={page.route} />
      <div className={sidebar.length > 0 ? 'layout layout--with-sidebar' : 'layout'}>
        {sidebar.length > 0 && (
          <aside className="layout__sidebar">
            <Sidebar items={sidebar} currentRoute={page.route} />
          </aside>
        )}
        <main id="main" className="layout__main" tabIndex={-1}>
          {config.docs.versionBanner && (
            <div className="version-banner" role="status">
              {config.docs.versionBanner}
            </div>
          )}
          <article className="doc">
            <Breadcrumbs items={docRoute.breadcrumbs} home={config.baseUrl} />
            <span className="doc__version-badge">Version: {config.docs.versionLabel}</span>
            {!rendered.hasH1 && <h1 className="doc__title">{rendered.title}</h1>}
            <MarkdownContent html={rendered.html} links={rendered.links} resolveHref={resolveHref} />
            {(editUrl || page.lastUpdated) && (
              <footer className="doc__footer">
                {editUrl && (
                  <a className="doc__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
                    Edit this page
                  </a>
                )}
                {page.lastUpdated && (
                  <span className="doc__updated">
                    Last updated on <time dateTime={new Date(page.lastUpdated).toISOString()}>{formatDate(page.lastUpdated)}</time>
                  </span>
                )}
              </footer>
            )}
            <Pagination previous={docRoute.previous} next={docRoute.next} />
          </article>
        </main>
        {showToc && (
          <aside className="layout__toc">
            <TableOfContents items={rendered.toc} />
          </aside>
        )}
      </div>
      <Footer config={config} />
    </>
  );
}

function formatDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
