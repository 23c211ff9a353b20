// Finds the index terms a query word stands for: itself, the terms it is a prefix of, or those a typo away.

/** Position of the first term not below `value` in a sorted list. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Index of `term` in the sorted vocabulary, or -1. */
export function findTerm(sorted: readonly string[], term: string): number {
  const at = lowerBound(sorted, term);
  return sorted[at] === term ? at : -1;
}

/** Indexes of the terms that start with `prefix` (a contiguous run of a sorted list). */
export function prefixTerms(sorted: readonly string[], prefix: string): number[] {
  const found: number[] = [];
  for (let at = lowerBound(sorted, prefix); at < sorted.length && sorted[at]!.startsWith(prefix); at++) found.push(at);
  return found;
}

/**
 * Indexes of the terms within `maxDistance` edits of `word` (insertions, deletions, substitutions, swaps) that keep
 * one of its first two letters in one of the first two places: typos rarely hit both, and the check skips most of
 * the vocabulary before the costly distance.
 */
export function fuzzyTerms(sorted: readonly string[], word: string, maxDistance: number): number[] {
  const found: number[] = [];
  for (const [at, term] of sorted.entries()) {
    if (Math.abs(term.length - word.length) > maxDistance || !sharesAStart(term, word)) continue;
    if (editDistance(word, term, maxDistance) <= maxDistance) found.push(at);
  }
  return found;
}

function sharesAStart(a: string, b: string): boolean {
  return a[0] === b[0] || a[1] === b[1] || a[0] === b[1] || a[1] === b[0];
}

/**
 * Indexes of the terms that are, within `maxDistance` edits, the start of `word`: the stem of a word misspelt near
 * its end (`manipulaton` → `manipul`), which neither the stemmer nor a whole-word distance catches. Terms must keep
 * most of the word (all but four letters, and at least five).
 */
export function truncatedTerms(sorted: readonly string[], word: string, maxDistance: number): number[] {
  const found: number[] = [];
  for (const [at, term] of sorted.entries()) {
    if (term.length < 5 || term.length >= word.length || term.length < word.length - 4 || term[0] !== word[0]) continue;
    if (editDistance(word.slice(0, term.length), term, maxDistance) <= maxDistance) found.push(at);
  }
  return found;
}

// Three rows of the distance table, reused between calls (a fuzzy lookup compares the word with every term).
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/** Optimal string alignment distance, giving up (returning `limit + 1`) once it must exceed `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (rows[0].length <= b.length)
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}
