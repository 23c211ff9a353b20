// Runs a query against a loaded search index (in the browser, and in Node for tests and the benchmark).
import lunr from 'lunr';
import { findTerm, fuzzyTerms, prefixTerms, truncatedTerms } from './expandTerms.js';
import type { SearchPageEntry, SearchPayload } from '../../shared/searchPayload.js';
import { groupHits, titleKey, type PageHit, type SearchFacets, type SearchOptions } from './searchRanking.js';
import { loadScoringIndex, type ScoringIndex } from './scoringIndex.js';
import { scoreQuery, type WeightedTerm } from './scoreQuery.js';
import { queryTerms, type SearchToken } from '../../shared/searchTokens.js';

export type { PageHit, SearchContext, SearchFilters, SearchOptions, SectionHit } from './searchRanking.js';

/** What a query found. */
export interface SearchResults {
  query: string;
  /** Pages, best first, each with its matching sections. */
  hits: PageHit[];
  /** Pages that matched before facet filters and `limit`. */
  total: number;
  /** Number of matching pages per facet value, before facet filters. */
  facets: SearchFacets;
  /** True if a word of a text is one the query matched (for highlighting). */
  isMatch(term: string): boolean;
}

/** A loaded index. */
export interface SearchEngine {
  readonly pages: SearchPageEntry[];
  search(query: string, options?: SearchOptions): SearchResults;
}

/** Clause boosts: an exact word beats a completed prefix, which beats an identifier part and a typo. */
const clauseBoosts = { exact: 10, prefix: 4, part: 3, fuzzy: 2 } as const;

/** Loads a payload written by the search plugin. */
export function createSearchEngine(payload: SearchPayload): SearchEngine {
  const index = loadScoringIndex(payload.index);
  return {
    pages: payload.pages,
    search(query, options = {}) {
      const weighted = weightedTerms(index, usefulTerms(queryTerms(query)));
      if (weighted.length === 0)
        return {
          query,
          hits: [],
          total: 0,
          facets: { sections: {}, versions: {}, languages: {} },
          isMatch: () => false,
        };
      const matched = new Set(weighted.map((w) => index.terms[w.term]!));
      const matches = scoreQuery(index, weighted).map(({ doc, score, words }) => ({ section: doc, score, words }));
      return {
        query,
        ...groupHits(matches, payload, { ...options, titleKey: titleKey(query) }),
        isMatch: (term) => matched.has(term) || matched.has(stem(term)),
      };
    },
  };
}

/** Drops stop words (the index has none) unless the query is nothing else. */
function usefulTerms(terms: SearchToken[]): SearchToken[] {
  const kept = terms.filter((t) => lunr.stopWordFilter(new lunr.Token(t.term, {})) !== undefined);
  return kept.length > 0 ? kept : terms;
}

/**
 * The index terms a query stands for. Each whole word matches exactly (stemmed). The last word, usually still being
 * typed, and words the index lacks match as a prefix too (`poolmanag`); words it lacks even as a prefix (typos such as
 * `hoks`) match terms a small edit distance away. Identifier parts (`slot0` of `getSlot0`) count only when the whole
 * identifier is not in the index. Common words have long posting lists, so a word the index knows gets no expansion.
 * Each term remembers its word, so that hits can be ranked by how many of the words they have.
 */
function weightedTerms(index: ScoringIndex, tokens: SearchToken[]): WeightedTerm[] {
  const words = tokens.filter((t) => !t.part).slice(0, 31);
  const last = words.at(-1);
  const exact = new Map(words.map((t) => [t, findTerm(index.terms, stem(t.term))]));
  const found: WeightedTerm[] = [];
  const add = (terms: number[], boost: number, word: number) => {
    for (const term of terms) if (term >= 0) found.push({ term, boost, word });
  };
  for (const token of tokens) {
    if (token.part) {
      const whole = words.findIndex((w) => w.start <= token.start && token.end <= w.end);
      if (whole < 0 || exact.get(words[whole]!)! < 0)
        add([findTerm(index.terms, stem(token.term))], clauseBoosts.part, Math.max(whole, 0));
      continue;
    }
    const word = words.indexOf(token);
    if (word < 0) continue;
    const known = exact.get(token)!;
    add([known], clauseBoosts.exact, word);
    const prefixed = known < 0 || token === last ? prefixTerms(index.terms, token.term) : [];
    if (token.term.length >= 3 || token === last) add(prefixed, clauseBoosts.prefix, word);
    if (known < 0 && prefixed.length === 0 && token.term.length >= 4 && !/\d/.test(token.term))
      add(typoTerms(index.terms, token.term), clauseBoosts.fuzzy, word);
  }
  return found;
}

/** Terms a misspelt word may stand for: its stem a few edits away, or (for long words) the start of it. */
function typoTerms(terms: string[], word: string): number[] {
  const distance = word.length >= 8 ? 2 : 1;
  const near = fuzzyTerms(terms, stem(word), distance);
  return word.length >= 7 ? [...new Set([...near, ...truncatedTerms(terms, word, 1)])] : near;
}

function stem(term: string): string {
  return lunr.stemmer(new lunr.Token(term, {})).toString();
}
