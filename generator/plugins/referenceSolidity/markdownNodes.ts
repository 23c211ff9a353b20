// Builds reference pages both as markdown text and as its syntax tree (mdast), in one pass: NatSpec prose, code,
// links, tables, frontmatter.
import type { Heading, PhrasingContent, Root, RootContent, Table, TableRow, Text } from 'mdast';
import { parseMarkdownPiece, mayHoldAutolinkLiteral } from '../pluginApi.js';

/**
 * Characters that would turn prose into markup: `<` (HTML), `{ }` (heading ids, MDX), `[ ]` (links),
 * `*` and word-edge `_` (emphasis), `$` (math), `\` (escapes). `:` is escaped before a letter or digit because
 * remark-directive reads `:name` as a directive.
 */
const SPECIAL = /[\\<>{}[\]*$]|:(?=\w)|(?<!\w)_|_(?!\w)/g;

/**
 * Part of a page: its syntax-tree nodes, and markdown that parses to them (blocks are separated by a blank line). The
 * markdown stage renders the nodes; the text is what the page's `.md` copy shows and what the caches key on.
 */
interface Built<Node> {
  nodes: Node[];
  markdown: string;
}
export type Blocks = Built<RootContent>;
export type Phrasing = Built<PhrasingContent>;
/** Phrasing, or a string that reads as itself. */
export type Inline = Phrasing | string;

/** Escapes NatSpec text outside its `code spans`; line structure is kept (lists still work). */
export function escapeProse(text: string): string {
  return splitCodeSpans(text)
    .map((part, i) => (i % 2 === 1 ? part : escapeMarkup(part)))
    .join('');
}

function escapeMarkup(text: string): string {
  return text.replace(SPECIAL, (c) => `\\${c}`).replace(/^(\s*)#/gm, '$1\\#');
}

/**
 * Escapes text to read as itself throughout: what escapeProse escapes, and the backticks (code spans), `&` (entities)
 * and `~` (strikethrough) it leaves to prose.
 */
function escapeLiteral(text: string): string {
  return escapeMarkup(text).replace(/[`&~]/g, (c) => `\\${c}`);
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
 * table row. Most NatSpec lines are; the rest are parsed from their escaped text.
 */
const markupFree = /^[^\n&~]*$/;
const blockStart = /^([-+*>#=|]|\d+[.)])/;

function plainProse(prose: string): PhrasingContent[] | undefined {
  if (
    prose !== prose.trim() ||
    !markupFree.test(prose) ||
    blockStart.test(prose) ||
    /``/.test(prose) ||
    mayHoldAutolinkLiteral(prose)
  )
    return undefined;
  const parts = prose.split('`');
  if (parts.length % 2 === 0) return undefined;
  return phrasing(...parts.map((part, i) => (i % 2 === 1 ? inlineCodeOfSpan(part) : text(part)))).nodes;
}

/** A code span's content as CommonMark reads it: one space each side is padding when both sides have one. */
function inlineCodeOfSpan(content: string): Phrasing {
  const padded = content.startsWith(' ') && content.endsWith(' ') && content.trim() !== '';
  return code(padded ? content.slice(1, -1) : content);
}

/** NatSpec prose as blocks: text and code spans, its line structure kept (paragraphs and lists still work). */
export function proseBlocks(prose: string): Blocks {
  if (!prose.trim()) return blocks();
  const markdown = escapeProse(prose);
  const plain = plainProse(prose);
  return { nodes: plain ? [{ type: 'paragraph', children: plain }] : parseMarkdownPiece(markdown), markdown };
}

/** Prose after a bold label (a custom NatSpec tag): `**label** prose`. */
export function labelledProse(label: string, prose: string): Blocks {
  const markdown = `**${escapeLiteral(label)}** ${escapeProse(prose)}`.trimEnd();
  const plain = plainProse(prose);
  if (!plain) return { nodes: parseMarkdownPiece(markdown), markdown };
  const strong: PhrasingContent = { type: 'strong', children: [textNode(label)] };
  return {
    nodes: [
      {
        type: 'paragraph',
        children: plain.length > 0 ? [strong, ...phrasing(text(' '), { nodes: plain, markdown: '' }).nodes] : [strong],
      },
    ],
    markdown,
  };
}

/** NatSpec prose in a table cell: its lines joined into one, pipes escaped (also in code spans). */
export function proseCell(prose: string): Phrasing {
  const line = prose.replace(/\s*\n\s*/g, ' ');
  const markdown = escapeProse(line).replace(/\|/g, '\\|');
  const plain = plainProse(line);
  if (plain) return { nodes: plain, markdown };
  // A cell holds phrasing only; parsed as the cell of a one-cell table, text that starts like a list stays text.
  const [parsed] = parseMarkdownPiece(`| |\n| - |\n| ${markdown} |`) as Table[];
  return { nodes: parsed?.children[1]?.children[0]?.children ?? [], markdown };
}

/** Phrasing from parts in a row, neighbouring texts joined into one node (as a parser gives them). */
export function phrasing(...parts: Inline[]): Phrasing {
  const nodes: PhrasingContent[] = [];
  let markdown = '';
  for (const part of parts) {
    const built = typeof part === 'string' ? text(part) : part;
    markdown += built.markdown;
    for (const next of built.nodes) {
      const last = nodes[nodes.length - 1];
      if (next.type === 'text' && last?.type === 'text') nodes[nodes.length - 1] = textNode(last.value + next.value);
      else if (next.type !== 'text' || next.value !== '') nodes.push(next);
    }
  }
  return { nodes, markdown };
}

/** Blocks in a row, a blank line between them. */
export function blocks(...parts: Blocks[]): Blocks {
  const filled = parts.filter((part) => part.markdown !== '');
  return { nodes: filled.flatMap((part) => part.nodes), markdown: filled.map((part) => part.markdown).join('\n\n') };
}

function node<Node>(value: Node, markdown: string): Built<Node> {
  return { nodes: [value], markdown };
}

function textNode(value: string): Text {
  return { type: 'text', value };
}

/** Text that reads as itself. */
export function text(value: string): Phrasing {
  return node(textNode(value), escapeLiteral(value));
}

/** Inline code for an identifier, type or signature (which hold no backtick). */
export function code(value: string): Phrasing {
  // A span that starts and ends with a space loses one on each side when read, so it gets one more.
  const padding = value.startsWith(' ') && value.endsWith(' ') && value.trim() !== '' ? ' ' : '';
  return node({ type: 'inlineCode', value }, `\`${padding}${value}${padding}\``);
}

export function link(url: string, ...children: Inline[]): Phrasing {
  const inner = phrasing(...children);
  return node({ type: 'link', url, title: null, children: inner.nodes }, `[${inner.markdown}](${url})`);
}

export function paragraph(...children: Inline[]): Blocks {
  const inner = phrasing(...children);
  return node({ type: 'paragraph', children: inner.nodes }, inner.markdown);
}

/** A heading with its explicit id (`{#id}`, which remarkHeadingIds reads as for written pages). */
export function heading(depth: Heading['depth'], id: string | undefined, ...children: Inline[]): Blocks {
  const inner = phrasing(...children);
  const suffix = ` {#${id}}`;
  return node(
    { type: 'heading', depth, children: phrasing(inner, { nodes: [textNode(suffix)], markdown: suffix }).nodes },
    `${'#'.repeat(depth)} ${inner.markdown}${suffix}`,
  );
}

/** A GFM table; a cell's markdown must have its pipes escaped (types and identifiers hold none). */
export function table(header: string[], rows: Phrasing[][]): Blocks {
  const headerCells = header.map((h) => phrasing(h));
  const row = (cells: Phrasing[]): TableRow => ({
    type: 'tableRow',
    children: cells.map((cell) => ({ type: 'tableCell', children: cell.nodes })),
  });
  const line = (cells: Phrasing[]): string => `| ${cells.map((cell) => cell.markdown).join(' | ')} |`;
  const markdown = [line(headerCells), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
  return node(
    { type: 'table', align: header.map(() => null), children: [row(headerCells), ...rows.map(row)] },
    markdown,
  );
}

/** A fenced Solidity block marked `fragment`, so the example compiler skips it. */
export function solidityFragment(source: string): Blocks {
  return node(
    { type: 'code', lang: 'solidity', meta: 'fragment', value: source },
    ['```solidity fragment', source, '```'].join('\n'),
  );
}

/** A YAML frontmatter block; strings are written as JSON strings, which YAML reads as double-quoted scalars. */
export function frontmatter(fields: Record<string, string | number | undefined>): Blocks {
  const lines = Object.entries(fields)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'number' ? value : JSON.stringify(value)}`);
  return node({ type: 'yaml', value: lines.join('\n') }, ['---', ...lines, '---'].join('\n'));
}

/** A whole page: its text, and its tree, handed over once (see SourceFile.takeTree). */
export function pageFile(content: Blocks): { contents: string; takeTree: () => Root | undefined } {
  let tree: Root | undefined = { type: 'root', children: content.nodes };
  const takeTree = () => {
    const taken = tree;
    tree = undefined;
    return taken;
  };
  return { contents: `${content.markdown}\n`, takeTree };
}
