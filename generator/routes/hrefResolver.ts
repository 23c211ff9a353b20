// Relative links to markdown files, as authors write them, resolved to the routes those files were given.
import path from 'node:path/posix';

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Resolves relative links to `.md`/`.mdx` files against the page's own source path (relative to the docs root, number
 * prefixes included); any other link, or a link to no known file, is returned unchanged for the link checker.
 */
export function hrefResolver(sourcePath: string, routeBySourcePath: Map<string, string>) {
  return (href: string): string => {
    if (external.test(href) || href.startsWith('#') || href.startsWith('/')) return href;
    const [target = '', hash] = href.split('#');
    if (!/\.mdx?$/.test(target)) return href;
    const resolved = path.normalize(path.join(path.dirname(sourcePath), decodedUri(target)));
    const route = routeBySourcePath.get(resolved);
    return route ? `${route}${hash ? `#${hash}` : ''}` : href;
  };
}

/** `uri` with its percent escapes decoded; as written when it has a malformed one (`50%.md` in raw HTML). */
export function decodedUri(uri: string): string {
  try {
    return decodeURI(uri);
  } catch {
    return uri;
  }
}
