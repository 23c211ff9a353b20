// The docs sidebar: categories as <details> (open state from _category_.json), the current page marked.
// A page's HTML holds only the lists of the categories open on it (the path to the page, and those not collapsed).
// Every collapsed category's list lives once in the sidebar's shared file (sidebarFragments, one per sidebar), which
// the sidebar island loads and takes a category's list from when it opens: a page's size no longer grows with the
// sidebar, which made a site's output grow with pages × sidebar size. Without JavaScript a closed category still
// leads on: its label links to its own page, or its <noscript> links to its first page, where it is open.
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarCategory, SidebarItem } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { routeHref } from '../shared/routeHref.js';
import { sidebarKeyAttribute, sidebarSourceAttribute } from '../shared/sidebarData.js';

/** Props of the sidebar. */
export interface SidebarProps {
  items: SidebarItem[];
  currentRoute: string;
  /** Address of the sidebar's shared file of collapsed categories (sidebarFragments). */
  source?: string;
}

/** The sidebar of the page's section. */
export function Sidebar({ items, currentRoute, source }: SidebarProps) {
  return (
    <nav
      className="sidebar"
      aria-label={themeString('theme.docs.sidebar.navAriaLabel')}
      id="docs-sidebar"
      data-sidebar
      {...{ [sidebarSourceAttribute]: source }}
    >
      <SidebarList items={items} currentRoute={currentRoute} level={1} path="" />
    </nav>
  );
}

/**
 * The list of every collapsed category of a sidebar, by key (its place in the sidebar: "2.0.3"), each with its own
 * collapsed categories left closed and keyed in turn: every list is written once, whatever the number of pages.
 */
export function sidebarFragments(items: SidebarItem[]): Record<string, string> {
  const fragments: Record<string, string> = {};
  const visit = (list: SidebarItem[], path: string, level: number) => {
    list.forEach((item, i) => {
      if (item.type !== 'category') return;
      const key = keyOf(path, i);
      if (isLazy(item))
        fragments[key] = renderToStaticMarkup(
          <SidebarList items={item.items} currentRoute="" level={level + 1} path={key} />,
        );
      visit(item.items, key, level + 1);
    });
  };
  visit(items, '', 1);
  return fragments;
}

/** Where a list sits: its depth, and the key of the category holding it ('' for the sidebar itself). */
interface ListPlace {
  level: number;
  path: string;
}

const keyOf = (path: string, index: number) => (path ? `${path}.${index}` : String(index));

/** A category whose list is left out of pages where it is closed. */
const isLazy = (category: SidebarCategory) => category.collapsible && category.collapsed;

function SidebarList({ items, currentRoute, level, path }: Omit<SidebarProps, 'source'> & ListPlace) {
  return (
    <ul className={`sidebar__list sidebar__list--level-${level}`}>
      {items.map((item, i) =>
        item.type === 'link' ? (
          <li key={i} className={itemClass('sidebar__item', item.className)}>
            <SidebarLink href={item.href} label={item.label} currentRoute={currentRoute} />
          </li>
        ) : item.type === 'html' ? (
          <li
            key={i}
            className={itemClass('sidebar__item sidebar__item--html', item.className)}
            dangerouslySetInnerHTML={{ __html: item.value }}
          />
        ) : isOpen(item, currentRoute) ? (
          <li key={i} className={itemClass('sidebar__item sidebar__item--category', item.className)}>
            <SidebarCategoryItem category={item} currentRoute={currentRoute} level={level} path={keyOf(path, i)} />
          </li>
        ) : (
          <li
            key={i}
            className={itemClass('sidebar__item sidebar__item--category', item.className)}
            dangerouslySetInnerHTML={{ __html: closedCategoryMarkup(item, level, keyOf(path, i)) }}
          />
        ),
      )}
    </ul>
  );
}

/** The item's classes with the `className` its sidebar entry sets (`sidebar_class_name`, `className`). */
function itemClass(base: string, className: string | undefined): string {
  return className ? `${base} ${className}` : base;
}

function SidebarCategoryItem({
  category,
  currentRoute,
  level,
  path,
}: { category: SidebarCategory; currentRoute: string } & ListPlace) {
  const label = category.href ? (
    <SidebarLink href={category.href} label={category.label} currentRoute={currentRoute} />
  ) : (
    <span className="sidebar__category-label">{category.label}</span>
  );
  const list = <SidebarList items={category.items} currentRoute={currentRoute} level={level + 1} path={path} />;
  if (!category.collapsible) {
    return (
      <>
        <div className="sidebar__category sidebar__category--static">{label}</div>
        {list}
      </>
    );
  }
  const open = isOpen(category, currentRoute);
  return (
    <details
      open={open}
      data-collapsed={category.collapsed ? '' : undefined}
      {...{ [sidebarKeyAttribute]: open ? undefined : path }}
    >
      <summary className="sidebar__category">{label}</summary>
      {open ? (
        list
      ) : (
        <noscript data-sidebar-deferred="" dangerouslySetInnerHTML={{ __html: fallbackMarkup(category, level + 1) }} />
      )}
    </details>
  );
}

/** A collapsed category still opens when it holds the current page, so the active link is visible. */
function isOpen(category: SidebarCategory, currentRoute: string): boolean {
  return !isLazy(category) || category.href === currentRoute || containsRoute(category.items, currentRoute);
}

/** The markup of each closed category, by its place; made once per sidebar and category. */
const closedMarkup = new WeakMap<SidebarCategory, Map<string, string>>();

/**
 * A closed category is the same on every page it is closed on (the page is not in it): its markup is made once and
 * reused, rather than rendered again for each of a large sidebar's pages.
 */
function closedCategoryMarkup(category: SidebarCategory, level: number, path: string): string {
  const byPlace = closedMarkup.get(category) ?? new Map<string, string>();
  closedMarkup.set(category, byPlace);
  const place = `${level} ${path}`;
  let markup = byPlace.get(place);
  if (markup === undefined) {
    markup = renderToStaticMarkup(
      <SidebarCategoryItem category={category} currentRoute="" level={level} path={path} />,
    );
    byPlace.set(place, markup);
  }
  return markup;
}

/** What a closed category shows without JavaScript: a link to its first page, unless its label links to its own. */
function fallbackMarkup(category: SidebarCategory, level: number): string {
  const first = category.href ? undefined : firstLink(category.items);
  if (!first) return '';
  return `<ul class="sidebar__list sidebar__list--level-${level}"><li class="sidebar__item">${renderToStaticMarkup(<SidebarLink href={first.href} label={first.label} currentRoute="" />)}</li></ul>`;
}

function firstLink(items: SidebarItem[]): { href: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link') return item;
    if (item.type !== 'category') continue;
    if (item.href) return { href: item.href, label: item.label };
    const inner = firstLink(item.items);
    if (inner) return inner;
  }
  return undefined;
}

function SidebarLink({ href, label, currentRoute }: { href: string; label: string; currentRoute: string }) {
  const active = href === currentRoute;
  return (
    <a
      className={active ? 'sidebar__link sidebar__link--active' : 'sidebar__link'}
      href={routeHref(href)}
      aria-current={active ? 'page' : undefined}
      data-analytics="sidebar"
    >
      {label}
    </a>
  );
}

/** The routes somewhere inside each list, collected once per list: every page asks it of every closed category. */
const routesInside = new WeakMap<SidebarItem[], Set<string>>();

/** True if the page at `route` is somewhere inside `items`. */
function containsRoute(items: SidebarItem[], route: string): boolean {
  return routesOf(items).has(route);
}

function routesOf(items: SidebarItem[]): Set<string> {
  let routes = routesInside.get(items);
  if (!routes) {
    routes = new Set();
    for (const item of items) {
      if (item.type === 'html') continue;
      if (item.href !== undefined) routes.add(item.href);
      if (item.type === 'category') for (const inner of routesOf(item.items)) routes.add(inner);
    }
    routesInside.set(items, routes);
  }
  return routes;
}
