// Finds internal links and #anchors that point nowhere, for the build and for `docsgen check-links`.
import type { Diagnostic, PageLink } from '../types.js';
import { policyDiagnostic, type Policy } from '../routes/linkPolicy.js';
import { decodedUriComponent, isExternalUrl } from '../urls.js';

/** A page's links, and where they were written. */
export interface LinkSource {
  /** Route of the built page, e.g. `/concepts/overview`. */
  route: string;
  /** File to report: the source page, or the HTML file when the source is unknown. */
  file: string;
  links: PageLink[];
}

/** What links may point at. */
export interface LinkTargets {
  /** Route → ids on that page. */
  pages: Map<string, Set<string>>;
  /** Other files served at a path (assets, static files, feeds), as absolute URL paths. */
  files: Set<string>;
}

/** Link policies from the config. */
export interface LinkPolicies {
  onBrokenLinks: Policy;
  onBrokenMarkdownLinks: Policy;
}


/** One diagnostic per broken link or anchor. */
export function findBrokenLinks(sources: LinkSource[], targets: LinkTargets, policies: LinkPolicies): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const source of sources) {
    for (const link of source.links) {
      const problem = checkLink(link.href, source.route, targets);
      if (!problem) continue;
      const isMarkdownLink = /\.mdx?(#|$)/.test(link.href);
      const diagnostic = policyDiagnostic(isMarkdownLink ? policies.onBrokenMarkdownLinks : policies.onBrokenLinks, {
        file: source.file,
        line: link.line,
        column: link.column,
        message: problem.message,
        hint: problem.hint,
      });
      if (diagnostic) out.push(diagnostic);
    }
  }
  return out;
}

/** Normalises a URL path the way the site's servers do: no trailing slash, no `index.html`. */
export function normalizeRoute(pathname: string): string {
  let p = decodedUriComponent(pathname).replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

function checkLink(href: string, fromRoute: string, targets: LinkTargets): { message: string; hint: string } | undefined {
  if (isExternalUrl(href)) return undefined;
  const url = new URL(href, `http://site${fromRoute}`);
  const rawPath = decodedUriComponent(url.pathname);
  if (targets.files.has(rawPath)) return undefined;
  const route = normalizeRoute(url.pathname);
  const ids = targets.pages.get(route);
  if (!ids) {
    return { message: `broken link to ${href}: no page at ${route}`, hint: 'Fix the path (routes have no number prefixes or file extensions) or create the page.' };
  }
  const anchor = decodedUriComponent(url.hash.slice(1));
  if (anchor && !ids.has(anchor)) {
    return { message: `broken anchor in ${href}: ${route} has no heading or element with id "${anchor}"`, hint: 'Use the id shown in the page\'s table of contents, or add `{#id}` to the heading.' };
  }
  return undefined;
}
