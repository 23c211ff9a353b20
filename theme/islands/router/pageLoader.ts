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

/** Pages asked for with a `<link rel="prefetch">` hint: the browser keeps them for the navigation's fetch. */
const hinted = new Set<string>();

/**
 * Prefetches a page in the background: with a link-prefetch hint where the browser supports one (it fetches at idle
 * priority and keeps the answer for the navigation's request), else with a GET request with credentials that
 * `loadPage` will reuse. Resolves when the prefetch has ended, successfully or not.
 */
export function prefetchPage(key: string): Promise<void> {
  if (isPageRequested(key)) return Promise.resolve();
  if (!supportsPrefetchHint())
    return loadPage(key).then(
      () => undefined,
      () => undefined,
    );
  hinted.add(key);
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = key;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

function supportsPrefetchHint(): boolean {
  return document.createElement('link').relList?.supports?.('prefetch') ?? false;
}

/** Forgets a page so the next load fetches it again (used by "Try again"). */
export function forgetPage(key: string): void {
  cache.delete(key);
  hinted.delete(key);
}

/** True when the page is loaded, loading or prefetched. */
export function isPageRequested(key: string): boolean {
  return cache.has(key) || hinted.has(key);
}

async function fetchPage(key: string): Promise<LoadedPage> {
  const response = await fetch(key, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!response.ok && response.status !== 404)
    throw new Error(`${response.status} ${response.statusText} while loading ${key}`);
  return { html: await response.text(), status: response.status };
}
