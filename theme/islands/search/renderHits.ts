// DOM for search hits, shared by the modal and the results page; text goes in as text nodes, never as HTML.
import { highlightSegments, snippetAround } from './highlightText.js';
import type { PageHit, SearchResults, SectionHit } from './searchEngine.js';
import { placeLabel } from './searchLabels.js';

/** Creates an element with a class and optional attributes. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

/** Appends `text` to `parent` with the matched words in `<mark>`. */
function appendHighlighted(parent: HTMLElement, text: string, isMatch: SearchResults['isMatch']): void {
  for (const segment of highlightSegments(text, isMatch)) {
    if (!segment.match) {
      parent.append(segment.text);
      continue;
    }
    const mark = element('mark', 'search-hit__match');
    mark.textContent = segment.text;
    parent.append(mark);
  }
}

/** A link to one matching section: its heading (or the page title for the intro) and a snippet, highlighted. */
export function sectionLink(
  hit: PageHit,
  section: SectionHit,
  results: SearchResults,
  snippetLength: number,
  attributes: Record<string, string> = {},
): HTMLAnchorElement {
  const link = element('a', 'search-hit', { href: section.url, ...attributes });
  const heading = element('span', 'search-hit__heading');
  appendHighlighted(heading, section.heading || hit.page.title, results.isMatch);
  link.append(heading);
  if (section.text) {
    const snippet = element('span', 'search-hit__snippet');
    appendHighlighted(snippet, snippetAround(section.text, results.isMatch, snippetLength), results.isMatch);
    link.append(snippet);
  }
  return link;
}

/** The title line of a page's group: the page title and where it sits ("Contracts · V4"). */
export function pageTitle(hit: PageHit, results: SearchResults, tag: 'div' | 'h2' | 'h3', id?: string): HTMLElement {
  const title = element(tag, 'search-hit-group__title', id ? { id } : {});
  const text = element('span', 'search-hit-group__name');
  appendHighlighted(text, hit.page.title, results.isMatch);
  title.append(text);
  const place = placeLabel(hit.page);
  if (place) {
    const badge = element('span', 'search-hit-group__place');
    badge.textContent = place;
    title.append(badge);
  }
  return title;
}
