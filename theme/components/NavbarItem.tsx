// One navbar item from the config: a doc link, an external link, the search button or the colour-mode toggle.
import type { SiteConfig } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { ExternalLinkIcon, MoonIcon, SearchIcon, SunIcon } from './icons.js';

/** A navbar item as configured. */
type NavbarItemConfig = SiteConfig['themeConfig']['navbar']['items'][number];

/** Props of one item. */
export interface NavbarItemProps {
  item: NavbarItemConfig;
  config: SiteConfig;
  docRoute: (docId: string) => string | undefined;
  currentRoute: string;
  /** `bar` in the top bar, `menu` inside the mobile menu (no search or toggle there). */
  placement: 'bar' | 'menu';
}

/** The first path segment under the docs root: the section a route belongs to (`/contracts/v4/x` → `contracts`). */
function sectionOf(route: string): string {
  return route.split('/').filter(Boolean)[0] ?? '';
}

/** Renders one item; an item of unknown type is a developer error that names it. */
export function NavbarItem({ item, config, docRoute, currentRoute, placement }: NavbarItemProps) {
  const className = placement === 'bar' ? 'navbar__link' : 'menu__link';
  switch (item.type) {
    case 'doc': {
      const href = docRoute(item.docId) ?? config.baseUrl;
      const active = sectionOf(href) !== '' && sectionOf(href) === sectionOf(currentRoute);
      return (
        <a
          className={active ? `${className} ${className}--active` : className}
          href={href}
          aria-current={href === currentRoute ? 'page' : active ? 'true' : undefined}
          data-analytics="navbar"
        >
          {item.label}
        </a>
      );
    }
    case 'link':
      return (
        <a
          className={`${className} ${className}--external`}
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          data-analytics="navbar"
        >
          {item.label}
          <ExternalLinkIcon />
          <span className="visually-hidden"> {themeString('theme.navbar.externalLinkHint')}</span>
        </a>
      );
    case 'search':
      if (placement === 'menu') return null;
      return (
        <button type="button" className="navbar__search" data-search-open aria-keyshortcuts="Control+K Meta+K /">
          <SearchIcon />
          {/* The visible text is the accessible name (on narrow screens the label is only visually hidden). */}
          <span className="navbar__search-label">{themeString('theme.SearchBar.label')}</span>
          <kbd className="navbar__search-key">Ctrl K</kbd>
        </button>
      );
    case 'colorMode':
      if (placement === 'menu' || config.themeConfig.colorMode.disableSwitch) return null;
      return (
        <button
          type="button"
          className="navbar__color-mode"
          data-color-mode-toggle
          title={themeString('theme.colorToggle.title')}
          aria-label={themeString('theme.colorToggle.title')}
        >
          <SunIcon />
          <MoonIcon />
        </button>
      );
    default:
      throw unknownNavbarItem(item);
  }
}

/** The developer-time error for a navbar item the theme cannot render. */
function unknownNavbarItem(item: unknown): Error {
  const { type, label } = (item ?? {}) as { type?: unknown; label?: unknown };
  return new Error(
    `Unknown navbar item type ${JSON.stringify(type)}${typeof label === 'string' ? ` (item "${label}")` : ''} in themeConfig.navbar.items: ${JSON.stringify(item)}. Allowed types: "doc", "link", "search", "colorMode".`,
  );
}
