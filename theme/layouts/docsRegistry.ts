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
  /** Where the version menu links: the doc being read, in this version, else the version's main doc. */
  href: string;
}

/**
 * The versions of the registry (spec §2: one version, labelled Next, at base path /). As in Docusaurus's version
 * menu, each links to the doc being read where that version has it (`docRoute`: the page itself, in its own
 * version), else to the version's main doc.
 */
export function docsVersionsOf(config: SiteConfig, mainDocRoute: string | undefined, docRoute?: string): DocsVersionView[] {
  return [{ name: 'current', label: config.docs.versionLabel, href: docRoute ?? mainDocRoute ?? config.docs.routeBasePath }];
}

/** What the islands need to know of the registry. */
export function docsRegistryOf(config: SiteConfig): DocsRegistryData {
  return { pluginId: docsPluginId, versions: docsVersionsOf(config, undefined).map((v) => v.name) };
}
