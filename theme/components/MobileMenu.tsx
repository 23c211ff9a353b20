// The mobile menu (≤ 996 px): the navbar's links, then the current sidebar, which the island moves in when it opens.
import type { SiteConfig } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { CloseIcon } from './icons.js';
import { NavbarBrand } from './Navbar.js';
import { NavbarItem } from './NavbarItem.js';

/** Props of the mobile menu. */
export interface MobileMenuProps {
  config: SiteConfig;
  docRoute: (docId: string) => string | undefined;
  currentRoute: string;
}

/** A closed dialog; the island opens it from the navbar's menu button and closes it at desktop widths. */
export function MobileMenu({ config, docRoute, currentRoute }: MobileMenuProps) {
  const links = config.themeConfig.navbar.items.filter((item) => item.type === 'doc' || item.type === 'link');
  return (
    <div
      className="mobile-menu"
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={themeString('theme.navbar.mobileMenu.label')}
      hidden
      data-mobile-menu
    >
      <div className="mobile-menu__backdrop" data-mobile-menu-close />
      <div className="mobile-menu__panel">
        <div className="mobile-menu__header">
          <NavbarBrand config={config} />
          <button
            type="button"
            className="mobile-menu__close"
            data-mobile-menu-close
            aria-label={themeString('theme.navbar.mobileMenu.close')}
          >
            <CloseIcon size={16} />
          </button>
        </div>
        <ul className="menu__list mobile-menu__links">
          {links.map((item, i) => (
            <li key={i}>
              <NavbarItem
                item={item}
                config={config}
                docRoute={docRoute}
                currentRoute={currentRoute}
                placement="menu"
              />
            </li>
          ))}
        </ul>
        <div className="mobile-menu__sidebar" data-mobile-menu-sidebar />
      </div>
    </div>
  );
}
