// The browser entry: wires the document-level listeners once, mounts the page's islands, and starts the client router.
import { islandsLoadedGlobal } from '../shared/baseUrlBannerScript.js';
import type { PageData } from '../shared/pageData.js';
import { listenAnnouncementBar } from './announcementBar.js';
import { listenCodeCopy } from './codeCopy.js';
import { listenColorMode } from './colorMode.js';
import { listenCopyPageMarkdown } from './copyPageMarkdown.js';
import { listenDocsVersion } from './docsVersion.js';
import { mountLiveReload } from './liveReload.js';
import { closeMobileMenu, listenMobileMenu } from './mobileMenu.js';
import { listenNavbarScroll } from './navbarScroll.js';
import { mountPage, readPageData } from './page.js';
import { startRouter } from './router/clientRouter.js';
import { listenPrefetchIntent, observeMoreLinks } from './router/prefetch.js';
import { listenSearch } from './search/listenSearch.js';
import { listenSidebarCategories } from './sidebar.js';
import { listenTabs } from './tabs.js';

// Tells the base-URL banner script that the islands loaded.
(window as unknown as Record<string, unknown>)[islandsLoadedGlobal] = true;

const fallbackData: PageData = {
  themeKey: 'theme',
  colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
};

function initialData(): PageData {
  try {
    return readPageData();
  } catch (error) {
    console.error(error);
    return fallbackData;
  }
}

const data = initialData();
listenColorMode(data);
listenAnnouncementBar();
listenCodeCopy();
listenCopyPageMarkdown();
listenTabs();
listenNavbarScroll();
listenMobileMenu();
listenDocsVersion();
listenPrefetchIntent();
listenSidebarCategories(observeMoreLinks);
listenSearch(data);
try {
  mountPage();
} catch (error) {
  // The server-rendered page stays readable; only its extras are missing.
  console.error(error);
}
startRouter({ mountPage, beforeSwap: () => closeMobileMenu({ restoreFocus: false }) });
if (data.devEventsUrl) mountLiveReload(data.devEventsUrl);

/** Runs `task` once the page has loaded and the main thread is idle, so analytics never competes with rendering. */
function whenIdle(task: () => void): void {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => task(), { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const analyticsSettings = data.analytics;
if (analyticsSettings)
  whenIdle(() => void import('./analytics/index.js').then((m) => m.mountAnalytics(analyticsSettings)));
