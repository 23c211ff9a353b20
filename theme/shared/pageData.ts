// Data the server hands to the browser islands, in a <script type="application/json"> tag.

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
}

/** Storage keys used by the islands (spec §4 and §9). */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'docusaurus.announcement.dismiss',
  announcementId: 'docusaurus.announcement.id',
  tabGroupPrefix: 'docusaurus.tab.',
  docsVersionPrefix: 'docs-preferred-version-',
} as const;
