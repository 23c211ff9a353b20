// Splits text into search terms, the same way when indexing (Node) and when querying (browser): words, hyphen
// compounds joined, and Solidity/TypeScript identifiers split at camelCase humps, digits and underscores.

/** One term of a text and where it sits, so a match can be highlighted. */
export interface SearchToken {
  /** Lowercased term. */
  term: string;
  start: number;
  end: number;
  /** True for the parts of an identifier (`slot0` of `getSlot0`), which weigh less in a query. */
  part: boolean;
}

// A word: letters, digits, `_` and `$`, optionally joined by hyphens (`ERC-6909`, `fee-on-transfer`).
const wordPattern = /[\p{L}\p{N}_$]+(?:-[\p{L}\p{N}_$]+)*/gu;
const piecePattern = /[\p{L}\p{N}$]+/gu;
// Humps of an identifier: `IPoolManager` → I, Pool, Manager; `getSlot0` → get, Slot0; `ERC6909Claims` → ERC6909, Claims.
const humpPattern = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}*\p{Ll}+\p{N}*|\p{Lu}+\p{N}*|\p{N}+/gu;
const hexPattern = /^0x[0-9a-f]+$/i;
// Only these can have humps: a lower-to-upper change, two capitals before a lowercase letter, or a letter-digit mix.
const mayHaveHumps = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}|\p{L}\p{N}+\p{L}|\p{N}\p{L}/u;
const joiners = /[-_$]/;

/** Every term of `text`: each word, a hyphen compound also joined (`erc6909`), identifiers also split into parts. */
export function tokenize(text: string): SearchToken[] {
  const tokens: SearchToken[] = [];
  for (const word of text.matchAll(wordPattern)) {
    for (const token of wordTokens(word[0]))
      tokens.push({ ...token, start: token.start + word.index, end: token.end + word.index });
  }
  return tokens;
}

/** The words of `text`, each of which `wordTokens` splits into terms (the indexer counts terms per word). */
export function words(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

// Texts of a docs site repeat their words: split each distinct word once.
const wordCache = new Map<string, SearchToken[]>();

/** The tokens of one word (as `words` returns them), with offsets inside the word. */
export function wordTokens(word: string): SearchToken[] {
  let tokens = wordCache.get(word);
  if (tokens) return tokens;
  tokens = [];
  if (!joiners.test(word)) {
    addIdentifier(tokens, word, 0);
  } else {
    const pieces = [...word.matchAll(piecePattern)];
    if (pieces.length > 1 && word.includes('-'))
      tokens.push({
        term: pieces
          .map((p) => p[0])
          .join('')
          .toLowerCase(),
        start: 0,
        end: word.length,
        part: false,
      });
    for (const piece of pieces) addIdentifier(tokens, piece[0], piece.index);
  }
  wordCache.set(word, tokens);
  return tokens;
}

/** Adds an identifier's tokens, leaving out single letters (`I` of `IPoolManager`, `s` of `pool's`). */
function addIdentifier(tokens: SearchToken[], identifier: string, offset: number): void {
  if (identifier.length === 1 && !/\d/.test(identifier)) return;
  const whole: SearchToken = {
    term: identifier.toLowerCase(),
    start: offset,
    end: offset + identifier.length,
    part: false,
  };
  if (identifier.length < 3 || !mayHaveHumps.test(identifier)) tokens.push(whole);
  else
    for (const token of identifierTokens(identifier, offset, whole))
      if (token.term.length > 1 || /\d/.test(token.term)) tokens.push(token);
}

/** The whole identifier, and when it has several humps, each hump and the name without a leading `I`. */
function identifierTokens(identifier: string, offset: number, whole: SearchToken): SearchToken[] {
  if (hexPattern.test(identifier)) return [whole];
  const humps = [...identifier.matchAll(humpPattern)];
  if (humps.length < 2) return [whole];
  const parts = humps.map((h) => ({
    term: h[0].toLowerCase(),
    start: offset + h.index,
    end: offset + h.index + h[0].length,
    part: true,
  }));
  const tokens = [whole, ...parts];
  // Interfaces are named `IPoolManager`: `poolmanager` should find them as well.
  if (humps[0]![0] === 'I' && humps.length > 2)
    tokens.push({
      term: parts
        .slice(1)
        .map((p) => p.term)
        .join(''),
      start: parts[1]!.start,
      end: whole.end,
      part: true,
    });
  return tokens;
}

/** The distinct terms of a query, whole words first; identifier parts are kept but marked. */
export function queryTerms(query: string): SearchToken[] {
  const seen = new Set<string>();
  const terms: SearchToken[] = [];
  for (const token of tokenize(query).sort((a, b) => Number(a.part) - Number(b.part))) {
    if (seen.has(token.term)) continue;
    seen.add(token.term);
    terms.push(token);
  }
  return terms;
}
