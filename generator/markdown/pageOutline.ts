// Reads what other stages need out of a rendered tree: table of contents, links, text and sections.
import type { Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { forEachElement, hasClass } from './treeWalk.js';
import type { Heading, PageLink, PageSection, TocItem } from '../types.js';

/** Nests headings within `[min, max]` into a table of contents. */
export function buildToc(headings: Heading[], min: number, max: number): TocItem[] {
  const root: TocItem[] = [];
  const stack: TocItem[] = [];
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max) continue;
    const item: TocItem = { value: heading.text, id: heading.id, level: heading.depth, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1]!.children : root).push(item);
    stack.push(item);
  }
  return root;
}

/** Every `<a href>` of the tree with its source position. */
export function collectLinks(tree: Root): PageLink[] {
  const links: PageLink[] = [];
  forEachElement(tree, (node) => {
    if (node.tagName !== 'a') return;
    const href = node.properties.href;
    if (typeof href !== 'string' || href === '') return;
    links.push({ href, line: node.position?.start.line, column: node.position?.start.column });
  });
  return links;
}

const headingTags = new Set(['h2', 'h3']);
const skippedTags = new Set(['pre', 'script', 'style', 'button']);

/** What a page's prose gives the search and the page's description. */
export interface PageProse {
  /** The page's visible prose (textOf the tree). */
  text: string;
  /** The top-level content split at h2/h3 headings into searchable sections; code blocks are skipped. */
  sections: PageSection[];
  /** The first paragraph's text, cut at a word boundary near 200 characters. */
  firstParagraph: string;
}

/** Reads the text, the sections and the first paragraph of a page's tree, each top-level node once. */
export function readProse(tree: Root): PageProse {
  const texts = tree.children.map(proseText);
  const sections: PageSection[] = [{ id: '', heading: '', text: '' }];
  tree.children.forEach((node, i) => {
    if (node.type === 'element' && headingTags.has(node.tagName)) {
      sections.push({ id: String(node.properties.id ?? ''), heading: toString(node).trim(), text: '' });
      return;
    }
    const current = sections[sections.length - 1]!;
    const text = folded(texts[i]!);
    if (text) current.text = current.text ? `${current.text} ${text}` : text;
  });
  const paragraph = tree.children.findIndex((n) => n.type === 'element' && n.tagName === 'p');
  return {
    text: folded(texts.join('')),
    sections: sections.filter((s) => s.id !== '' || s.text !== ''),
    firstParagraph: cutAtWord(paragraph === -1 ? '' : folded(texts[paragraph]!), 200),
  };
}

const blockTags = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'aside',
  'details',
  'summary',
  'section',
  'br',
  'hr',
  'dt',
  'dd',
]);

/** Visible prose of a node, without code blocks, buttons or TeX sources, whitespace folded. */
export function textOf(node: RootContent | Root): string {
  return folded(proseText(node));
}

/** `text` with each run of whitespace made one space, and none at either end. */
function folded(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * What `textOf` reads from a node, before whitespace is folded. A formula typeset as HTML is a `raw` node
 * that carries this text (see mathTypesetter.ts).
 */
function proseText(node: RootContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'raw') return (node.data as { text?: string } | undefined)?.text ?? '';
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (
    node.type === 'element' &&
    (skippedTags.has(node.tagName) || node.tagName === 'annotation' || hasClass(node, 'katex-html'))
  )
    return '';
  const inner = node.children.map(proseText).join('');
  return node.type === 'element' && blockTags.has(node.tagName) ? ` ${inner} ` : inner;
}

/** `text`, cut at a word boundary near `limit` characters. */
function cutAtWord(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return `${text.slice(0, text.lastIndexOf(' ', limit))}…`;
}

/** Every `id` attribute in the tree: the targets of `#anchor` links. */
export function collectIds(tree: Root): string[] {
  const ids: string[] = [];
  forEachElement(tree, (node) => {
    if (typeof node.properties.id === 'string') ids.push(node.properties.id);
  });
  return ids;
}
