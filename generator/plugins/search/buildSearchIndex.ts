// Builds the compact search index (term frequencies and field lengths per section) and the payload the browser loads.
import lunr from 'lunr';
import { fieldBoosts, searchIndexName, type CompactIndex, type SearchPayload } from '../../../theme/islands/search/searchPayload.js';
import { wordTokens, words } from '../../../theme/islands/search/searchTokens.js';
import type { SearchDocument, SearchDocumentSet } from './searchDocuments.js';

/** lunr's BM25 defaults; the browser scores with the same ones. */
const bm25 = { k1: 1.2, b: 0.75 };
const fields = ['title', 'headings', 'body'] as const;

/** The payload of the index file: pages, sections and the compact index. */
export function buildSearchIndex(set: SearchDocumentSet, language = 'en'): SearchPayload {
  return { name: searchIndexName, version: 1, language, pages: set.pages, sections: set.sections, index: buildCompactIndex(set.documents) };
}

/**
 * Indexes documents as lunr's builder would with our tokenizer, stop words and stemmer (document `i` must have ref
 * `String(i)`), but keeps only what the browser needs to rebuild lunr's vectors: frequencies and lengths.
 */
export function buildCompactIndex(documents: SearchDocument[]): CompactIndex {
  // term → per field → [doc, tf, doc, tf, …] in document order.
  const postingsByTerm = new Map<string, number[][]>();
  const lengths = fields.map(() => new Array<number>(documents.length).fill(0));
  for (const [doc, document] of documents.entries()) {
    if (document.ref !== String(doc)) throw new Error(`search index: document ${doc} has ref "${document.ref}"; refs must be "0"…"${documents.length - 1}" in order`);
    for (const [field, name] of fields.entries()) {
      const frequencies = termFrequencies(document[name]);
      lengths[field]![doc] = frequencies.length;
      for (const [term, tf] of frequencies.counts) {
        let postings = postingsByTerm.get(term);
        if (!postings) postingsByTerm.set(term, (postings = fields.map(() => [])));
        postings[field]!.push(doc, tf);
      }
    }
  }
  const terms = [...postingsByTerm.keys()].sort();
  const postings: number[] = [];
  for (const term of terms) {
    for (const list of postingsByTerm.get(term)!) {
      postings.push(list.length / 2);
      let previous = 0;
      for (let i = 0; i < list.length; i += 2) {
        const [doc, tf] = [list[i]!, list[i + 1]!];
        postings.push((doc - previous) * 2 + (tf > 1 ? 1 : 0));
        if (tf > 1) postings.push(tf);
        previous = doc;
      }
    }
  }
  return { fields: [...fields], boosts: fields.map((f) => fieldBoosts[f]), ...bm25, terms, postings, lengths };
}

/** The index terms of a text (tokens without stop words, stemmed), counted; `length` counts repeats, as lunr does. */
export function termFrequencies(text: string): { counts: Map<string, number>; length: number } {
  const counts = new Map<string, number>();
  let length = 0;
  for (const word of words(text)) {
    for (const term of indexTermsOf(word)) {
      counts.set(term, (counts.get(term) ?? 0) + 1);
      length++;
    }
  }
  return { counts, length };
}

const wordTerms = new Map<string, string[]>();

/** The index terms of one word: its tokens without stop words, stemmed. */
function indexTermsOf(word: string): string[] {
  let terms = wordTerms.get(word);
  if (!terms) {
    terms = wordTokens(word).flatMap((token) => indexTerm(token.term) ?? []);
    wordTerms.set(word, terms);
  }
  return terms;
}

// The Porter stemmer is most of the indexing time and a docs site repeats its words: remember each word's term.
const termCache = new Map<string, string | null>();

/** lunr's stop word filter then its stemmer; undefined for a stop word. */
function indexTerm(word: string): string | undefined {
  let term = termCache.get(word);
  if (term === undefined) {
    const token = lunr.stopWordFilter(new lunr.Token(word, {}));
    term = token ? lunr.stemmer(token).toString() : null;
    termCache.set(word, term);
  }
  return term ?? undefined;
}
