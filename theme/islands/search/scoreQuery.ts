// Scores documents for weighted index terms the way lunr does: per field, the dot product of the query vector and
// the document's BM25 vector over the query vector's length, summed over the fields.
import type { ScoringIndex } from './scoringIndex.js';

/** An index term and how much the query wants it (boosts of several clauses on one term add up, as in lunr). */
export interface WeightedTerm {
  term: number;
  boost: number;
  /** Which word of the query (0–30) the term stands for. */
  word?: number;
}

/** A document, its score, and the query words it has (bit `i` for word `i`). */
export interface ScoredDocument {
  doc: number;
  score: number;
  words: number;
}

/** Every document with at least one of the terms, unsorted. */
export function scoreQuery(index: ScoringIndex, query: WeightedTerm[]): ScoredDocument[] {
  const weights = new Map<number, number>();
  const wordsOf = new Map<number, number>();
  for (const { term, boost, word = 0 } of query) {
    weights.set(term, (weights.get(term) ?? 0) + boost);
    wordsOf.set(term, (wordsOf.get(term) ?? 0) | (1 << word));
  }
  let magnitude = 0;
  for (const weight of weights.values()) magnitude += weight * weight;
  magnitude = Math.sqrt(magnitude);
  const totals = new Float64Array(index.documentCount);
  const seen = new Uint8Array(index.documentCount);
  const words = new Int32Array(index.documentCount);
  const touched: number[] = [];
  const { fieldCount, start, docs, tfs, idf, k1 } = index;
  for (const [term, weight] of weights) {
    const termWords = wordsOf.get(term)!;
    for (let f = 0; f < fieldCount; f++) {
      const norms = index.lengthNorm[f]!;
      const boost = index.boosts[f]!;
      for (let i = start[term * fieldCount + f]!, end = start[term * fieldCount + f + 1]!; i < end; i++) {
        const doc = docs[i]!;
        const tf = tfs[i]!;
        // lunr stores each vector entry rounded to three decimals; do the same so scores agree.
        const value = Math.round(((idf[term]! * ((k1 + 1) * tf)) / (norms[doc]! + tf)) * boost * 1000) / 1000;
        if (seen[doc] === 0) {
          seen[doc] = 1;
          touched.push(doc);
        }
        totals[doc] = totals[doc]! + weight * value;
        words[doc] = words[doc]! | termWords;
      }
    }
  }
  return touched.map((doc) => ({ doc, score: totals[doc]! / magnitude, words: words[doc]! }));
}
