// The docs registry as the theme sees it: one docs section (plugin id `default`) with the version of the route table.
import type { DocsVersion, SiteConfig } from '../../generator/types.js';
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

/** The banner above a version's docs: Docusaurus's kinds, `none` being no banner. */
export type DocsVersionBanner = 'unreleased' | 'unmaintained';

/**
 * The banner of a version, by Docusaurus's rule: the configured one, else none for the last version, `unreleased`
 * for the current version when another is the last, and `unmaintained` for older ones.
 */
export function docsVersionBannerOf(config: SiteConfig, version: DocsVersion): DocsVersionBanner | undefined {
  const configured = config.docs.versions[version.name]?.banner;
  if (configured) return configured === 'none' ? undefined : configured;
  if (version.isLast) return undefined;
  return version.name === 'current' ? 'unreleased' : 'unmaintained';
}

/**
 * The versions of the registry, as the route table made them (their labels included). As in Docusaurus's version
 * menu, each links to the doc being read where that version has it (`docRoute`: the page itself, in its own
 * version), else to the version's main doc (`mainDocRoute`), else to the version's base path.
 */
export function docsVersionsOf(
  version: DocsVersion,
  mainDocRoute: string | undefined,
  docRoute?: string,
): DocsVersionView[] {
  return [{ name: version.name, label: version.label, href: docRoute ?? mainDocRoute ?? version.path }];
}

/** What the islands need to know of the registry. */
export function docsRegistryOf(version: DocsVersion): DocsRegistryData {
  return { pluginId: docsPluginId, versions: [version.name] };
}
