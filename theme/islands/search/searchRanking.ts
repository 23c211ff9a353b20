// Turns scored sections into ranked pages: grouping, contextual ordering, facet counts and facet filters.
import type { SearchPageEntry, SearchPayload } from '../../shared/searchPayload.js';
import { tokenize } from '../../shared/searchTokens.js';

/** The section and docs version being read (`contracts` + `V4` on `/contracts/v4/...`). */
export interface SearchContext {
  section?: string;
  version?: string;
}

/** Facet filters; an empty or missing list keeps every value. Pages without a version match the value `''`. */
export interface SearchFilters {
  sections?: string[];
  versions?: string[];
  languages?: string[];
}

/** A section the index matched, by its position in `payload.sections`, with the query words it has (a bit each). */
export interface SectionMatch {
  section: number;
  score: number;
  words?: number;
}

/** A matching stretch of a page. */
export interface SectionHit {
  /** Page path plus `#anchor` (no anchor for the page's intro). */
  url: string;
  /** Heading of the section; empty for the intro. */
  heading: string;
  anchor: string;
  /** The start of the section's text, for the snippet. */
  text: string;
  score: number;
  /** How many of the query's words the section has. */
  words: number;
}

/** A matching page with its best sections. */
export interface PageHit {
  page: SearchPageEntry;
  /** The best section's URL (page path plus `#anchor`). */
  url: string;
  score: number;
  /** How many of the query's words the page has, in any of its sections. */
  words: number;
  /** True when the page is in the reader's section and version. */
  inContext: boolean;
  sections: SectionHit[];
}

/** A page whose title is the query, word for word, is most likely the one wanted ("Deployments", "PoolManager"). */
const exactTitleBoost = 1.5;

/** Other matching sections of a page add a little to its score: a page about the topic beats a passing mention. */
const otherSectionsWeight = 0.25;
const sectionsPerPage = 5;

/** Matching pages per facet value. */
export interface SearchFacets {
  sections: Record<string, number>;
  versions: Record<string, number>;
  languages: Record<string, number>;
}

/** How to run a query. */
export interface SearchOptions {
  /** The section and version being read: their hits rank first unless `contextFirst` is false. */
  context?: SearchContext;
  /** Rank hits from the reader's section/version first (default true); false widens to plain relevance. */
  contextFirst?: boolean;
  /** Facet filters; an empty or missing list means every value. */
  filters?: SearchFilters;
  /** At most this many pages (default: all). */
  limit?: number;
}

/** How to rank and filter grouped hits: the query's options and its title key. */
interface GroupOptions extends SearchOptions {
  /** `titleKey(query)`: pages whose title is the query get a boost. */
  titleKey?: string;
}

/** Groups section matches by page, counts facets, applies filters and orders pages (words matched, context, score). */
export function groupHits(
  matches: SectionMatch[],
  payload: Pick<SearchPayload, 'pages' | 'sections' | 'language'>,
  options: GroupOptions,
): { hits: PageHit[]; total: number; facets: SearchFacets } {
  const context = options.contextFirst === false ? undefined : options.context;
  const all = matchesByPage(matches, payload).map(({ page, sections, words }) => {
    const hit = pageHit(page, sections, words, context);
    if (options.titleKey && titleKey(page.title) === options.titleKey) hit.score *= exactTitleBoost;
    return hit;
  });
  const facets = {
    sections: countBy(all, (h) => h.page.section),
    versions: countBy(all, (h) => h.page.version),
    languages: { [payload.language]: all.length },
  };
  const filtered = all.filter((hit) => passes(hit.page, payload.language, options.filters));
  // Pages with more of the query's words first (as DocSearch ranks), then the reader's section and version, then
  // relevance: context decides among comparable hits but never buries a page that has every word under one that lacks some.
  filtered.sort(
    (a, b) =>
      b.words - a.words ||
      Number(b.inContext) - Number(a.inContext) ||
      b.score - a.score ||
      (a.page.url < b.page.url ? -1 : 1),
  );
  return { hits: options.limit === undefined ? filtered : filtered.slice(0, options.limit), total: all.length, facets };
}

/** The matching sections of each page, and how many of the query's words the page has in any of them. */
function matchesByPage(
  matches: SectionMatch[],
  payload: Pick<SearchPayload, 'pages' | 'sections'>,
): Array<{ page: SearchPageEntry; sections: SectionHit[]; words: number }> {
  const byPage = new Map<number, { page: SearchPageEntry; sections: SectionHit[]; bits: number }>();
  for (const match of matches) {
    const entry = payload.sections[match.section];
    if (!entry) continue;
    const [pageIndex, anchor, heading, text] = entry;
    const page = payload.pages[pageIndex]!;
    const group = byPage.get(pageIndex) ?? { page, sections: [], bits: 0 };
    group.sections.push({
      url: anchor ? `${page.url}#${anchor}` : page.url,
      heading,
      anchor,
      text,
      score: match.score,
      words: bitCount(match.words ?? 1),
    });
    group.bits |= match.words ?? 1;
    byPage.set(pageIndex, group);
  }
  return [...byPage.values()].map(({ page, sections, bits }) => ({ page, sections, words: bitCount(bits) }));
}

function pageHit(
  page: SearchPageEntry,
  sections: SectionHit[],
  words: number,
  context: SearchContext | undefined,
): PageHit {
  // The section with the most of the words is the one to point at ("hook permissions" → #permissions, not the intro).
  sections.sort((a, b) => b.words - a.words || b.score - a.score);
  const [best, ...rest] = sections;
  const score =
    (best!.score + otherSectionsWeight * rest.slice(0, sectionsPerPage).reduce((sum, s) => sum + s.score, 0)) *
    (page.weight ?? 1);
  return {
    page,
    url: best!.url,
    score,
    words,
    inContext: isInContext(page, context),
    sections: sections.slice(0, sectionsPerPage),
  };
}

const titleKeys = new Map<string, string>();

/** A title or query reduced to its words, for comparing the two: `Hooks`, `hooks` and ` Hooks!` are the same. */
export function titleKey(text: string): string {
  let key = titleKeys.get(text);
  if (key === undefined) {
    key = tokenize(text)
      .filter((t) => !t.part)
      .map((t) => t.term)
      .join(' ');
    // Titles repeat from query to query; queries typed letter by letter are few.
    if (titleKeys.size < 10_000) titleKeys.set(text, key);
  }
  return key;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** A page is in context when it has the reader's section and the reader's version (or both have none). */
function isInContext(page: SearchPageEntry, context: SearchContext | undefined): boolean {
  if (!context?.section) return false;
  return page.section === context.section && page.version === (context.version ?? '');
}

function passes(page: SearchPageEntry, language: string, filters: SearchFilters | undefined): boolean {
  const allows = (values: string[] | undefined, value: string) =>
    !values || values.length === 0 || values.includes(value);
  return (
    allows(filters?.sections, page.section) &&
    allows(filters?.versions, page.version) &&
    allows(filters?.languages, language)
  );
}

function countBy(hits: PageHit[], key: (hit: PageHit) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const hit of hits) {
    const value = key(hit);
    if (value) counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}
