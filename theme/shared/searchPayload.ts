// The search index file the build writes and the browser reads: its name, where it lives, and its shape.

/** Name of the index: the one the hosted search service used. */
export const searchIndexName = 'v3-docs';

/** Where the build writes the index, relative to the site root: gzip, and plain JSON for browsers without DecompressionStream. */
export const searchIndexFiles = {
  gzip: `search-index/${searchIndexName}.json.gz`,
  json: `search-index/${searchIndexName}.json`,
} as const;

/** Route of the results page, relative to the site root (`/search?q=…`). */
export const searchPagePath = 'search';

/** Sections of the site that are a search facet (the docs version tag plus the section). */
export const searchSections = ['concepts', 'contracts', 'sdk', 'api', 'blog'] as const;

/** Docs version tags, from the path (`/contracts/v4/...` → V4). */
export const searchVersions = ['V1', 'V2', 'V3', 'V4'] as const;

/** Field boosts: a match in a page title outranks one in a heading, which outranks one in the body. */
export const fieldBoosts = { title: 10, headings: 4, body: 1 } as const;

/** Characters of a section's text kept for the snippet under a hit (the index itself holds every word). */
export const snippetLength = 140;

/** A page of the index, with its facets. */
export interface SearchPageEntry {
  /** Route, e.g. `/contracts/v4/concepts/hooks`. */
  url: string;
  title: string;
  /** One of `searchSections`, or empty for pages outside them (the landing page). */
  section: string;
  /** V1–V4, or empty. */
  version: string;
  /** Multiplies the page's score when below 1 (reference pages of test contracts); absent means 1. */
  weight?: number;
}

/** A stretch of a page under one heading: the unit the index points at. Tuple: page index, anchor, heading, text. */
export type SearchSectionEntry = [page: number, anchor: string, heading: string, text: string];

/** The file the browser fetches when search is first opened. Section `i` is lunr document ref `String(i)`. */
export interface SearchPayload {
  name: typeof searchIndexName;
  /** Bumped when this shape changes. */
  version: 1;
  /** The language facet: every document of this index is in this language. */
  language: string;
  pages: SearchPageEntry[];
  sections: SearchSectionEntry[];
  index: CompactIndex;
}

/**
 * A lunr index without what can be recomputed: term frequencies and field lengths instead of lunr's scored field
 * vectors (which are most of `lunr.Index#toJSON()` and compress badly). Document refs are `"0"`…`String(n - 1)`.
 */
export interface CompactIndex {
  fields: string[];
  boosts: number[];
  /** BM25 parameters of the builder. */
  k1: number;
  b: number;
  /** The sorted vocabulary; a term's position is its lunr `_index`. */
  terms: string[];
  /**
   * For each term, for each field: the number of documents, then per document `delta * 2 + (tf > 1 ? 1 : 0)` (delta
   * from the previous document number, starting at 0), followed by `tf` when the flag is set. One list of numbers,
   * written with `encodeNumbers` (a tenth smaller than JSON numbers once gzipped).
   */
  postings: string;
  /** For each field, the length in terms of every document's field. */
  lengths: number[][];
}

// Numbers as text: 5 bits per character, most significant first; the characters of all but the last group are taken
// from the upper half of the alphabet. Values below 32 (most document gaps and counts) take one character.
const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Writes non-negative integers as a compact string. */
export function encodeNumbers(values: readonly number[]): string {
  const writer = numberWriter();
  for (const value of values) writer.write(value);
  return writer.text();
}

/**
 * Writes numbers as `encodeNumbers` does, one at a time, into a byte buffer: a string built with `+=` is held as one
 * node per piece until it is read, many times the size of its characters (the index of a large site has millions).
 */
export function numberWriter(): { write(value: number): void; text(): string } {
  let bytes = new Uint8Array(1 << 16);
  let length = 0;
  const put = (digit: number) => {
    if (length === bytes.length) {
      const grown = new Uint8Array(bytes.length * 2);
      grown.set(bytes);
      bytes = grown;
    }
    bytes[length++] = digits.charCodeAt(digit);
  };
  return {
    write(value) {
      let shift = 0;
      while (value >= 32 ** (shift + 1)) shift++;
      for (; shift > 0; shift--) put(32 + (Math.floor(value / 32 ** shift) % 32));
      put(value % 32);
    },
    // The digits are ASCII: one byte each in UTF-8.
    text: () => new TextDecoder().decode(bytes.subarray(0, length)),
  };
}

/** Reads what `encodeNumbers` wrote. */
export function decodeNumbers(text: string): number[] {
  const valueOf = new Int8Array(128).fill(-1);
  for (let i = 0; i < digits.length; i++) valueOf[digits.charCodeAt(i)] = i;
  const values: number[] = [];
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = valueOf[text.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new Error(`search index: unexpected character ${JSON.stringify(text[i])} in the postings`);
    value = value * 32 + (digit & 31);
    if (digit < 32) {
      values.push(value);
      value = 0;
    }
  }
  return values;
}
