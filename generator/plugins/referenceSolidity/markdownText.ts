// Escapes NatSpec prose for docsgen's markdown (GFM + directives + math) and builds tables.

/**
 * Characters that would turn prose into markup: `<` (HTML), `{ }` (heading ids, MDX), `[ ]` (links),
 * `*` and word-edge `_` (emphasis), `$` (math), `\` (escapes). `:` is escaped before a letter or digit because
 * remark-directive reads `:name` as a directive.
 */
const SPECIAL = /[\\<>{}[\]*$]|:(?=\w)|(?<!\w)_|_(?!\w)/g;

/** Escapes NatSpec text outside its `code spans`; line structure is kept (lists still work). */
export function escapeProse(text: string): string {
  return splitCodeSpans(text)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(SPECIAL, (c) => `\\${c}`).replace(/^(\s*)#/gm, '$1\\#')))
    .join('');
}

/** Escaped NatSpec text that fits in one table cell: one line, pipes escaped (also inside code spans). */
export function escapeCell(text: string): string {
  return escapeProse(text.replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

/** Splits text into alternating prose and code spans (odd indexes are code spans, backticks included). */
function splitCodeSpans(text: string): string[] {
  const parts: string[] = [];
  let rest = text;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) break;
    const fence = open[0];
    const close = rest.indexOf(fence, open.index + fence.length);
    if (close === -1) break;
    parts.push(rest.slice(0, open.index), rest.slice(open.index, close + fence.length));
    rest = rest.slice(close + fence.length);
  }
  parts.push(rest);
  return parts;
}

/** Inline code for an identifier or type. */
export function code(text: string): string {
  return `\`${text}\``;
}

/** A GFM table; cells must already be escaped. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A fenced Solidity block marked `fragment`, so the example compiler skips it. */
export function solidityFragment(source: string): string {
  return ['```solidity fragment', source, '```'].join('\n');
}

/** A YAML frontmatter block; strings are written as JSON strings, which YAML reads as double-quoted scalars. */
export function frontmatter(fields: Record<string, string | number | undefined>): string {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'number' ? value : JSON.stringify(value)}`);
  return ['---', ...lines, '---'].join('\n');
}
