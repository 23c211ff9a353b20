// The compact index unpacked into typed arrays: postings per term and field, and what BM25 needs per document.
import { decodeNumbers, type CompactIndex } from '../../shared/searchPayload.js';

/** An index ready for scoring; term `i` is `terms[i]` (sorted), documents are `0`…`documentCount - 1`. */
export interface ScoringIndex {
  terms: string[];
  fieldCount: number;
  documentCount: number;
  boosts: number[];
  k1: number;
  /** Postings of term `t` in field `f` are entries `start[t * fieldCount + f]` to `start[t * fieldCount + f + 1] - 1`. */
  start: Int32Array;
  docs: Int32Array;
  tfs: Int32Array;
  /** lunr's idf of each term: documents counted once per field they have the term in. */
  idf: Float64Array;
  /** Per field and document: `k1 * (1 - b + b * length / averageLength)`, the length part of BM25's denominator. */
  lengthNorm: Float64Array[];
}

/** Unpacks the postings; linear in the size of the index. */
export function loadScoringIndex(compact: CompactIndex): ScoringIndex {
  const fieldCount = compact.fields.length;
  const documentCount = compact.lengths[0]?.length ?? 0;
  const termCount = compact.terms.length;
  const start = new Int32Array(termCount * fieldCount + 1);
  const postings = decodeNumbers(compact.postings);
  const total = countPostings(postings, termCount * fieldCount);
  const docs = new Int32Array(total);
  const tfs = new Int32Array(total);
  const idf = new Float64Array(termCount);
  let at = 0;
  let entry = 0;
  for (let t = 0; t < termCount; t++) {
    let withTerm = 0;
    for (let f = 0; f < fieldCount; f++) {
      start[t * fieldCount + f] = entry;
      const n = postings[at++]!;
      let doc = 0;
      for (let i = 0; i < n; i++) {
        const value = postings[at++]!;
        doc += value >> 1;
        docs[entry] = doc;
        tfs[entry++] = value & 1 ? postings[at++]! : 1;
      }
      withTerm += n;
    }
    idf[t] = Math.log(1 + Math.abs((documentCount - withTerm + 0.5) / (withTerm + 0.5)));
  }
  start[termCount * fieldCount] = entry;
  const lengthNorm = compact.lengths.map((lengths) => {
    const average = averageLength(lengths);
    return Float64Array.from(lengths, (length) => compact.k1 * (1 - compact.b + compact.b * (length / average)));
  });
  return {
    terms: compact.terms,
    fieldCount,
    documentCount,
    boosts: compact.boosts,
    k1: compact.k1,
    start,
    docs,
    tfs,
    idf,
    lengthNorm,
  };
}

/** The number of (term, field, document) entries, read from the counts without decoding. */
function countPostings(postings: number[], lists: number): number {
  let total = 0;
  let at = 0;
  for (let list = 0; list < lists; list++) {
    const n = postings[at++]!;
    total += n;
    for (let i = 0; i < n; i++) if (postings[at++]! & 1) at++;
  }
  return total;
}

/**
 * Mean length of the non-empty fields. lunr averages over every document, but only a page's first section carries
 * its title: averaged with all the empty ones, every title would look several times too long and score too low.
 * With no empty fields this is lunr's own average.
 */
function averageLength(lengths: number[]): number {
  let sum = 0;
  let count = 0;
  for (const n of lengths) {
    sum += n;
    if (n > 0) count++;
  }
  return count === 0 ? 1 : sum / count;
}
