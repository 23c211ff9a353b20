// The search trigger in the first page load: shortcuts and clicks open the modal, whose code (and the index) load
// only then; on the results page (first load or client navigation) it loads that page's code. Nothing else of
// search is in the main bundle.
import { analyticsEventName } from '../../shared/analyticsEventNames.js';
import { trackEvent } from '../../shared/analyticsHook.js';
import { pageDataId, type PageData } from '../../shared/pageData.js';

/** How the search bar was opened, for analytics. */
type OpenedBy = 'click' | 'keyboard-shortcut' | 'slash';

let listening = false;
let latest: PageData = {} as PageData;

/** Listens for the ways to open search (once per document) and fills the results page whenever it is shown. */
export function listenSearch(data: PageData): void {
  latest = data;
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeydown);
  // The client router announces each page it swaps in.
  document.addEventListener('docsgen:navigated', mountResultsPage);
  mountResultsPage();
}

function mountResultsPage(): void {
  const page = document.querySelector<HTMLElement>('[data-search-page]');
  if (page)
    import('./searchResultsPage.js').then(
      (m) => m.mountSearchResultsPage(page, currentPageData().searchIndexUrl),
      warnNotLoaded,
    );
}

/** A chunk that fails to load (offline, a deploy in between) leaves the page as it is. */
function warnNotLoaded(error: unknown): void {
  console.warn('docsgen: search could not be loaded.', error);
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest('[data-search-open]')) return;
  event.preventDefault();
  openSearch('click').catch(warnNotLoaded);
}

function onKeydown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.isComposing) return;
  const isShortcut =
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
  const isSlash =
    event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
  if (!isShortcut && !isSlash) return;
  event.preventDefault();
  openSearch(isShortcut ? 'keyboard-shortcut' : 'slash').catch(warnNotLoaded);
}

/** True where `/` is text being typed: inputs, text areas, selects and editable content. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !== null
  );
}

async function openSearch(openedBy: OpenedBy): Promise<void> {
  const data = currentPageData();
  trackEvent(analyticsEventName.searchBarClicked, {
    opened_by: openedBy,
    page: location.pathname,
    section: data.section ?? '',
    version_tag: data.versionTag ?? '',
  });
  const { openSearchModal } = await import('./searchModal.js');
  openSearchModal({ context: { section: data.section, version: data.versionTag }, indexUrl: data.searchIndexUrl });
}

/** The page data of the page on screen (a client-side navigation may have replaced the one seen at mount). */
function currentPageData(): PageData {
  try {
    return {
      ...latest,
      ...(JSON.parse(document.getElementById(pageDataId)?.textContent ?? '{}') as Partial<PageData>),
    };
  } catch {
    return latest;
  }
}
