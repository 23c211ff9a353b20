// What kind of address a link or image target is, and its path as text.

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for an address with a scheme (`https:`, `mailto:`) or a protocol-relative one (`//cdn.example`). */
export function isExternalUrl(url: string): boolean {
  return external.test(url);
}

/** True for an address relative to the page that writes it: not external, not site-absolute, not an anchor alone. */
export function isRelativeUrl(url: string): boolean {
  return !isExternalUrl(url) && !url.startsWith('/') && !url.startsWith('#');
}

/** `uri` with its percent escapes decoded; as written when it has a malformed one (`50%.md` in raw HTML). */
export function decodedUri(uri: string): string {
  try {
    return decodeURI(uri);
  } catch {
    return uri;
  }
}

/** `part` of a URL with its percent escapes decoded (`%23` too); as written when it has a malformed one (`100%`). */
export function decodedUriComponent(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
