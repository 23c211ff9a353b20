// The cards of categories (what `@theme/DocCardList` and generated index pages show) and the generated index pages.
import type { CategoryCard, Frontmatter, RenderedPage, RouteTable, SidebarCategory, SidebarItem } from '../types.js';
import { escapeMarkup } from '../markupText.js';
import { docCardListMarker } from '../markdown/mdxThemeComponents.js';

/** Marks the source of a generated page (category index, tag page), so that it has no "Edit this page" link and tests can tell it apart. */
export const generatedIndexPlugin = 'generated-index';

/**
 * The cards of every category that has a page (an index doc or a generated index), by that page's route: one card
 * per item, a doc with its description, a sub-category with its own description or its number of items.
 */
export function categoryCardsOf(
  sidebars: Record<string, SidebarItem[]>,
  descriptionOf: (docId: string) => string | undefined,
): Map<string, CategoryCard[]> {
  const cards = new Map<string, CategoryCard[]>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && !cards.has(item.href))
        cards.set(
          item.href,
          item.items.flatMap((child) => cardOf(child, descriptionOf)),
        );
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return cards;
}

function cardOf(item: SidebarItem, descriptionOf: (docId: string) => string | undefined): CategoryCard[] {
  if (item.type === 'html') return [];
  if (item.type === 'link')
    return [
      {
        kind: 'link',
        title: item.label,
        description: (item.docId && descriptionOf(item.docId)) || '',
        href: item.href,
      },
    ];
  const href = item.href ?? firstHref(item.items);
  if (!href) return [];
  return [
    {
      kind: 'category',
      title: item.label,
      description: item.description ?? `${item.items.length} item${item.items.length === 1 ? '' : 's'}`,
      href,
    },
  ];
}

/** The first page a category leads to, for the card of a category without a page of its own. */
function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const href = item.href ?? firstHref(item.items);
      if (href) return href;
    }
  }
  return undefined;
}

/**
 * Fills the `<DocCardList />` markers of pages: with the cards of the category whose own page this is, else of the
 * items the page sits among (its category's, or its sidebar's top level). Pages without a marker are returned as they are.
 */
export function withDocCardLists(
  pages: RenderedPage[],
  sidebars: Record<string, SidebarItem[]>,
  categoryCards: Map<string, CategoryCard[]>,
  descriptionOf: (docId: string) => string | undefined,
): RenderedPage[] {
  return pages.map((rendered) => {
    // Known without the body, which may be read from the cache on use.
    if (!rendered.docCardLists) return rendered;
    const route = rendered.page.route;
    const cards =
      categoryCards.get(route) ?? itemsAround(sidebars, route).flatMap((item) => cardOf(item, descriptionOf));
    const filled = {
      ...rendered,
      html: rendered.html.split(docCardListMarker).join(`<div class="doc-card-list">${cardListHtml(cards)}</div>`),
      // A body read from the cache on use is not copied by the spread (its fields are getters, not enumerable).
      text: rendered.text,
      sections: rendered.sections,
    };
    // Nor is the markdown of a page whose text the build let go: it stays read from its file on use.
    const markdown = Object.getOwnPropertyDescriptor(rendered, 'markdown');
    return markdown ? Object.defineProperty(filled, 'markdown', markdown) : filled;
  });
}

/** The items beside the page at `route`: its innermost category's, or its sidebar's top level. */
function itemsAround(sidebars: Record<string, SidebarItem[]>, route: string): SidebarItem[] {
  for (const items of Object.values(sidebars)) {
    const category = categoryHolding(items, route);
    if (category) return category.items;
    if (items.some((item) => item.type === 'link' && item.href === route)) return items;
  }
  return [];
}

/** The innermost category with a link to `route` among its own items. */
function categoryHolding(items: SidebarItem[], route: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const inner = categoryHolding(item.items, route);
    if (inner) return inner;
    if (item.items.some((child) => child.type === 'link' && child.href === route)) return item;
  }
  return undefined;
}

/** The items of the category whose page is at `route`, as cards (empty when no category links there). */
export function cardsOfCategory(routes: RouteTable, route: string): CategoryCard[] {
  return routes.categoryCards.get(route) ?? [];
}

/** Every category with a generated index in `sidebars`, once per route. */
export function generatedIndexCategories(sidebars: Record<string, SidebarItem[]>): SidebarCategory[] {
  const found = new Map<string, SidebarCategory>();
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.generatedIndex && item.href && !found.has(item.href)) found.set(item.href, item);
      visit(item.items);
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return [...found.values()];
}

/** The page of a generated index: its title, description and a card per item of the category. */
export function generatedIndexPage(category: SidebarCategory, cards: CategoryCard[], sidebar: string): RenderedPage {
  const options = category.generatedIndex ?? {};
  return listingPage({
    route: category.href!,
    title: options.title ?? category.label,
    description: options.description ?? category.description ?? '',
    cards,
    sidebar,
    origin: `(generated index of the category "${category.label}")`,
    frontmatter: { keywords: options.keywords, image: options.image },
  });
}

/** What a page made of cards shows. */
export interface ListingPage {
  route: string;
  title: string;
  description: string;
  cards: CategoryCard[];
  sidebar: string;
  /** What the page is, for diagnostics (it has no source file). */
  origin: string;
  frontmatter?: Partial<Frontmatter>;
}

/** A generated page listing cards (a category's generated index, a tag's docs). */
export function listingPage({
  route,
  title,
  description,
  cards,
  sidebar,
  origin,
  frontmatter,
}: ListingPage): RenderedPage {
  const intro = description ? `<p class="generated-index__description">${escapeMarkup(description)}</p>` : '';
  const markdown = `# ${title}\n\n${description ? `${description}\n\n` : ''}${cards.map((c) => `- [${c.title}](${c.href})${c.description ? `: ${c.description}` : ''}`).join('\n')}\n`;
  return {
    page: {
      kind: 'doc',
      id: `${generatedIndexPlugin}:${route}`,
      route,
      sidebar,
      source: { path: `${route.slice(1) || 'index'}.md`, contents: '', origin, generatedBy: generatedIndexPlugin },
      format: 'md',
      frontmatter: { ...frontmatter, title, description, extra: {} },
      body: '',
      bodyLine: 1,
      dir: '',
      isCategoryIndex: true,
    },
    title,
    description,
    html: `${intro}${cardListHtml(cards)}`,
    ids: [],
    headings: [],
    toc: [],
    links: [],
    text: [description, ...cards.map((c) => `${c.title} ${c.description}`)].join('\n'),
    sections: [],
    hasH1: false,
    markdown,
    assets: [],
    diagnostics: [],
  };
}

/** Cards as HTML: each a link with the item's title and description. */
function cardListHtml(cards: CategoryCard[]): string {
  const card = (c: CategoryCard) =>
    `<article class="doc-card doc-card--${c.kind}"><a class="doc-card__link" href="${escapeMarkup(c.href)}"><h2 class="doc-card__title">${escapeMarkup(c.title)}</h2>${c.description ? `<p class="doc-card__description">${escapeMarkup(c.description)}</p>` : ''}</a></article>`;
  return `<section class="doc-cards">${cards.map(card).join('')}</section>`;
}
