// Renders types and doc comment prose as inline markdown, linking every documented name.
import type { DocText, ItemRef, TypeSegment, TypeText } from './model.js';
import type { LinkIndex } from './linkIndex.js';
import { codeSpan, escapeInline, escapeProse } from './markdownText.js';

/** What inline rendering needs: the link index and the item whose page is being written. */
export interface InlineContext {
  links: LinkIndex;
  item: ItemRef;
}

/** A type as code spans, with documented names as links: [`Token`](/sdk/core/reference/classes/Token)`[]`. */
export function renderType(ctx: InlineContext, type: TypeText | undefined): string {
  if (!type || type.length === 0) return '';
  let out = '';
  let pending = '';
  for (const segment of type) {
    const route = segment.ref ? ctx.links.route(segment.ref) : undefined;
    if (!route) {
      pending += segment.text;
      continue;
    }
    if (pending) out += codeSpan(pending);
    pending = '';
    out += `[${codeSpan(segment.text)}](${route})`;
  }
  return pending ? out + codeSpan(pending) : out;
}

/** One named segment (an owner class or interface), linked when it has a page; `member` adds `.name#anchor`. */
export function renderOwner(ctx: InlineContext, owner: TypeSegment, member?: string): string {
  const route = owner.ref ? ctx.links.route(owner.ref) : undefined;
  const label = codeSpan(member ? `${owner.text}.${member}` : owner.text);
  if (!route) return label;
  const target = member && owner.ref ? ctx.links.resolve(`${owner.ref.name}#${member}`, owner.ref) : route;
  return `[${label}](${target ?? route})`;
}

/** Doc prose as markdown: escaped text, `{@link}` targets as links (or code when they have no page). */
export function renderDocText(ctx: InlineContext, text: DocText): string {
  return text
    .map((segment) => {
      if (segment.link === undefined) return escapeProse(segment.text);
      const href = ctx.links.resolve(segment.link, ctx.item);
      const isUrl = href !== undefined && href === segment.link;
      const label =
        isUrl || segment.text !== segment.link ? escapeInline(segment.text) : codeSpan(segment.text.replace('#', '.'));
      return href ? `[${label}](${href})` : label;
    })
    .join('')
    .trim();
}

/** Doc prose reduced to plain text (for descriptions and one-line summaries). */
function plainText(text: DocText): string {
  return text
    .map((segment) => segment.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first sentence of the first paragraph, plain, at most `max` characters. */
export function firstSentence(text: DocText, max = 200): string {
  const raw = text.map((segment) => segment.text).join('');
  const paragraph = plainText([{ text: raw.split(/\n\s*\n/)[0] ?? '' }]).replace(/`/g, '');
  // A sentence ends at . ! ? before a capital letter or the end, but not inside "e.g." or "i.e.".
  const sentence = /^(.+?(?<!\be\.g|\bi\.e)[.!?])(?=\s+[A-Z]|$)/.exec(paragraph)?.[1] ?? paragraph;
  return sentence.length > max ? `${sentence.slice(0, max - 1).trimEnd()}…` : sentence;
}
