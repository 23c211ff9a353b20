// The page shown for every unknown path.
import type { SiteConfig } from '../../generator/types.js';
import { AnnouncementBar } from '../components/AnnouncementBar.js';
import { Footer } from '../components/Footer.js';
import { Navbar } from '../components/Navbar.js';

/** The not-found page body. */
export function NotFoundPage({ config, docRouteOf }: { config: SiteConfig; docRouteOf: (docId: string) => string | undefined }) {
  return (
    <>
      <AnnouncementBar config={config} />
      <Navbar config={config} docRoute={docRouteOf} currentRoute="/404" />
      <main id="main" className="layout__main layout__main--centered" tabIndex={-1}>
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for. The page may have moved when the docs were reorganised.</p>
        <p>
          Try the <a href={config.baseUrl}>home page</a>, search with <kbd>Ctrl</kbd> + <kbd>K</kbd>, or start from{' '}
          {config.themeConfig.navbar.items
            .filter((item) => item.type === 'doc')
            .map((item, i, all) => (
              <span key={item.docId}>
                <a href={docRouteOf(item.docId) ?? '/'}>{item.label}</a>
                {i < all.length - 2 ? ', ' : i === all.length - 2 ? ' or ' : '.'}
              </span>
            ))}
        </p>
      </main>
      <Footer config={config} />
    </>
  );
}
