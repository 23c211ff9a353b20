// Data the server hands to the browser islands, in a <script type="application/json"> tag.
import type { AnalyticsSettings } from './analyticsSettings.js';

/** The element id of the JSON data block. */
export const pageDataId = 'docsgen-data';

/** Site settings the islands need. */
export interface PageData {
  /** Storage key of the colour mode. */
  themeKey: 'theme';
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  announcement?: { id: string; isCloseable: boolean };
  /** URL of the search index manifest. */
  searchIndexUrl?: string;
  /** Section and version of the page, for contextual search and analytics. */
  section?: string;
  versionTag?: string;
  /** Live-reload endpoint of the dev server. */
  devEventsUrl?: string;
  /** Settings of the analytics island; absent when analytics is disabled, and then the island is never loaded. */
  analytics?: AnalyticsSettings;
  /** The docs registry: its plugin id and the names of the versions that exist (from the route table). */
  docsRegistry?: DocsRegistryData;
}

/** What the islands know of the docs registry, to drop a stored version choice that no longer exists. */
export interface DocsRegistryData {
  pluginId: string;
  versions: string[];
}

/** Storage keys used by the islands (the same names as the Docusaurus site, so a reader's choices carry over). */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  tabGroupPrefix: 'docusaurus.tab.',
  /** Followed by the docs section's plugin id: `docs-preferred-version-default`. */
  docsVersionPrefix: 'docs-preferred-version-',
} as const;

/** Id of the root element the client router swaps on navigation. */
export const routerRootId = '__docsgen';
