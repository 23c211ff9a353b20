// Prefetches internal links when they become visible or are hovered, except on a 2g connection with data saver on.
import { pageKey, routableUrl } from './links.js';
import { isPageRequested, prefetchPage } from './pageLoader.js';

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** False on a 2g connection with data saver on, where prefetching would waste the reader's data. */
function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection?.saveData && connection.effectiveType?.includes('2g'));
}

let observer: IntersectionObserver | undefined;
/** Visible links wait in line so background prefetches never crowd out what the reader asks for. */
const queue: string[] = [];
const maxInFlight = 2;
let inFlight = 0;

/** The page a link would prefetch, unless it is the page shown or already requested. */
function prefetchKey(link: Element): string | undefined {
  const url = routableUrl(link as HTMLAnchorElement);
  if (!url || !canPrefetch()) return undefined;
  const key = pageKey(url);
  return key === location.pathname + location.search || isPageRequested(key) ? undefined : key;
}

/** Prefetches at once (hover, focus, touch: the reader is about to click). */
function prefetchLink(link: Element): void {
  const key = prefetchKey(link);
  if (key) void prefetchPage(key);
}

/** Queues a visible link's page. */
function enqueue(link: Element): void {
  const key = prefetchKey(link);
  if (key && !queue.includes(key)) queue.push(key);
  drain();
}

/** Works through the queue, a few requests at a time. */
function drain(): void {
  while (inFlight < maxInFlight && queue.length > 0) {
    const next = queue.shift()!;
    if (isPageRequested(next)) continue;
    inFlight++;
    void prefetchPage(next).finally(() => {
      inFlight--;
      whenIdle(drain);
    });
  }
}

/** Watches the links of the shown page; visible ones are prefetched when the browser is idle. */
export function observeLinks(root: ParentNode): void {
  observer?.disconnect();
  queue.length = 0;
  if (!canPrefetch() || !('IntersectionObserver' in window)) return;
  observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      whenIdle(() => enqueue(entry.target));
    }
  });
  observeMoreLinks(root);
}

/** Adds links that appeared on the shown page (a sidebar category's, when it opens) to those watched. */
export function observeMoreLinks(root: ParentNode): void {
  if (!observer) return;
  for (const link of root.querySelectorAll('a[href]'))
    if (routableUrl(link as HTMLAnchorElement)) observer.observe(link);
}

/** Prefetches on hover, keyboard focus and touch (once per document). */
export function listenPrefetchIntent(): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (link) prefetchLink(link);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 200);
}
