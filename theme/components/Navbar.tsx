// The top navigation: logo and title, section links, external links, search and colour-mode buttons.
import type { SiteConfig } from '../../generator/types.js';

/** Props of the navbar. */
export interface NavbarProps {
  config: SiteConfig;
  /** Route of each doc item's target, resolved by the routes stage. */
  docRoute: (docId: string) => string | undefined;
  /** Route of the page being shown, to mark the active section. */
  currentRoute: string;
}

/** The site's top navigation bar. */
export function Navbar({ config, docRoute, currentRoute }: NavbarProps) {
  const { navbar } = config.themeConfig;
  const left = navbar.items.filter((item) => item.position === 'left');
  const right = navbar.items.filter((item) => item.position === 'right');
  const render = (item: (typeof navbar.items)[number], i: number) => {
    switch (item.type) {
      case 'doc': {
        const href = docRoute(item.docId) ?? '/';
        const section = href.split('/')[1];
        const active = section !== undefined && currentRoute.split('/')[1] === section;
        return (
          <a key={i} className={active ? 'navbar__link navbar__link--active' : 'navbar__link'} href={href} aria-current={active ? 'page' : undefined} data-analytics="navbar">
            {item.label}
          </a>
        );
      }
      case 'link':
        return (
          <a key={i} className="navbar__link navbar__link--external" href={item.href} target="_blank" rel="noopener noreferrer" data-analytics="navbar">
            {item.label}
          </a>
        );
      case 'search':
        return (
          <button key={i} type="button" className="navbar__search" data-search-open aria-label="Search (Ctrl+K)">
            <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true"><path d="M14.4 12.9l4.4 4.4-1.5 1.5-4.4-4.4a7.5 7.5 0 111.5-1.5zM8.5 14a5.5 5.5 0 100-11 5.5 5.5 0 000 11z" fill="currentColor" /></svg>
            <span className="navbar__search-label">Search</span>
            <kbd className="navbar__search-key">Ctrl K</kbd>
          </button>
        );
      case 'colorMode':
        return config.themeConfig.colorMode.disableSwitch ? null : (
          <button key={i} type="button" className="navbar__color-mode" data-color-mode-toggle aria-label="Switch between dark and light mode" title="Switch between dark and light mode">
            <svg className="icon-sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5l1.5 3h-3zm0 20l-1.5-3h3zM2 12l3-1.5v3zm20 0l-3 1.5v-3zM4.9 4.9l3.2 1.1-2.1 2.1zm14.2 14.2l-3.2-1.1 2.1-2.1zM4.9 19.1l1.1-3.2 2.1 2.1zM19.1 4.9l-1.1 3.2-2.1-2.1z" /></svg>
            <svg className="icon-moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M9.4 2.2A9.5 9.5 0 1021.8 14.6 7.5 7.5 0 019.4 2.2z" /></svg>
          </button>
        );
    }
  };
  return (
    <nav className="navbar" aria-label="Main" data-navbar data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}>
      <div className="navbar__inner">
        <button type="button" className="navbar__menu-toggle" data-mobile-menu-toggle aria-label="Open the navigation menu" aria-expanded="false" aria-controls="mobile-menu">
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" /></svg>
        </button>
        <a className="navbar__brand" href={config.baseUrl}>
          <img className="navbar__logo" src={navbar.logo.src} alt={navbar.logo.alt} width="28" height="28" />
          <span className="navbar__title">{navbar.title}</span>
        </a>
        <div className="navbar__items">{left.map(render)}</div>
        <div className="navbar__items navbar__items--right">{right.map(render)}</div>
      </div>
    </nav>
  );
}
