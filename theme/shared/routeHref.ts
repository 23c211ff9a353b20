// A route as it is written into an href or a URL: spaces and non-ASCII letters percent-encoded.

/**
 * `/guide/my page` → `/guide/my%20page`. Routes never hold `%`, `?` or `#` (such pages are refused), so encoding
 * cannot change what a route means, and the servers and the link checker decode it back to the route.
 */
export function routeHref(route: string): string {
  return encodeURI(route);
}
