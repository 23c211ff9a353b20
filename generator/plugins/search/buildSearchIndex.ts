// Builds the compact search index (term frequencies and field lengths per section) and the payload the browser loads.
import lunr from 'lunr';
import {
  fieldBoosts,
  numberWriter,
  searchIndexName,
  type CompactIndex,
  type SearchPayload,
} from '../../../theme/shared/searchPayload.js';
import { wordTokens, words } from '../../../theme/shared/searchTokens.js';
import type { SearchDocument, SearchDocumentSet } from './searchDocuments.js';

/** lunr's BM25 defaults; the browser scores with the same ones. */
const bm25 = { k1: 1.2, b: 0.75 };
const fields = ['title', 'headings', 'body'] as const;

/** How to index. */
export interface IndexOptions {
  /**
   * A term in the bodies of more than this share of the documents (and of more than 100) loses its body postings
   * (default 0.3): on generated reference pages "type", "description" and "parameters" head every table, weigh next
   * to nothing in BM25, and would take a tenth of the index. Titles and headings keep every term. 1 keeps
   * everything, as lunr does.
   */
  maxBodyShare?: number;
}

/** The payload of the index file: pages, sections and the compact index. */
export function buildSearchIndex(set: SearchDocumentSet, language = 'en', options: IndexOptions = {}): SearchPayload {
  return searchPayloadOf(set, language, buildCompactIndex(set.documents, options));
}

/** The payload of the index file of `set`'s pages and sections, and their compact index. */
export function searchPayloadOf(
  set: Pick<SearchDocumentSet, 'pages' | 'sections'>,
  language: string,
  index: CompactIndex,
): SearchPayload {
  return { name: searchIndexName, version: 1, language, pages: set.pages, sections: set.sections, index };
}

/**
 * Indexes documents as lunr's builder would with our tokenizer, stop words and stemmer (document `i` must have ref
 * `String(i)`), but keeps only what the browser needs to rebuild lunr's vectors: frequencies and lengths.
 */
export function buildCompactIndex(documents: SearchDocument[], options: IndexOptions = {}): CompactIndex {
  const builder = compactIndexBuilder(options);
  for (const document of documents) builder.add(document);
  return builder.finish();
}

/** A compact index built one document at a time: a document's text is not needed once it is added. */
export interface CompactIndexBuilder {
  /** Adds the next document (its ref must be the number of documents added before it). */
  add(document: SearchDocument): void;
  finish(): CompactIndex;
}

/** Starts a compact index (see buildCompactIndex). */
export function compactIndexBuilder(options: IndexOptions = {}): CompactIndexBuilder {
  const vocabulary = new Vocabulary();
  // Per term id and field: the number of documents, the last one, then each document's numbers in the encoding of
  // `CompactIndex.postings` (its gap from the previous one and its count), made as the documents are read: about one
  // number per posting, which a large site has millions of.
  const lists: number[][][] = [];
  const lengths: number[][] = fields.map(() => []);
  const counts = new Map<number, number>();
  return {
    add(document) {
      const doc = lengths[0]!.length;
      if (document.ref !== String(doc))
        throw new Error(`search index: document ${doc} has ref "${document.ref}"; refs must be "0", "1", … in order`);
      for (const [field, name] of fields.entries()) {
        lengths[field]!.push(vocabulary.count(document[name], counts));
        for (const [id, tf] of counts) addPosting((lists[id] ??= fields.map(() => [0, 0]))[field]!, doc, tf);
      }
    },
    // The lists and the vocabulary are let go of as the index is made: the payload's JSON is made next, and a large
    // site's lists take more memory than the JSON itself.
    finish() {
      const maxBodyPostings = Math.max(100, Math.floor((options.maxBodyShare ?? 0.3) * lengths[0]!.length));
      const body = fields.indexOf('body');
      const kept: Array<[string, number[][]]> = [];
      for (const [id, postings] of lists.entries()) {
        if (postings[body]![0]! > maxBodyPostings) postings[body] = [0, 0];
        if (postings.some((list) => list[0]! > 0)) kept.push([vocabulary.terms[id]!, postings]);
      }
      lists.length = 0;
      vocabulary.forget();
      kept.sort((a, b) => (a[0] < b[0] ? -1 : 1));
      const terms = kept.map(([term]) => term);
      return {
        fields: [...fields],
        boosts: fields.map((f) => fieldBoosts[f]),
        ...bm25,
        terms,
        postings: encodePostings(kept.splice(0).map(([, postings]) => postings)),
        lengths,
      };
    },
  };
}

/** Adds document `doc` with term frequency `tf` to a list of buildCompactIndex. */
function addPosting(list: number[], doc: number, tf: number): void {
  list.push((doc - list[1]!) * 2 + (tf > 1 ? 1 : 0));
  if (tf > 1) list.push(tf);
  list[0]!++;
  list[1] = doc;
}

/** The lists of buildCompactIndex as one text (see `CompactIndex.postings`); `lists` is emptied as it is read. */
function encodePostings(lists: Array<number[][] | undefined>): string {
  const writer = numberWriter();
  for (const [index, postings] of lists.entries()) {
    lists[index] = undefined;
    for (const list of postings!) {
      writer.write(list[0]!);
      for (let i = 2; i < list.length; i++) writer.write(list[i]!);
    }
  }
  return writer.text();
}

/** Index terms by number, so that counting works on numbers rather than strings. */
class Vocabulary {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly wordIds = new Map<string, number[]>();

  /** Fills `counts` (cleared first) with term id → frequency in `text`; returns the number of terms, repeats included. */
  count(text: string, counts: Map<number, number>): number {
    counts.clear();
    let length = 0;
    for (const word of words(text)) {
      for (const id of this.idsOf(word)) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
        length++;
      }
    }
    return length;
  }

  /** Lets go of everything but `terms`: no more text is counted. */
  forget(): void {
    this.ids.clear();
    this.wordIds.clear();
  }

  private idsOf(word: string): number[] {
    let ids = this.wordIds.get(word);
    if (!ids) {
      ids = wordTokens(word).flatMap((token) => {
        const term = indexTerm(token.term);
        return term === undefined ? [] : [this.idOf(term)];
      });
      this.wordIds.set(word, ids);
    }
    return ids;
  }

  private idOf(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.push(term) - 1;
      this.ids.set(term, id);
    }
    return id;
  }
}

// The Porter stemmer is most of the indexing time and a docs site repeats its words: remember each word's term.
const termCache = new Map<string, string | null>();

// Hashes and addresses (`0x` and more than 8 hex digits; selectors stay) and numbers of more than 10 digits: each is
// a term of its own that nobody types, and together they were a tenth of the vocabulary.
const unsearchable = /^(?:0x[0-9a-f]{9,}|\d{11,})$/;

/** lunr's stop word filter then its stemmer; undefined for a stop word or an unsearchable token. */
function indexTerm(word: string): string | undefined {
  let term = termCache.get(word);
  if (term === undefined) {
    const token = unsearchable.test(word) ? undefined : lunr.stopWordFilter(new lunr.Token(word, {}));
    term = token ? lunr.stemmer(token).toString() : null;
    termCache.set(word, term);
  }
  return term ?? undefined;
}
