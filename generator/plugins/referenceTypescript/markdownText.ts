// Markdown building blocks for generated pages: escaping, code spans, table cells, frontmatter.
import { stringify } from 'yaml';

/** Escapes `<`, `>`, `{`, `}` outside code spans and fenced blocks, so prose never turns into HTML or JSX. */
export function escapeProse(text: string): string {
  let inFence = false;
  return text
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return inFence ? markFenceAsFragment(line) : line;
      }
      return inFence ? line : escapeOutsideCodeSpans(line);
    })
    .join('\n');
}

/** Code in doc comments is an excerpt, never a complete module: the example checker must skip it. */
function markFenceAsFragment(line: string): string {
  const match = /^(\s*(?:```|~~~))(\S*)(.*)$/.exec(line);
  if (!match || /\bfragment\b/.test(match[3] ?? '')) return line;
  const language = match[2] || 'text';
  return `${match[1]}${language}${(match[3] ?? '').trimEnd()} fragment`;
}

function escapeOutsideCodeSpans(line: string): string {
  const parts = line.split(/(`+)/);
  let out = '';
  let openTicks: string | undefined;
  for (const part of parts) {
    if (/^`+$/.test(part)) {
      if (openTicks === undefined) openTicks = part;
      else if (openTicks === part) openTicks = undefined;
      out += part;
    } else {
      out += openTicks === undefined ? part.replace(/[<>{}]/g, (c) => `\\${c}`) : part;
    }
  }
  return out;
}

/** Escapes text for a heading or link label: the prose escapes plus brackets. */
export function escapeInline(text: string): string {
  return escapeProse(text.replace(/\n+/g, ' ')).replace(/[[\]]/g, (c) => `\\${c}`);
}

/** A code span that survives backticks inside the code. */
export function codeSpan(code: string): string {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = code.startsWith('`') || code.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** Makes inline markdown safe inside a GFM table cell: one line, pipes escaped (also inside code spans). */
export function tableCell(markdown: string): string {
  return markdown
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** A GFM table; cells are escaped. */
export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => tableCell(c) || ' ').join(' | ')} |`;
  return [line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** A fenced TypeScript block the example type-checker skips. */
export function fragmentBlock(code: string): string {
  const fence = '```' + '`'.repeat(Math.max(0, ...(code.match(/^`{3,}/gm) ?? []).map((run) => run.length - 2)));
  return `${fence}ts fragment\n${code}\n${fence}`;
}

/** A YAML frontmatter block; undefined values are left out (null is kept: it means "none"). */
export function frontmatter(fields: Record<string, string | number | boolean | null | undefined>): string {
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return `---\n${stringify(defined, { lineWidth: 0 })}---\n`;
}
