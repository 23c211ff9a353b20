// Marks the words of a text that a query matched, and cuts a snippet around the first of them (no DOM).
import { tokenize } from '../../shared/searchTokens.js';

/** A run of text, matched or not. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits `text` into matched and unmatched runs; `isMatch` decides per term (whole words and identifier parts). */
export function highlightSegments(text: string, isMatch: (term: string) => boolean): TextSegment[] {
  const ranges = matchedRanges(text, isMatch);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), match: false });
  return segments;
}

/** At most `length` characters of `text` around its first match (the start when nothing matches), with ellipses. */
export function snippetAround(text: string, isMatch: (term: string) => boolean, length: number): string {
  if (text.length <= length) return text;
  const first = matchedRanges(text, isMatch)[0];
  // Keep a little context before the match, starting at a word boundary.
  let start = first ? Math.max(0, first[0] - Math.floor(length / 4)) : 0;
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length && !text.slice(0, end).endsWith('…') ? '…' : ''}`;
}

/** Sorted, merged [start, end) ranges of the matched tokens. */
function matchedRanges(text: string, isMatch: (term: string) => boolean): Array<[number, number]> {
  const ranges = tokenize(text)
    .filter((t) => isMatch(t.term))
    .map((t): [number, number] => [t.start, t.end])
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
