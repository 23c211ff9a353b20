// The syntax extensions a page's parser can do without. micromark tries each extension's constructs at every one of
// their trigger characters (and some extensions revisit every run of text), which costs on every page; but each
// construct below needs a character sequence in the text to start at all, so a page without that sequence parses to
// the same tree without the extension.
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import type { Root as MdastRoot } from 'mdast';
import type { Processor } from 'unified';
import { gatedGfmTable } from './gfmTableGate.js';
import { walkTree } from './treeWalk.js';

/** A syntax extension that a page's parser gets only when the page may use it. */
export type OptionalSyntax =
  'autolinkLiteral' | 'footnote' | 'strikethrough' | 'taskListItem' | 'directive' | 'math' | 'comment';

/**
 * Every GFM autolink literal starts with `www.`, `http://` or `https://` (any case), or is an e-mail address
 * (`mailto:` and `xmpp:` ones included), which has a local-part character, `@`, a domain label and a dot. A text
 * without any of these cannot hold one.
 */
const autolinkLiteralStart = /www\.|https?:\/\/|[\w.+-]@[\w-]+\./i;

/** True unless `markdown` certainly holds no GFM autolink literal. */
export function mayHoldAutolinkLiteral(markdown: string): boolean {
  return autolinkLiteralStart.test(markdown);
}

/**
 * Where an autolink literal can start in parsed text: the starts above, or any `@` (an e-mail's local part may be cut
 * from its `@` by emphasis in a tree parsed without literals, as in `+_a_@b.co`).
 */
const autolinkLiteralStartInText = /www\.|https?:\/\/|@/i;

/**
 * Parses a page whose parser would have autolink literals (`syntax` holds `autolinkLiteral`) without them first: the
 * extension tries a construct at every letter and digit of the page's text (an attempt where the text alone would be
 * one run of data), and most such pages hold a URL only in a link's destination or in code. Without literals, the
 * characters that start one (`www.`, `http://`, `https://`, an e-mail's `@`) start no other construct, so they stay
 * in a text node; a tree with none in its text is the tree the full parser makes. Otherwise, or when that parse
 * fails, the page is parsed again with `syntax`. `parse` parses the page with the syntax it is given.
 */
export function parseWithOptionalSyntax(
  syntax: readonly OptionalSyntax[],
  parse: (syntax: readonly OptionalSyntax[]) => MdastRoot,
): { syntax: readonly OptionalSyntax[]; tree: MdastRoot } {
  const withoutLiterals = syntax.filter((name) => name !== 'autolinkLiteral');
  if (withoutLiterals.length === syntax.length) return { syntax, tree: parse(syntax) };
  try {
    const tree = parse(withoutLiterals);
    if (!holdsAutolinkLiteralStart(tree)) return { syntax: withoutLiterals, tree };
  } catch {
    // Parsed again below with literals, which may read the page otherwise (an MDX `{` inside a URL), or fail there.
  }
  return { syntax, tree: parse(syntax) };
}

/** True when a text node of `tree` holds what an autolink literal starts with. */
function holdsAutolinkLiteralStart(tree: MdastRoot): boolean {
  let holds = false;
  walkTree<{ type: 'text'; value: string }>(tree, 'text', (node) => {
    if (autolinkLiteralStartInText.test(node.value)) holds = true;
  });
  return holds;
}

/** A task list item's check: `[`, then a space, tab or line ending (CRLF is one), or `x`/`X`, then `]`. */
const taskListCheck = /\[(?:\r\n|[ \t\r\nxX])\]/;

/**
 * The optional syntax `text` (what the parser reads) may use, in a fixed order. `singleDollarMath`: one `$` opens
 * inline math; otherwise both inline and block math open with `$$`.
 */
export function optionalSyntaxOf(text: string, singleDollarMath: boolean): OptionalSyntax[] {
  const may: Record<OptionalSyntax, boolean> = {
    autolinkLiteral: mayHoldAutolinkLiteral(text),
    // A footnote call and a footnote definition both open with `[^`.
    footnote: text.includes('[^'),
    // Strikethrough is a run of `~` on each side.
    strikethrough: text.includes('~'),
    taskListItem: taskListCheck.test(text),
    // Text, leaf and container directives all open with `:`.
    directive: text.includes(':'),
    math: text.includes(singleDollarMath ? '$' : '$$'),
    // An HTML comment in MDX (remark-comment) opens with `<!--`.
    comment: text.includes('<!--'),
  };
  return (Object.keys(may) as OptionalSyntax[]).filter((syntax) => may[syntax]);
}

/** Which of the GFM extensions that a page may do without remarkGfmParts adds (tables it always adds). */
export type GfmParts = Partial<Record<'autolinkLiteral' | 'footnote' | 'strikethrough' | 'taskListItem', boolean>>;

/**
 * Remark plugin: what remark-gfm (without options) adds to the parser, in its order, with only the `parts` given of
 * those that a page may do without; its tables are tried only where one can start (gfmTableGate.ts), so it wraps
 * the parser, and comes after remark-parse.
 */
export function remarkGfmParts(this: Processor, parts: GfmParts) {
  const parse = this.parser;
  if (!parse) throw new Error('remarkGfmParts needs remark-parse before it');
  const table = gatedGfmTable();
  this.parser = (document, file) => table.parsing(document, () => parse(document, file));
  const data = this.data();
  const micromark = (data.micromarkExtensions ??= []);
  const fromMarkdown = (data.fromMarkdownExtensions ??= []);
  if (parts.autolinkLiteral) {
    micromark.push(gfmAutolinkLiteral());
    fromMarkdown.push(gfmAutolinkLiteralFromMarkdown());
  }
  if (parts.footnote) {
    micromark.push(gfmFootnote());
    fromMarkdown.push(gfmFootnoteFromMarkdown());
  }
  if (parts.strikethrough) {
    micromark.push(gfmStrikethrough());
    fromMarkdown.push(gfmStrikethroughFromMarkdown());
  }
  micromark.push(table.extension);
  fromMarkdown.push(gfmTableFromMarkdown());
  if (parts.taskListItem) {
    micromark.push(gfmTaskListItem());
    fromMarkdown.push(gfmTaskListItemFromMarkdown());
  }
}
