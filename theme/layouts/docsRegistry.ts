// The docs registry as the theme sees it: one docs section (plugin id `default`) with one version, `current`.
import type { SiteConfig } from '../../generator/types.js';
import type { DocsRegistryData } from '../shared/pageData.js';

/** Plugin id of the docs section, as in Docusaurus (it names the version-choice storage key). */
export const docsPluginId = 'default';

/** One version of the registry, as the theme shows it. */
export interface DocsVersionView {
  /** Name stored as the reader's choice (`current` is the unversioned docs folder, as in Docusaurus). */
  name: string;
  label: string;
  /** Where the version's main doc lives. */
  href: string;
}

/** The versions of the registry (spec §2: one version, labelled Next, at base path /). */
export function docsVersionsOf(config: SiteConfig, mainDocRoute: string | undefined): DocsVersionView[] {
  return [{ name: 'current', label: config.docs.versionLabel, href: mainDocRoute ?? config.docs.routeBasePath }];
}

/** What the islands need to know of the registry. */
export function docsRegistryOf(config: SiteConfig): DocsRegistryData {
  return { pluginId: docsPluginId, versions: docsVersionsOf(config, undefined).map((v) => v.name) };
}
