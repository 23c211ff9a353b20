// Builds the markdown syntax tree (mdast) of reference pages: NatSpec prose, code, links, tables, frontmatter.
import type { Code, Heading, InlineCode, Link, Paragraph, PhrasingContent, RootContent, Table, TableRow, Text, Yaml } from 'mdast';
import { parseMarkdownPiece } from '../../markdown/generatedMarkdown.js';
import { mayHoldAutolinkLiteral } from '../../markdown/remarkGfmWithoutAutolinkLiterals.js';

/** Phrasing content, with strings as text. */
export type Inline = PhrasingContent | string;

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

/**
 * Prose that is plain text and code spans as markdown reads it, without parsing: one trimmed line, no entity (`&`),
 * no strikethrough (`~`), no autolink, single backticks in pairs, and no start that opens a list, quote, heading or
 * table row. Most NatSpec lines are; the rest are escaped and parsed (`proseBlocks`, `proseCell`).
 */
const markupFree = /^[^\n&~]*$/;
const blockStart = /^([-+*>#=|]|\d+[.)])/;

function plainProse(prose: string): PhrasingContent[] | undefined {
  if (prose !== prose.trim() || !markupFree.test(prose) || blockStart.test(prose) || /``/.test(prose) || mayHoldAutolinkLiteral(prose)) return undefined;
  const parts = prose.split('`');
  if (parts.length % 2 === 0) return undefined;
  return phrasing(...parts.map((part, i) => (i % 2 === 1 ? inlineCodeOfSpan(part) : part)));
}

/** A code span's content as CommonMark reads it: one space each side is padding when both sides have one. */
function inlineCodeOfSpan(content: string): InlineCode {
  const padded = content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '';
  return code(padded ? content.slice(1, -1) : content);
}

/** NatSpec prose as blocks: text and code spans, its line structure kept (paragraphs and lists still work). */
export function proseBlocks(prose: string): RootContent[] {
  if (!prose.trim()) return [];
  const plain = plainProse(prose);
  return plain ? [paragraph(plain)] : parseMarkdownPiece(escapeProse(prose));
}

/** Prose after a bold label (a custom NatSpec tag): `**label** prose`. */
export function labelledProse(label: string, prose: string): RootContent[] {
  const plain = plainProse(prose);
  if (plain) return [paragraph([{ type: 'strong', children: [text(label)] }, ...(plain.length > 0 ? [' ', ...plain] : [])])];
  return parseMarkdownPiece(`**${escapeProse(label)}** ${escapeProse(prose)}`);
}

/** NatSpec prose in a table cell: its lines joined into one. */
export function proseCell(prose: string): PhrasingContent[] {
  const line = prose.replace(/\s*\n\s*/g, ' ');
  const plain = plainProse(line);
  if (plain) return plain;
  // A cell holds phrasing only; parsed as the cell of a one-cell table, text that starts like a list stays text.
  const escaped = escapeProse(line).replace(/\|/g, '\\|');
  const [parsed] = parseMarkdownPiece(`| |\n| - |\n| ${escaped} |`) as Table[];
  return parsed?.children[1]?.children[0]?.children ?? [];
}

/** Phrasing content from text and nodes, neighbouring texts joined (as a parser gives them). */
export function phrasing(...parts: Inline[]): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  for (const part of parts) {
    const node = typeof part === 'string' ? text(part) : part;
    const last = nodes[nodes.length - 1];
    if (node.type === 'text' && last?.type === 'text') nodes[nodes.length - 1] = text(last.value + node.value);
    else if (node.type !== 'text' || node.value !== '') nodes.push(node);
  }
  return nodes;
}

export function text(value: string): Text {
  return { type: 'text', value };
}

/** Inline code for an identifier or type. */
export function code(value: string): InlineCode {
  return { type: 'inlineCode', value };
}

export function link(url: string, ...children: Inline[]): Link {
  return { type: 'link', url, title: null, children: phrasing(...children) };
}

export function paragraph(children: Inline[]): Paragraph {
  return { type: 'paragraph', children: phrasing(...children) };
}

/** A heading with its explicit id (`{#id}`, which remarkHeadingIds reads as for written pages). */
export function heading(depth: Heading['depth'], id: string | undefined, ...children: Inline[]): Heading {
  return { type: 'heading', depth, children: phrasing(...children, ` {#${id}}`) };
}

/** A GFM table of phrasing cells. */
export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const row = (cells: PhrasingContent[][]): TableRow => ({ type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) });
  return { type: 'table', align: header.map(() => null), children: [row(header.map((h) => phrasing(h))), ...rows.map(row)] };
}

/** A fenced Solidity block marked `fragment`, so the example compiler skips it. */
export function solidityFragment(source: string): Code {
  return { type: 'code', lang: 'solidity', meta: 'fragment', value: source };
}

/** A YAML frontmatter block; strings are written as JSON strings, which YAML reads as double-quoted scalars. */
export function frontmatter(fields: Record<string, string | number | undefined>): Yaml {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'number' ? value : JSON.stringify(value)}`);
  return { type: 'yaml', value: lines.join('\n') };
}
