// Mounting the islands of one page: on first load and again after every client navigation.
import { pageDataId, type PageData } from '../shared/pageData.js';
import { syncAnnouncementBar } from './announcementBar.js';
import { labelToggles } from './colorMode.js';
import { syncDocsVersion } from './docsVersion.js';
import { observeLinks } from './router/prefetch.js';
import { mountScrollableTables } from './scrollableTables.js';
import { preloadSidebar, revealActiveSidebarLink } from './sidebar.js';
import { mountTableOfContents } from './tableOfContents.js';
import { mountTabs } from './tabs.js';

/** The page's data block; throws when it is not valid JSON (a render error on client navigation). */
export function readPageData(root: ParentNode = document): PageData {
  const text = root.querySelector(`#${pageDataId}`)?.textContent;
  if (!text) throw new Error(`The page has no #${pageDataId} data block.`);
  return JSON.parse(text) as PageData;
}

/** Mounts every per-page island under `root`; the first error stops and is thrown (the router shows the crash page). */
export function mountPage(root: ParentNode = document): PageData {
  const data = readPageData(root);
  syncAnnouncementBar(data);
  syncDocsVersion(data);
  mountTabs(root);
  mountScrollableTables(root);
  mountTableOfContents(root);
  revealActiveSidebarLink(root);
  preloadSidebar(root);
  observeLinks(root);
  labelToggles();
  return data;
}
