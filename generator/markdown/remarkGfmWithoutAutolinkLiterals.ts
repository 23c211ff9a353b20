// GFM syntax for pages that cannot hold an autolink literal: remark-gfm's extensions without the one for literals.
// That extension tries to match at every word character of every paragraph and then searches every text node again,
// a large part of the cost of parsing with GFM, yet most pages cannot hold a literal at all.
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
import type { Processor } from 'unified';

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

/** Remark plugin: what remark-gfm adds to the parser (footnotes, strikethrough, tables, task lists) but literals. */
export function remarkGfmWithoutAutolinkLiterals(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gfmStrikethrough(), gfmTable(), gfmTaskListItem());
  (data.fromMarkdownExtensions ??= []).push(
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  );
}
