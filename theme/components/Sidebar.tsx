// The docs sidebar: categories as <details> (collapsible without JavaScript, open state from _category_.json), the current page marked.
import type { SidebarCategory, SidebarItem } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';

/** Props of the sidebar. */
export interface SidebarProps {
  items: SidebarItem[];
  currentRoute: string;
}

/** The sidebar of the page's section. */
export function Sidebar({ items, currentRoute }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={themeString('theme.docs.sidebar.navAriaLabel')} id="docs-sidebar" data-sidebar>
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
            <SidebarLink href={item.href} label={item.label} currentRoute={currentRoute} />
          </li>
        ) : (
          <li key={i} className="sidebar__item sidebar__item--category">
            <SidebarCategoryItem category={item} currentRoute={currentRoute} level={level} />
          </li>
        ),
      )}
    </ul>
  );
}

function SidebarCategoryItem({ category, currentRoute, level }: { category: SidebarCategory; currentRoute: string; level: number }) {
  const label = category.href ? <SidebarLink href={category.href} label={category.label} currentRoute={currentRoute} /> : <span className="sidebar__category-label">{category.label}</span>;
  const list = <SidebarList items={category.items} currentRoute={currentRoute} level={level + 1} />;
  if (!category.collapsible) {
    return (
      <>
        <div className="sidebar__category sidebar__category--static">{label}</div>
        {list}
      </>
    );
  }
  // A collapsed category still opens when it holds the current page, so the active link is visible.
  const open = !category.collapsed || category.href === currentRoute || containsRoute(category.items, currentRoute);
  return (
    <details open={open} data-collapsed={category.collapsed ? '' : undefined}>
      <summary className="sidebar__category">{label}</summary>
      {list}
    </details>
  );
}

function SidebarLink({ href, label, currentRoute }: { href: string; label: string; currentRoute: string }) {
  const active = href === currentRoute;
  return (
    <a className={active ? 'sidebar__link sidebar__link--active' : 'sidebar__link'} href={href} aria-current={active ? 'page' : undefined} data-analytics="sidebar">
      {label}
    </a>
  );
}

/** True if the page at `route` is somewhere inside `items`. */
export function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.href === route : item.href === route || containsRoute(item.items, route)));
}
