// Packs a lunr builder's term frequencies and field lengths into the compact index the browser decodes.
import lunr from 'lunr';
import type { CompactIndex } from '../../../theme/islands/search/searchPayload.js';

/** The parts of `lunr.Builder` the encoder reads; lunr 2.3 keeps them as plain properties. */
interface BuilderState {
  _fields: Record<string, { boost?: number }>;
  _k1: number;
  _b: number;
  invertedIndex: Record<string, Record<string, unknown>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  documentCount: number;
}

/** Encodes a builder to which documents with refs `"0"`…`String(n - 1)` were added (before or after `build()`). */
export function encodeSearchIndex(builder: lunr.Builder): CompactIndex {
  const state = builder as unknown as BuilderState;
  const fields = Object.keys(state._fields);
  const terms = Object.keys(state.invertedIndex).sort();
  const count = state.documentCount;
  // term → field → [doc, tf] pairs, read from the per-document frequencies (the inverted index has no frequencies).
  const byTerm = new Map<string, Array<Array<[number, number]>>>(terms.map((t) => [t, fields.map(() => [])]));
  const lengths = fields.map(() => new Array<number>(count).fill(0));
  for (const [fieldRef, frequencies] of Object.entries(state.fieldTermFrequencies)) {
    const { field, doc } = parseFieldRef(fieldRef, fields, count);
    lengths[field]![doc] = state.fieldLengths[fieldRef] ?? 0;
    for (const [term, tf] of Object.entries(frequencies)) byTerm.get(term)![field]!.push([doc, tf]);
  }
  const postings: number[] = [];
  for (const term of terms) {
    for (const list of byTerm.get(term)!) {
      list.sort((a, b) => a[0] - b[0]);
      postings.push(list.length);
      let previous = 0;
      for (const [doc, tf] of list) {
        postings.push((doc - previous) * 2 + (tf > 1 ? 1 : 0));
        if (tf > 1) postings.push(tf);
        previous = doc;
      }
    }
  }
  return { fields, boosts: fields.map((f) => state._fields[f]!.boost ?? 1), k1: state._k1, b: state._b, terms, postings, lengths };
}

function parseFieldRef(fieldRef: string, fields: string[], count: number): { field: number; doc: number } {
  const cut = fieldRef.indexOf('/');
  const field = fields.indexOf(fieldRef.slice(0, cut));
  const doc = Number(fieldRef.slice(cut + 1));
  if (field < 0 || !Number.isInteger(doc) || doc < 0 || doc >= count) throw new Error(`search index: document ref "${fieldRef}" is not a number below ${count}; refs must be "0"…"${count - 1}"`);
  return { field, doc };
}
