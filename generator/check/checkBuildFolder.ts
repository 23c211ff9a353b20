// Checks the links of a built site folder; content links are reported at their source file and line.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, PageLink } from '../types.js';
import { findBrokenLinks, normalizeRoute, type LinkPolicies, type LinkSource } from './findBrokenLinks.js';

/** Where the build records the source position of each content link, per output folder. */
export interface LinkManifest {
  pages: Array<{ route: string; file: string; links: PageLink[] }>;
}

const anchorHref = /<a\s[^>]*?href="([^"]*)"/g;
const idAttribute = /\sid="([^"]*)"/g;
/** The meta refresh of a redirect stub (see renderRedirect). */
const refreshTarget = /<meta http-equiv="refresh" content="0; url=([^"]*)">/;

/** Finds every broken internal link and anchor in `dir`. */
export async function checkBuildFolder(
  dir: string,
  policies: LinkPolicies,
  manifest?: LinkManifest,
): Promise<Diagnostic[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const all = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  const htmlFiles = all.filter((f) => f.endsWith('.html') && f !== '404.html').sort();
  const sourceByRoute = new Map(manifest?.pages.map((p) => [p.route, p]) ?? []);
  const pages = new Map<string, Set<string>>();
  const redirects = new Map<string, string>();
  // In file order, whichever read ends first: a chrome link broken on every page is reported at the first page.
  const sourcesOf = await Promise.all(
    htmlFiles.map(async (file): Promise<LinkSource[]> => {
      const html = await readFile(path.join(dir, file), 'utf8');
      const route = normalizeRoute(`/${file}`);
      const redirect = refreshTarget.exec(html)?.[1];
      if (redirect !== undefined) redirects.set(route, decodeEntities(redirect));
      else pages.set(route, new Set([...html.matchAll(idAttribute)].map((m) => decodeEntities(m[1]!))));
      const source = sourceByRoute.get(route);
      const written = new Map(source?.links.map((l) => [l.href, l]) ?? []);
      const links = [...new Set([...html.matchAll(anchorHref)].map((m) => decodeEntities(m[1]!)))].map(
        (href) => written.get(href) ?? { href },
      );
      const fromContent = links.filter((l) => l.line !== undefined);
      const fromChrome = links.filter((l) => l.line === undefined);
      const chrome = { route, file: path.join(path.basename(dir), file), links: fromChrome };
      return source ? [{ route, file: source.file, links: fromContent }, chrome] : [chrome];
    }),
  );
  const sources = sourcesOf.flat();
  const files = new Set(all.map((f) => `/${f}`));
  return dedupe(findBrokenLinks(sources, { pages, files, redirects }, policies));
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The same broken chrome link appears on every page; report it once per target. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = d.line === undefined ? d.message : `${d.file}:${d.line}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
