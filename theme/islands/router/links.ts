// Which links the client router follows, and the canonical form of a page address.

/** Paths with a file extension are files (feeds, PDFs, images, markdown copies), not pages; `.html` is a page. */
const fileExtension = /\.(?!html?$)[a-z0-9]+$/i;

/** The page address of a URL: a trailing `index.html` is ignored (`/a/index.html` → `/a`), hash kept. */
export function normalizeUrl(input: string | URL): URL {
  const url = new URL(String(input), location.href);
  if (/\/index\.html?$/i.test(url.pathname)) url.pathname = url.pathname.replace(/\/index\.html?$/i, '') || '/';
  return url;
}

/** Key of a page in caches and scroll memory: path and query, without the hash. */
export function pageKey(url: URL): string {
  return url.pathname + url.search;
}

/** The URL a link leads to when the router should follow it, else undefined (external, new tab, download, file). */
export function routableUrl(link: HTMLAnchorElement | SVGAElement): URL | undefined {
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download') || link.hasAttribute('data-no-router') || link.relList.contains('external'))
    return undefined;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return undefined;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (fileExtension.test(url.pathname) || url.pathname.startsWith('/assets/')) return undefined;
  return normalizeUrl(url);
}

/** True when a click should be left to the browser (modifier keys open new tabs/windows). */
export function isModifiedClick(event: MouseEvent): boolean {
  return (
    event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
  );
}
