// The client router: follows internal links without a full reload, keeping the shown page until the next one is ready.
import { contentHost } from '../errors/contentHost.js';
import { showCrashPage } from '../errors/crashPage.js';
import { showLoadingPage } from '../errors/loadingPage.js';
import { isModifiedClick, normalizeUrl, pageKey, routableUrl } from './links.js';
import { forgetPage, loadPage } from './pageLoader.js';
import { startProgress } from './progressBar.js';
import { announceRoute, moveFocusAfterNavigation, scrollAfterNavigation } from './arrival.js';
import { currentEntryKey, newEntryKey, persistScrollMemory, rememberScroll, rememberedScroll } from './scrollMemory.js';
import { addStylesheets, parsePage, swapPage, type ParsedPage } from './swapPage.js';

/** What the router needs from the rest of the islands. */
export interface RouterHooks {
  /** Mounts the islands of a freshly swapped page; an error thrown here shows the crash page. */
  mountPage(root: HTMLElement): void;
  /** Runs just before the shown page is replaced (close menus, stop watchers). */
  beforeSwap(): void;
}

/** `push`: a followed link (a failure keeps the reader where they are); `pop`/`retry`: the address already shows the target. */
type NavigationKind = 'push' | 'pop' | 'retry';

let hooks: RouterHooks;
let shownPage = '';
let shownEntry = '';
let latest = 0;

/** Starts intercepting links and history traversal (once per document). */
export function startRouter(routerHooks: RouterHooks): void {
  hooks = routerHooks;
  history.scrollRestoration = 'manual';
  const url = normalizeUrl(location.href);
  if (url.href !== location.href) history.replaceState(history.state, '', url.href);
  shownPage = pageKey(url);
  shownEntry = currentEntryKey();
  restoreScrollOnReload();
  let frame = 0;
  window.addEventListener(
    'scroll',
    () => (frame ||= requestAnimationFrame(() => ((frame = 0), rememberScroll(shownEntry)))),
    { passive: true },
  );
  window.addEventListener('pagehide', () => (rememberScroll(shownEntry), persistScrollMemory()));
  window.addEventListener('hashchange', () => (shownEntry = currentEntryKey()));
  window.addEventListener('popstate', onPopState);
  document.addEventListener('click', onClick);
}

function onClick(event: MouseEvent): void {
  if (isModifiedClick(event)) return;
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
  const url = link && routableUrl(link);
  if (!url) return;
  if (pageKey(url) === shownPage && url.hash) return; // a jump within the page: the browser's own
  event.preventDefault();
  if (pageKey(url) === shownPage) {
    if (url.href !== location.href) history.pushState({ key: newEntryKey() }, '', url.href);
    window.scrollTo(0, 0);
    return;
  }
  void navigate(url, 'push');
}

function onPopState(event: PopStateEvent): void {
  const url = normalizeUrl(location.href);
  const hadKey = Boolean((event.state as { key?: string } | null)?.key);
  const entry = currentEntryKey();
  if (pageKey(url) === shownPage) {
    shownEntry = entry;
    // A new native hash jump was scrolled by the browser; a traversal goes back to where the reader was.
    if (hadKey) scrollAfterNavigation(url, rememberedScroll(entry));
    return;
  }
  void navigate(url, 'pop', rememberedScroll(entry));
}

/** Loads and shows the page at `url`. */
async function navigate(url: URL, kind: NavigationKind, restoreY?: number): Promise<void> {
  const id = ++latest;
  const stopProgress = startProgress();
  let page: ParsedPage | undefined;
  try {
    page = await fetchPage(url);
  } catch (error) {
    stopProgress();
    if (id !== latest) return;
    if (kind === 'push') console.warn(`docsgen: could not load ${url.pathname}; staying on the current page.`, error);
    else showLoadingPage(contentHost(), () => retryLoad(url, restoreY));
    return;
  }
  stopProgress();
  if (id !== latest) return;
  if (!page) return location.assign(url.href);
  if (kind === 'push') {
    rememberScroll(shownEntry);
    history.pushState({ key: newEntryKey() }, '', url.href);
  }
  render(page, url, kind, restoreY);
}

/** The Retry of the loading page: throws on failure so the loading page can show it. */
async function retryLoad(url: URL, restoreY?: number): Promise<void> {
  const id = ++latest;
  const page = await fetchPage(url);
  if (id !== latest) return;
  if (!page) return location.assign(url.href);
  render(page, url, 'retry', restoreY);
}

/** Fetches and parses a page and loads the stylesheets it adds; undefined for a page that needs a full load. */
async function fetchPage(url: URL): Promise<ParsedPage | undefined> {
  const loaded = await loadPage(pageKey(url));
  const page = parsePage(loaded.html);
  if (page) await addStylesheets(page.document);
  return page;
}

/** Swaps the page in and mounts its islands; an error here is a render error and shows the crash page. */
function render(page: ParsedPage, url: URL, kind: NavigationKind, restoreY?: number): void {
  try {
    hooks.beforeSwap();
    const root = swapPage(page);
    shownPage = pageKey(url);
    shownEntry = currentEntryKey();
    hooks.mountPage(root);
    scrollAfterNavigation(url, restoreY);
    if (kind === 'push') moveFocusAfterNavigation(url);
    announceRoute(document.title);
    document.dispatchEvent(new CustomEvent('docsgen:navigated', { detail: { url: url.href } }));
  } catch (error) {
    showCrashPage(error, () => {
      forgetPage(pageKey(url));
      void navigate(normalizeUrl(location.href), 'retry');
    });
  }
}

function restoreScrollOnReload(): void {
  const type = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  const y = rememberedScroll(shownEntry);
  if ((type === 'reload' || type === 'back_forward') && y !== undefined) window.scrollTo(0, y);
}
