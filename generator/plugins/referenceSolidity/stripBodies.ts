// Empties the bodies of functions and modifiers so the parser skips them: the reference never needs them and
// parsing them is most of the cost. Line numbers are kept (a body keeps only its line breaks).

/** Declarations whose `{ ... }` must be kept because their contents are documented (or are import lists). */
const KEPT_BLOCK_KEYWORDS = new Set([
  'contract',
  'interface',
  'library',
  'struct',
  'enum',
  'using',
  'abstract',
  'import',
]);

/** Returns `source` with every function and modifier body emptied down to its line breaks. */
export function stripBodies(source: string): string {
  const out: string[] = [];
  let copiedTo = 0;
  let parens = 0;
  let declarationStart = 0;
  let i = 0;
  while (i < source.length) {
    const skipped = skipTrivia(source, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = source[i];
    if (c === '(') parens++;
    else if (c === ')') parens--;
    else if ((c === ';' && parens === 0) || c === '}') declarationStart = i + 1;
    else if (c === '{' && parens === 0 && !keepsBlock(source.slice(declarationStart, i))) {
      // A body: jump to its closing brace, which the loop then reads as the end of the declaration.
      const close = findBlockEnd(source, i);
      out.push(source.slice(copiedTo, i + 1), lineBreaks(source, i + 1, close));
      copiedTo = close;
      i = close;
      continue;
    } else if (c === '{' && parens === 0) declarationStart = i + 1;
    i++;
  }
  out.push(source.slice(copiedTo));
  return out.join('');
}

/** True when the declaration before a `{` is a contract, struct, enum or `using {..}`, whose block we keep. */
function keepsBlock(declaration: string): boolean {
  const firstWord = /[A-Za-z_$][\w$]*/.exec(withoutTrivia(declaration))?.[0] ?? '';
  return KEPT_BLOCK_KEYWORDS.has(firstWord);
}

/** Drops comments from a declaration so its first word can be read. */
function withoutTrivia(text: string): string {
  return text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ' ');
}

/** Index of the `}` that closes the `{` at `open` (or the end of the text if it never closes). */
function findBlockEnd(source: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < source.length) {
    const skipped = skipTrivia(source, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return i;
    i++;
  }
  return source.length;
}

/** If a comment or string literal starts at `i`, the index just after it; otherwise `i`. */
function skipTrivia(source: string, i: number): number {
  const c = source[i];
  const next = source[i + 1];
  if (c === '/' && next === '/') {
    const end = source.indexOf('\n', i);
    return end === -1 ? source.length : end;
  }
  if (c === '/' && next === '*') {
    const end = source.indexOf('*/', i + 2);
    return end === -1 ? source.length : end + 2;
  }
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** The line breaks in [from, to), so that later lines keep their numbers. */
function lineBreaks(source: string, from: number, to: number): string {
  let count = 0;
  for (let k = source.indexOf('\n', from); k !== -1 && k < to; k = source.indexOf('\n', k + 1)) count++;
  return '\n'.repeat(count);
}
