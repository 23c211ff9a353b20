// The docs version a route belongs to, for the version badge and the search facets.

/** The protocol version segment of a path (`/contracts/v4/...` is V4): V1–V4, else none. */
export function versionTag(route: string): string | undefined {
  const match = /\/v([1-4])(?:\/|$)/.exec(route);
  return match ? `V${match[1]}` : undefined;
}
