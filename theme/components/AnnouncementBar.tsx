// The dismissible announcement bar at the top of every page (hidden before first paint once dismissed).
import type { SiteConfig } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { CloseIcon } from './icons.js';

/** The announcement configured in site.config.ts, if any. */
export function AnnouncementBar({ config }: { config: SiteConfig }) {
  const bar = config.themeConfig.announcementBar;
  if (!bar) return null;
  return (
    <div
      className="announcement"
      data-announcement={bar.id}
      role="region"
      aria-label={themeString('theme.AnnouncementBar.ariaLabel')}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement__close"
          data-announcement-close
          aria-label={themeString('theme.AnnouncementBar.closeButtonAriaLabel')}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
