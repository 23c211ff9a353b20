// Relative links to markdown files, as authors write them, resolved to the routes those files were given.
import path from 'node:path/posix';
import type { RenderedPage } from '../types.js';
import { decodedUri, isRelativeUrl } from '../urls.js';
import { routeHref } from '../../theme/shared/routeHref.js';

/** Source path (relative to the docs root) → route, of every page: what `hrefResolver` looks links up in. */
export function routeBySourcePathOf(pages: RenderedPage[]): Map<string, string> {
  return new Map(pages.map((p) => [p.page.source.path, p.page.route]));
}

/**
 * Resolves relative links to `.md`/`.mdx` files against the page's own source path (relative to the docs root, number
 * prefixes included); any other link, or a link to no known file, is returned unchanged for the link checker.
 */
export function hrefResolver(sourcePath: string, routeBySourcePath: Map<string, string>) {
  return (href: string): string => {
    if (!isRelativeUrl(href)) return href;
    const [target = '', hash] = href.split('#');
    if (!/\.mdx?$/.test(target)) return href;
    const resolved = path.normalize(path.join(path.dirname(sourcePath), decodedUri(target)));
    const route = routeBySourcePath.get(resolved);
    return route ? `${routeHref(route)}${hash ? `#${hash}` : ''}` : href;
  };
}
