// The docs sidebar: categories as <details> (collapsible without JavaScript, open state from _category_.json), the current page marked.
// A closed category's list is written inside <noscript>. With scripting on, the browser keeps it as one text node, so the
// hundreds of links of closed categories cost no elements to parse, style or lay out (the contracts sidebar has 362 links,
// and they were a third of a guide's elements); the sidebar island makes them elements when the category opens. With
// scripting off they are ordinary markup.
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarCategory, SidebarItem } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { routeHref } from '../shared/routeHref.js';

/** Props of the sidebar. */
export interface SidebarProps {
  items: SidebarItem[];
  currentRoute: string;
}

/** The sidebar of the page's section. */
export function Sidebar({ items, currentRoute }: SidebarProps) {
  return (
    <nav className="sidebar" aria-label={themeString('theme.docs.sidebar.navAriaLabel')} id="docs-sidebar" data-sidebar>
      <SidebarList items={items} currentRoute={currentRoute} level={1} deferred={false} />
    </nav>
  );
}

/** Where a list sits: its depth, and whether it is already inside a closed category's <noscript> (which cannot nest). */
interface ListPlace {
  level: number;
  deferred: boolean;
}

function SidebarList({ items, currentRoute, level, deferred }: SidebarProps & ListPlace) {
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}`}>
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className={itemClass('sidebar__item', item.className)}>
            <SidebarLink href={item.href} label={item.label} currentRoute={currentRoute} />
          </li>
        ) : item.type === 'html' ? (
          <li key={i} className={itemClass('sidebar__item sidebar__item--html', item.className)} dangerouslySetInnerHTML={{ __html: item.value }} />
        ) : (
          <li key={i} className={itemClass('sidebar__item sidebar__item--category', item.className)}>
            <SidebarCategoryItem category={item} currentRoute={currentRoute} level={level} deferred={deferred} />
          </li>
        ),
      )}
    </ul>
  );
}

/** The item's classes with the `className` its sidebar entry sets (`sidebar_class_name`, `className`). */
function itemClass(base: string, className: string | undefined): string {
  return className ? `${base} ${className}` : base;
}

function SidebarCategoryItem({ category, currentRoute, level, deferred }: { category: SidebarCategory; currentRoute: string } & ListPlace) {
  const label = category.href ? <SidebarLink href={category.href} label={category.label} currentRoute={currentRoute} /> : <span className="sidebar__category-label">{category.label}</span>;
  if (!category.collapsible) {
    return (
      <>
        <div className="sidebar__category sidebar__category--static">{label}</div>
        <SidebarList items={category.items} currentRoute={currentRoute} level={level + 1} deferred={deferred} />
      </>
    );
  }
  // A collapsed category still opens when it holds the current page, so the active link is visible.
  const open = !category.collapsed || category.href === currentRoute || containsRoute(category.items, currentRoute);
  const defer = !open && !deferred;
  return (
    <details open={open} data-collapsed={category.collapsed ? '' : undefined}>
      <summary className="sidebar__category">{label}</summary>
      {defer ? <noscript data-sidebar-deferred="" dangerouslySetInnerHTML={{ __html: deferredListMarkup(category, level + 1) }} /> : <SidebarList items={category.items} currentRoute={currentRoute} level={level + 1} deferred={deferred} />}
    </details>
  );
}

const deferredMarkup = new WeakMap<SidebarCategory, string>();

/**
 * The markup of a closed category's list. It holds no current page (else the category would be open), so it is the
 * same on every page: rendered once per category rather than once per page (most of a contracts page's sidebar).
 */
function deferredListMarkup(category: SidebarCategory, level: number): string {
  let markup = deferredMarkup.get(category);
  if (markup === undefined) {
    markup = renderToStaticMarkup(<SidebarList items={category.items} currentRoute="" level={level} deferred />);
    deferredMarkup.set(category, markup);
  }
  return markup;
}

function SidebarLink({ href, label, currentRoute }: { href: string; label: string; currentRoute: string }) {
  const active = href === currentRoute;
  return (
    <a className={active ? 'sidebar__link sidebar__link--active' : 'sidebar__link'} href={routeHref(href)} aria-current={active ? 'page' : undefined} data-analytics="sidebar">
      {label}
    </a>
  );
}

/** True if the page at `route` is somewhere inside `items`. */
export function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((item) => (item.type === 'link' ? item.href === route : item.type === 'category' && (item.href === route || containsRoute(item.items, route))));
}
