// Finds internal links and #anchors that point nowhere, for the build and for `docsgen check-links`.
import path from 'node:path';
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
  /** Redirect source route → target (which may carry its own `#anchor`): a link to the source lands on the target. */
  redirects?: Map<string, string>;
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
      // A relative `.md` link no page matched stays as written; as in Docusaurus, `ignore` for markdown links only
      // silences the markdown-link report, and the URL it leaves is still checked like any link.
      const isMarkdownLink = /\.mdx?(#|$)/.test(link.href);
      const asMarkdownLink = isMarkdownLink && policies.onBrokenMarkdownLinks !== 'ignore';
      const policy = asMarkdownLink ? policies.onBrokenMarkdownLinks : policies.onBrokenLinks;
      const diagnostic = policyDiagnostic(policy, {
        file: source.file,
        line: link.line,
        column: link.column,
        ...((asMarkdownLink && unresolvedMarkdownLink(link.href, source.file)) || problem),
      });
      if (diagnostic) out.push(diagnostic);
    }
  }
  return out;
}

/**
 * A relative link to a `.md` file that no page was made from, said as Docusaurus says it: by the file the link names,
 * which is relative to the file it is written in (a page's URL need not mirror its folder: a slug, a category index).
 * Undefined when the link was not written in a markdown file.
 */
function unresolvedMarkdownLink(href: string, file: string): { message: string; hint: string } | undefined {
  if (!/\.mdx?$/.test(file) || href.startsWith('/')) return undefined;
  const target = decodedUriComponent(href.split(/[?#]/)[0]!);
  const linked = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
  return {
    message: `broken markdown link to ${href}: ${linked} is not a page of the docs`,
    hint: 'A link to a markdown file is relative to the file it is written in: fix the path or create the page.',
  };
}

/** The route of a built HTML file (`/a/index.html`, or `/a.html` when trailingSlash is false): `/a`. */
export function normalizeRoute(pathname: string): string {
  return linkedRoute(pathname.replace(/\.html$/, '').replace(/\/index$/, '/'));
}

/**
 * The route a link's path reaches, the way the site's servers and static hosts resolve it: a trailing slash or
 * `/index.html` is dropped, but `/a.html` is not `/a` (no host serves `a/index.html` at it; with trailingSlash false
 * the file `a.html` is there, and counts as a file).
 */
function linkedRoute(pathname: string): string {
  let p = decodedUriComponent(pathname).replace(/\/index\.html$/, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

function checkLink(
  href: string,
  fromRoute: string,
  targets: LinkTargets,
): { message: string; hint: string } | undefined {
  if (isExternalUrl(href)) return undefined;
  const url = new URL(href, `http://site${fromRoute}`);
  const rawPath = decodedUriComponent(url.pathname);
  if (targets.files.has(rawPath)) return undefined;
  const linked = linkedRoute(url.pathname);
  // A redirect keeps the link's own #anchor, else takes its target's.
  const redirect = targets.redirects?.get(linked);
  const landing = redirect ? new URL(redirect, `http://site${linked}`) : undefined;
  const route = landing ? linkedRoute(landing.pathname) : linked;
  const ids = targets.pages.get(route);
  if (!ids) {
    return {
      message: `broken link to ${href}: no page at ${route}`,
      hint: 'Fix the path (routes have no number prefixes or file extensions) or create the page.',
    };
  }
  const anchor = decodedUriComponent((url.hash || landing?.hash || '').slice(1));
  if (anchor && !ids.has(anchor)) {
    return {
      message: `broken anchor in ${href}: ${route} has no heading or element with id "${anchor}"`,
      hint: "Use the id shown in the page's table of contents, or add `{#id}` to the heading.",
    };
  }
  return undefined;
}
