import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../../../theme/components/Sidebar.js';
import { sidebarFilesOf } from '../../../generator/render/sidebarFiles.js';
import type { SidebarItem } from '../../../generator/types.js';

/** A sidebar of `categories` collapsed categories of `perCategory` pages, each with its own index page but the last. */
function sidebarOf(categories: number, perCategory: number): SidebarItem[] {
  return Array.from({ length: categories }, (_, c) => ({
    type: 'category' as const,
    label: `Category ${c}`,
    collapsed: true,
    collapsible: true,
    href: c === categories - 1 ? undefined : `/guide/cat-${c}`,
    items: Array.from({ length: perCategory }, (_, p) => ({
      type: 'link' as const,
      label: `Page ${c}.${p}`,
      href: `/guide/cat-${c}/page-${p}`,
      docId: `guide/cat-${c}/page-${p}`,
    })),
  }));
}

const pageHtml = (items: SidebarItem[], route: string) =>
  renderToStaticMarkup(createElement(Sidebar, { items, currentRoute: route, source: '/assets/sidebars/guide.x.json' }));

describe('the sidebar of a page', () => {
  it('holds the lists of the categories open on the page only, so its size does not grow with the sidebar', () => {
    const small = pageHtml(sidebarOf(5, 10), '/guide/cat-1/page-3');
    const large = pageHtml(sidebarOf(5, 1000), '/guide/cat-1/page-3');
    expect(large).toContain('href="/guide/cat-1/page-999"');
    expect(large).not.toContain('href="/guide/cat-2/page-0"');
    // Only the open category grows (its 990 more links); the closed ones cost the same on both.
    const linkBytes = large.length - small.length;
    expect(linkBytes).toBeLessThan(990 * 150);
    expect((large.match(/data-sidebar-key="/g) ?? []).length).toBe(4);
    expect(large).toContain('data-sidebar-src="/assets/sidebars/guide.x.json"');
  });

  it('leads on without JavaScript: a closed category links to its own page, or to its first page when it has none', () => {
    const html = pageHtml(sidebarOf(3, 4), '/guide/cat-0/page-1');
    expect(html).toContain('<a class="sidebar__link" href="/guide/cat-1"');
    expect(html).toMatch(
      /<details data-collapsed="" data-sidebar-key="2"><summary class="sidebar__category"><span class="sidebar__category-label">Category 2<\/span><\/summary><noscript data-sidebar-deferred="">.*href="\/guide\/cat-2\/page-0"/,
    );
  });
});

describe('sidebarFilesOf', () => {
  it('writes every collapsed category list once, under the key the pages name it by, in a content-hashed file', () => {
    const items = sidebarOf(3, 4);
    items[1]!.type === 'category' &&
      items[1]!.items.push({
        type: 'category',
        label: 'Nested',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Deep', href: '/guide/deep', docId: 'guide/deep' },
          { type: 'link', label: 'Deeper', href: '/guide/deeper', docId: 'guide/deeper' },
        ],
      });
    const { files, sources } = sidebarFilesOf({ guide: items });
    expect(sources.guide).toMatch(/^\/assets\/sidebars\/guide\.[\w-]{10}\.json$/);
    expect(files.map((f) => `/${f.path}`)).toEqual([sources.guide]);
    const fragments = JSON.parse(String(files[0]!.contents)) as Record<string, string>;
    expect(Object.keys(fragments).sort()).toEqual(['0', '1', '1.4', '2']);
    // The nested category is closed and keyed inside its parent's list (with its first page for readers without
    // JavaScript), and its own list is written once.
    expect(fragments['1']).toContain('data-sidebar-key="1.4"');
    expect(fragments['1']).not.toContain('/guide/deeper"');
    expect(fragments['1.4']).toContain('href="/guide/deeper"');
    expect(fragments['1.4']).toContain('sidebar__list--level-3');
    // The page's closed category is the same key in the file.
    expect(pageHtml(items, '/guide/cat-0/page-0')).toContain('data-sidebar-key="1"');
    const other = sidebarFilesOf({ guide: sidebarOf(3, 5) });
    expect(other.sources.guide).not.toBe(sources.guide);
  });
});
