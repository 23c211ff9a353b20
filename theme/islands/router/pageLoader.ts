// Fetches pages for the client router, sharing one in-flight or finished request per page between prefetch and navigation.

/** A fetched page: its HTML and status (404 is a page too: the not-found page). */
export interface LoadedPage {
  html: string;
  status: number;
}

const maxCached = 60;
const cache = new Map<string, Promise<LoadedPage>>();

/** Loads a page, reusing a prefetch; rejects on network errors and on statuses other than 2xx and 404. */
export function loadPage(key: string): Promise<LoadedPage> {
  const cached = cache.get(key);
  if (cached) return cached;
  const request = fetchPage(key);
  cache.set(key, request);
  if (cache.size > maxCached) cache.delete(cache.keys().next().value!);
  // A failed load is forgotten so the next attempt asks the network again.
  request.catch(() => {
    if (cache.get(key) === request) cache.delete(key);
  });
  return request;
}

/** Starts loading a page in the background (the GET-with-credentials form of prefetching). */
export function prefetchPage(key: string): void {
  loadPage(key).catch(() => undefined);
}

/** Forgets a page so the next load fetches it again (used by "Try again"). */
export function forgetPage(key: string): void {
  cache.delete(key);
}

/** True when the page is loaded or loading. */
export function isPageRequested(key: string): boolean {
  return cache.has(key);
}

async function fetchPage(key: string): Promise<LoadedPage> {
  const response = await fetch(key, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok && response.status !== 404) throw new Error(`${response.status} ${response.statusText} while loading ${key}`);
  return { html: await response.text(), status: response.status };
}
