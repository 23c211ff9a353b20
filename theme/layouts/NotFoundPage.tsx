// The page shown for every unknown path (the `*` route).
import type { SiteConfig } from '../../generator/types.js';
import { AnnouncementBar } from '../components/AnnouncementBar.js';
import { Footer } from '../components/Footer.js';
import { MobileMenu } from '../components/MobileMenu.js';
import { Navbar } from '../components/Navbar.js';
import { themeString } from '../shared/translate.js';

/** The not-found page body. */
export function NotFoundPage({
  config,
  docRouteOf,
}: {
  config: SiteConfig;
  docRouteOf: (docId: string) => string | undefined;
}) {
  const sections = config.themeConfig.navbar.items.flatMap((item) =>
    item.type === 'doc' ? [{ label: item.label, href: docRouteOf(item.docId) ?? config.baseUrl }] : [],
  );
  return (
    <>
      <AnnouncementBar config={config} />
      <Navbar config={config} docRoute={docRouteOf} currentRoute="/404" />
      <MobileMenu config={config} docRoute={docRouteOf} currentRoute="/404" />
      <main id="main" className="layout__main layout__main--centered not-found" tabIndex={-1}>
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{themeString('theme.NotFound.title')}</h1>
        <p>{themeString('theme.NotFound.p1')}</p>
        <p>{themeString('theme.NotFound.p2')}</p>
        <ul className="not-found__links">
          {sections.map((section) => (
            <li key={section.href}>
              <a className="card" href={section.href}>
                <span className="card__title">{section.label}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          <a className="button" href={config.baseUrl}>
            {themeString('theme.NotFound.home')}
          </a>
        </p>
      </main>
      <Footer config={config} />
    </>
  );
}
