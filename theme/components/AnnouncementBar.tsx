// The dismissible announcement bar at the top of every page.
import type { SiteConfig } from '../../generator/types.js';

/** The announcement configured in site.config.ts, if any. */
export function AnnouncementBar({ config }: { config: SiteConfig }) {
  const bar = config.themeConfig.announcementBar;
  if (!bar) return null;
  return (
    <div className="announcement" data-announcement={bar.id} role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <div className="announcement__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement__close" data-announcement-close aria-label="Close announcement">
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M1 1l12 12M13 1L1 13" /></svg>
        </button>
      )}
    </div>
  );
}
