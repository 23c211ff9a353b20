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

/** The banner above a version's docs: Docusaurus's kinds, `none` being no banner. */
export type DocsVersionBanner = 'unreleased' | 'unmaintained';

/** The name of the one version the registry holds: the docs folder, unversioned, as Docusaurus names it. */
const currentVersion = 'current';

/**
 * The banner of a version, by Docusaurus's rule: the configured one, else none for the last version, `unreleased`
 * for the current version when another is the last, and `unmaintained` for older ones. The registry holds only the
 * current version, which is therefore the last.
 */
export function docsVersionBannerOf(
  config: SiteConfig,
  versionName: string = currentVersion,
): DocsVersionBanner | undefined {
  const configured = config.docs.versions[versionName]?.banner;
  if (configured) return configured === 'none' ? undefined : configured;
  const lastVersion = currentVersion;
  if (versionName === lastVersion) return undefined;
  return versionName === currentVersion ? 'unreleased' : 'unmaintained';
}

/** The label of a version: its own configured label, else the registry's. */
function docsVersionLabelOf(config: SiteConfig, versionName: string = currentVersion): string {
  return config.docs.versions[versionName]?.label ?? config.docs.versionLabel;
}

/**
 * The versions of the registry (one version, `current`, at the docs' base path). As in Docusaurus's version
 * menu, each links to the doc being read where that version has it (`docRoute`: the page itself, in its own
 * version), else to the version's main doc.
 */
export function docsVersionsOf(
  config: SiteConfig,
  mainDocRoute: string | undefined,
  docRoute?: string,
): DocsVersionView[] {
  return [
    {
      name: currentVersion,
      label: docsVersionLabelOf(config),
      href: docRoute ?? mainDocRoute ?? config.docs.routeBasePath,
    },
  ];
}

/** What the islands need to know of the registry. */
export function docsRegistryOf(config: SiteConfig): DocsRegistryData {
  return { pluginId: docsPluginId, versions: docsVersionsOf(config, undefined).map((v) => v.name) };
}
