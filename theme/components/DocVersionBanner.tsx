// The doc-version banner: says that the docs shown are unreleased or unmaintained, and links the latest version.
import type { DocsVersionBanner as BannerKind, DocsVersionView } from '../layouts/docsRegistry.js';
import { themeString } from '../shared/translate.js';
import { Translate } from './Translate.js';

/** Props of the banner. */
export interface DocVersionBannerProps {
  kind: BannerKind;
  siteTitle: string;
  /** The version shown. */
  version: DocsVersionView;
  /** The last version, its link pointing at the same doc there (or the version's main doc). */
  latest: DocsVersionView;
}

/** Docusaurus's banner, with its messages: an `unreleased` or `unmaintained` notice and a link to the latest version. */
export function DocVersionBanner({ kind, siteTitle, version, latest }: DocVersionBannerProps) {
  const notice =
    kind === 'unreleased'
      ? 'theme.docs.versions.unreleasedVersionLabel'
      : 'theme.docs.versions.unmaintainedVersionLabel';
  return (
    <div className="version-banner" role="note" data-version-banner={kind}>
      <p>{themeString(notice, { siteTitle, versionLabel: version.label })}</p>
      <p>
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            latestVersionLink: (
              <a href={latest.href}>
                <b>{themeString('theme.docs.versions.latestVersionLinkLabel')}</b>
              </a>
            ),
            versionLabel: latest.label,
          }}
        />
      </p>
    </div>
  );
}
