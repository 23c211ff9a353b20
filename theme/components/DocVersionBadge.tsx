// The doc-version badge of the docs registry: "Version: Next", opening a small menu of the registry's versions.
import { themeString } from '../shared/translate.js';
import type { DocsVersionView } from '../layouts/docsRegistry.js';

/** Props of the badge. */
export interface DocVersionBadgeProps {
  pluginId: string;
  /** The version the page belongs to. */
  current: DocsVersionView;
  versions: DocsVersionView[];
}

/** A <details> menu (works without JavaScript); picking a version stores it as the reader's choice for the section. */
export function DocVersionBadge({ pluginId, current, versions }: DocVersionBadgeProps) {
  return (
    <details className="version-badge" data-docs-version={current.name} data-docs-plugin={pluginId}>
      <summary className="version-badge__label">
        {themeString('theme.docs.versionBadge.label', { versionLabel: current.label })}
      </summary>
      <div className="version-badge__menu">
        <p className="version-badge__title">{themeString('theme.docs.versionMenu.title')}</p>
        <ul>
          {versions.map((version) => (
            <li key={version.name}>
              <a
                href={version.href}
                data-docs-version-choice={version.name}
                aria-current={version.name === current.name ? 'true' : undefined}
              >
                {version.name === current.name
                  ? themeString('theme.docs.versionMenu.current', { versionLabel: version.label })
                  : version.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="version-badge__note">{themeString('theme.docs.versionMenu.note')}</p>
      </div>
    </details>
  );
}
