// What the search index holds of each rendered page: its facets and its sections (title, heading, text, anchor).
import { setImmediate } from 'node:timers/promises';
import { type RenderedPage, versionTag } from '../pluginApi.js';
import {
  searchSections,
  snippetLength,
  type SearchPageEntry,
  type SearchSectionEntry,
} from '../../../theme/shared/searchPayload.js';
import { routeHref } from '../../../theme/shared/routeHref.js';

/** One lunr document: a section of a page, the intro section carrying the page title. */
export interface SearchDocument {
  ref: string;
  title: string;
  headings: string;
  body: string;
}

/** The pages and sections of the index, and the lunr documents made from them. */
export interface SearchDocumentSet {
  pages: SearchPageEntry[];
  sections: SearchSectionEntry[];
  documents: SearchDocument[];
}

/** The pages the index holds, in route order; `exclude` drops pages such as the search page itself. */
export function searchablePages(
  rendered: RenderedPage[],
  exclude: (page: RenderedPage) => boolean = () => false,
): RenderedPage[] {
  return rendered
    .filter((r) => !exclude(r) && !r.page.frontmatter.draft && !r.page.frontmatter.unlisted)
    .sort((a, b) => (a.page.route < b.page.route ? -1 : a.page.route > b.page.route ? 1 : 0));
}

/** Collects the searchable pages in route order; `exclude` drops pages such as the search page itself. */
export function collectSearchDocuments(
  rendered: RenderedPage[],
  exclude: (page: RenderedPage) => boolean = () => false,
): SearchDocumentSet {
  const set: SearchDocumentSet = { pages: [], sections: [], documents: [] };
  for (const page of searchablePages(rendered, exclude)) addPage(set, page);
  return set;
}

/** Pages collected between two turns of the event loop by collectSearchDocumentsInTurns. */
const pagesPerTurn = 32;

/**
 * collectSearchDocuments, letting other work run every few pages: reading every page's body holds the thread for
 * seconds on a large site, while the threads writing the pages wait for it to send their next ones. With `handOver`,
 * each turn's documents go to it rather than into the set, which then holds only the pages and sections; the next
 * turn waits for it (a worker that indexes them more slowly than they are read).
 */
export async function collectSearchDocumentsInTurns(
  rendered: RenderedPage[],
  exclude: (page: RenderedPage) => boolean = () => false,
  handOver?: (documents: SearchDocument[]) => void | Promise<void>,
): Promise<SearchDocumentSet> {
  const set: SearchDocumentSet = { pages: [], sections: [], documents: [] };
  const handOverDocuments = async () => {
    if (handOver && set.documents.length > 0) await handOver(set.documents.splice(0));
  };
  for (const [i, page] of searchablePages(rendered, exclude).entries()) {
    if (i > 0 && i % pagesPerTurn === 0) {
      await handOverDocuments();
      await setImmediate();
    }
    addPage(set, page);
  }
  await handOverDocuments();
  return set;
}

/** Adds a page's entry and its sections' documents to `set`. */
function addPage(set: SearchDocumentSet, page: RenderedPage): void {
  const entry: SearchPageEntry = {
    url: routeHref(page.page.route),
    title: displayTitle(page.title),
    section: sectionOf(page),
    version: versionTag(page.page.route) ?? '',
  };
  const weight = pageWeight(page.page.route);
  if (weight !== 1) entry.weight = weight;
  const pageIndex = set.pages.push(entry) - 1;
  // Read once: a page's body may be read from the cache on each use.
  const pageSections = page.sections;
  const sections =
    pageSections.length > 0 && pageSections[0]!.id === ''
      ? pageSections
      : [{ id: '', heading: '', text: '' }, ...pageSections];
  for (const [i, section] of sections.entries()) {
    const ref = String(set.sections.length);
    set.sections.push([pageIndex, section.id, section.heading, snippetOf(section.text)]);
    // The intro carries the page title, and the frontmatter description, which often names the topic in other words.
    const description = page.page.frontmatter.description;
    const body = i === 0 && description ? `${description} ${section.text}` : section.text;
    set.documents.push({ ref, title: i === 0 ? displayTitle(page.title) : '', headings: section.heading, body });
  }
}

/** The facet section of a page: the first path segment when it is one of the known sections. */
export function sectionOf(rendered: RenderedPage): string {
  const first = rendered.page.route.split('/')[1] ?? '';
  const known: readonly string[] = searchSections;
  if (known.includes(first)) return first;
  return known.includes(rendered.page.sidebar) ? rendered.page.sidebar : '';
}

/**
 * How much a page's hits count. Reference pages of the packages' test contracts (`.../reference/core/test/...`) share
 * names and words with the real ones (DynamicFeesTestHook, TickMathTest) but are rarely what a reader looks for.
 */
export function pageWeight(route: string): number {
  return /\/reference\/(?:.+\/)?test\//.test(route) ? 0.5 : 1;
}

/** Titles as shown in a hit: markdown escapes left by generated pages (`Price<TBase\>`) removed. */
function displayTitle(title: string): string {
  return title.replace(/\\([<>[\]_*`])/g, '$1');
}

/** The start of a section's text, cut at a word boundary. */
function snippetOf(text: string): string {
  if (text.length <= snippetLength) return text;
  const cut = text.lastIndexOf(' ', snippetLength);
  return `${text.slice(0, cut > snippetLength / 2 ? cut : snippetLength)}…`;
}
