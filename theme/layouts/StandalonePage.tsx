// The layout of a standalone page (the landing page): navbar, full-width content, footer.
import type { RenderedPage, SiteConfig } from '../../generator/types.js';
import { AnnouncementBar } from '../components/AnnouncementBar.js';
import { Footer } from '../components/Footer.js';
import { MarkdownContent } from '../components/MarkdownContent.js';
import { MobileMenu } from '../components/MobileMenu.js';
import { Navbar } from '../components/Navbar.js';

/** Props of a standalone page. */
export interface StandalonePageProps {
  config: SiteConfig;
  rendered: RenderedPage;
  resolveHref: (href: string) => string;
  docRouteOf: (docId: string) => string | undefined;
}

/** A page outside the docs: no sidebar, no table of contents. */
export function StandalonePage({ config, rendered, resolveHref, docRouteOf }: StandalonePageProps) {
  const route = rendered.page.route;
  return (
    <>
      <AnnouncementBar config={config} />
      <Navbar config={config} docRoute={docRouteOf} currentRoute={route} />
      <MobileMenu config={config} docRoute={docRouteOf} currentRoute={route} />
      <main id="main" className="standalone" tabIndex={-1}>
        {!rendered.hasH1 && <h1>{rendered.title}</h1>}
        <MarkdownContent html={rendered.html} links={rendered.links} resolveHref={resolveHref} />
      </main>
      <Footer config={config} />
    </>
  );
}
