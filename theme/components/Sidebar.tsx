// The docs sidebar: nested categories as <details> (collapsible without JavaScript), the current page marked.
import type { SidebarItem } from '../../generator/types.js';

/** Props of the sidebar. */
export interface SidebarProps {
  items: SidebarItem[];
  currentRoute: string;
}

/** The sidebar of the page's section. */
export function Sidebar({ items, currentRoute }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar" id="docs-sidebar">
      <SidebarList items={items} currentRoute={currentRoute} level={1} />
    </nav>
  );
}

function SidebarList({ items, currentRoute, level }: SidebarProps & { level: number }) {
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}`}>
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className="sidebar__item">
            <a className={item.href === currentRoute ? 'sidebar__link sidebar__link--active' : 'sidebar__link'} href={item.href} aria-current={item.href === currentRoute ? 'page' : undefined} data-analytics="sidebar">
              {item.label}
            </a>
          </li>
        ) : (
          <li key={i} className="sidebar__item sidebar__item--category">
            <details open={!item.collapsed || containsRoute(item.items, currentRoute) || item.href === currentRoute || !item.collapsible}>
              <summary className="sidebar__category">
                {item.href ? (
                  <a className={item.href === currentRoute ? 'sidebar__link sidebar__link--active' : 'sidebar__link'} href={item.href} aria-current={item.href === currentRoute ? 'page' : undefined}>
                    {item.label}
                  </a>
                ) : (
                  <span className="sidebar__category-label">{item.label}</span>
                )}
              </summary>
              <SidebarList items={item.items} currentRoute={currentRoute} level={level + 1} />
            </details>
          </li>
        ),
      )}
    </ul>
  );
}

/** True if the page at `route` is somewhere inside `items`. */
export function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.href === route : item.href === route || containsRoute(item.items, route)));
}
