// Builds the lunr index of the search documents and the payload the browser loads.
import lunr from 'lunr';
import { fieldBoosts, searchIndexName, type SearchPayload } from '../../../theme/islands/search/searchPayload.js';
import { tokenize } from '../../../theme/islands/search/searchTokens.js';
import type { SearchDocumentSet } from './searchDocuments.js';

/** A lunr index over title, headings and body (boosted in that order), with identifier-aware tokens. */
export function buildSearchIndex(set: SearchDocumentSet, language = 'en'): SearchPayload {
  const index = lunr(function () {
    // lunr's own tokenizer lowercases before any pipeline step could see `getSlot0`'s humps.
    this.tokenizer = lunrTokenizer;
    this.pipeline.reset();
    this.pipeline.add(lunr.stopWordFilter, lunr.stemmer);
    this.searchPipeline.reset();
    this.searchPipeline.add(lunr.stemmer);
    this.ref('ref');
    this.field('title', { boost: fieldBoosts.title });
    this.field('headings', { boost: fieldBoosts.headings });
    this.field('body', { boost: fieldBoosts.body });
    for (const document of set.documents) this.add(document);
  });
  return { name: searchIndexName, version: 1, language, pages: set.pages, sections: set.sections, index: index.toJSON() };
}

const lunrTokenizer = Object.assign(
  (value?: unknown): lunr.Token[] => (typeof value === 'string' ? tokenize(value).map((t) => new lunr.Token(t.term, {})) : []),
  { separator: lunr.tokenizer.separator },
) as typeof lunr.tokenizer;
