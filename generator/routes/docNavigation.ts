// Where each doc sits: its sidebar, breadcrumbs and previous/next links, with the frontmatter that overrides them.
import type { Breadcrumb, Diagnostic, DocRoute, SidebarItem, SourcePage } from '../types.js';
import type { LabelOf } from './buildSidebars.js';

type NavLink = { label: string; href: string };

/** What navigation is computed from. */
export interface NavigationInput {
  pages: SourcePage[];
  sidebars: Record<string, SidebarItem[]>;
  labelOf: LabelOf;
  byRoute: (route: string) => SourcePage | undefined;
}

/**
 * A route per page. A page belongs to the first sidebar that holds it as a doc (a `ref` does not count); its previous
 * and next pages are its neighbours there, unless `pagination_prev`/`pagination_next` name a doc id (or null: none);
 * `displayed_sidebar` picks the sidebar shown. Pages in no sidebar get a route without one.
 */
export function docNavigation({ pages, sidebars, labelOf, byRoute }: NavigationInput): {
  docs: Map<string, DocRoute>;
  diagnostics: Diagnostic[];
} {
  const docs = new Map<string, DocRoute>();
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    const flat = flattenLinks(items);
    // The first link to each href: looked up once per page, so that a sidebar's walk stays linear in its pages.
    const indexOfHref = new Map<string, number>();
    flat.forEach((link, index) => {
      if (!indexOfHref.has(link.href)) indexOfHref.set(link.href, index);
    });
    walkSidebar(items, [], (href, trail, isRef) => {
      const page = byRoute(href);
      if (!page || isRef || docs.has(page.id)) return;
      const index = indexOfHref.get(href) ?? -1;
      docs.set(page.id, {
        docId: page.id,
        route: page.route,
        sidebar: sidebarId,
        breadcrumbs: [...trail, { label: labelOf(page) }],
        previous: index > 0 ? flat[index - 1] : undefined,
        next: index >= 0 && index < flat.length - 1 ? flat[index + 1] : undefined,
      });
    });
  }
  for (const page of pages) {
    if (!docs.has(page.id))
      docs.set(page.id, { docId: page.id, route: page.route, sidebar: '', breadcrumbs: [{ label: labelOf(page) }] });
  }
  return { docs, diagnostics: applyFrontmatter(pages, docs, labelOf) };
}

/** `pagination_prev`, `pagination_next` and `displayed_sidebar` of each page, over the computed navigation. */
function applyFrontmatter(pages: SourcePage[], docs: Map<string, DocRoute>, labelOf: LabelOf): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const pageById = new Map(pages.map((p) => [p.id, p]));
  const linkTo = (page: SourcePage, id: string | null, key: string): NavLink | undefined => {
    if (id === null) return undefined;
    const target = pageById.get(id);
    if (!target) {
      diagnostics.push({
        severity: 'error',
        file: page.source.origin,
        message: `${key} points to a doc id that does not exist: "${id}"`,
        hint: `Use the id of an existing doc (ids are the path without extension and number prefixes, e.g. ${page.id}).`,
      });
      return undefined;
    }
    return target.frontmatter.unlisted
      ? undefined
      : { label: target.frontmatter.pagination_label ?? labelOf(target), href: target.route };
  };
  for (const page of pages) {
    const route = docs.get(page.id)!;
    const { pagination_prev: prev, pagination_next: next, displayed_sidebar: displayed } = page.frontmatter;
    if (prev !== undefined) route.previous = linkTo(page, prev, 'pagination_prev');
    if (next !== undefined) route.next = linkTo(page, next, 'pagination_next');
    if (displayed !== undefined) route.sidebar = displayed ?? '';
  }
  return diagnostics;
}

/** Pages of a sidebar in reading order (docs and category pages, not plain links); a category's page comes before its items. */
export function flattenLinks(items: SidebarItem[]): NavLink[] {
  const out: NavLink[] = [];
  for (const item of items) {
    if (item.type === 'link') {
      if (item.docId) out.push({ label: item.label, href: item.href });
    } else if (item.type === 'category') {
      if (item.href) out.push({ label: item.label, href: item.href });
      out.push(...flattenLinks(item.items));
    }
  }
  return out;
}

/** Calls `visitPage` for every page a sidebar links to, with the categories above it. */
function walkSidebar(
  items: SidebarItem[],
  trail: Breadcrumb[],
  visitPage: (href: string, trail: Breadcrumb[], isRef: boolean) => void,
): void {
  for (const item of items) {
    if (item.type === 'link') {
      if (item.docId) visitPage(item.href, trail, item.ref === true);
    } else if (item.type === 'category') {
      if (item.href) visitPage(item.href, trail, false);
      walkSidebar(item.items, [...trail, { label: item.label, href: item.href }], visitPage);
    }
  }
}
