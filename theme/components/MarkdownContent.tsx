// Places a page's rendered HTML, turning links to `.md` files into routes.
import type { PageLink } from '../../generator/types.js';

/** Props of the markdown body. */
export interface MarkdownContentProps {
  html: string;
  links: PageLink[];
  /** Maps an href as written to the href to render (relative `.md` links become routes). */
  resolveHref: (href: string) => string;
}

/** The rendered markdown of a page. */
export function MarkdownContent({ html, links, resolveHref }: MarkdownContentProps) {
  return (
    <div className="markdown" dangerouslySetInnerHTML={{ __html: resolveMarkdownLinks(html, links, resolveHref) }} />
  );
}

/** Rewrites the `href` of links to `.md`/`.mdx` files; other links are final already. */
export function resolveMarkdownLinks(html: string, links: PageLink[], resolveHref: (href: string) => string): string {
  const replacements = new Map<string, string>();
  for (const { href } of links) {
    if (!/\.mdx?(#|$)/.test(href)) continue;
    const resolved = resolveHref(href);
    if (resolved !== href) replacements.set(`href="${escapeAttribute(href)}"`, `href="${escapeAttribute(resolved)}"`);
  }
  // One pass over the page, not one copy of it per link (a guide with forty `.md` links copied itself forty times).
  return replacements.size === 0
    ? html
    : html.replace(/href="[^"]*"/g, (attribute) => replacements.get(attribute) ?? attribute);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&#x22;');
}
