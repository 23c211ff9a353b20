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
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: resolveMarkdownLinks(html, links, resolveHref) }} />;
}

/** Rewrites the `href` of links to `.md`/`.mdx` files; other links are final already. */
export function resolveMarkdownLinks(html: string, links: PageLink[], resolveHref: (href: string) => string): string {
  let out = html;
  for (const { href } of links) {
    if (!/\.mdx?(#|$)/.test(href)) continue;
    const resolved = resolveHref(href);
    if (resolved !== href) out = out.split(`href="${escapeAttribute(href)}"`).join(`href="${escapeAttribute(resolved)}"`);
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&#x22;');
}
