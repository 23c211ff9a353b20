// "Edit this page" and the last-updated date under a doc.
import { Translate } from './Translate.js';
import { themeString } from '../shared/translate.js';
import { ExternalLinkIcon } from './icons.js';

/** Props of the doc's meta line. */
export interface DocMetaProps {
  editUrl?: string;
  /** Last commit time of the source (ms since epoch). */
  lastUpdated?: number;
}

/** The edit link and the date, when known. */
export function DocMeta({ editUrl, lastUpdated }: DocMetaProps) {
  if (!editUrl && !lastUpdated) return null;
  return (
    <footer className="doc__footer">
      {editUrl && (
        <a className="doc__edit" href={editUrl} target="_blank" rel="noopener noreferrer">
          {themeString('theme.common.editThisPage')}
          <ExternalLinkIcon />
          <span className="visually-hidden"> {themeString('theme.navbar.externalLinkHint')}</span>
        </a>
      )}
      {lastUpdated && (
        <span className="doc__updated">
          <Translate
            id="theme.lastUpdated.lastUpdatedAt"
            values={{ date: <time dateTime={new Date(lastUpdated).toISOString()}>{formatDate(lastUpdated)}</time> }}
          />
        </span>
      )}
    </footer>
  );
}

/** One formatter for every page: `toLocaleDateString` builds a new one per call, a tenth of the render stage. */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `Jan 5, 2026`, in UTC so the build output does not depend on the machine's zone. */
export function formatDate(ms: number): string {
  return dateFormat.format(ms);
}
