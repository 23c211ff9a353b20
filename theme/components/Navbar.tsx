// The top navigation: menu button (mobile), logo and title, section links, external links, search and colour mode.
import type { SiteConfig } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { MenuIcon } from './icons.js';
import { NavbarItem } from './NavbarItem.js';

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
  const itemsAt = (position: 'left' | 'right') =>
    navbar.items
      .filter((item) => item.position === position)
      .map((item, i) => (
        <NavbarItem
          key={i}
          item={item}
          config={config}
          docRoute={docRoute}
          currentRoute={currentRoute}
          placement="bar"
        />
      ));
  return (
    <nav
      className="navbar"
      aria-label={themeString('theme.navbar.mainAriaLabel')}
      data-navbar
      data-hide-on-scroll={navbar.hideOnScroll ? '' : undefined}
    >
      <div className="navbar__inner">
        <button
          type="button"
          className="navbar__menu-toggle"
          data-mobile-menu-open
          aria-label={themeString('theme.navbar.mobileMenu.open')}
          aria-expanded="false"
          aria-controls="mobile-menu"
          aria-haspopup="dialog"
        >
          <MenuIcon />
        </button>
        <NavbarBrand config={config} />
        <div className="navbar__items">{itemsAt('left')}</div>
        <div className="navbar__items navbar__items--right">{itemsAt('right')}</div>
      </div>
    </nav>
  );
}

/** Logo and title, linking home. */
export function NavbarBrand({ config }: { config: SiteConfig }) {
  const { logo, title } = config.themeConfig.navbar;
  return (
    <a className="navbar__brand" href={config.baseUrl}>
      {/* With a title beside it the logo is decorative; its alt text would only repeat the name. */}
      <img className="navbar__logo" src={logo.src} alt={title ? '' : logo.alt} width="28" height="28" />
      <span className="navbar__title">{title}</span>
    </a>
  );
}
