// Previous and next links at the foot of a doc page.
import { themeString } from '../shared/translate.js';
import { routeHref } from '../shared/routeHref.js';

type Target = { label: string; href: string } | undefined;

/** Links to the previous and next pages of the sidebar. */
export function Pagination({ previous, next }: { previous: Target; next: Target }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label={themeString('theme.docs.paginator.navAriaLabel')}>
      {previous && (
        <a className="pagination__link pagination__link--prev" href={routeHref(previous.href)} rel="prev">
          <span className="pagination__sublabel">{themeString('theme.docs.paginator.previous')}</span>
          <span className="pagination__label">« {previous.label}</span>
        </a>
      )}
      {next && (
        <a className="pagination__link pagination__link--next" href={routeHref(next.href)} rel="next">
          <span className="pagination__sublabel">{themeString('theme.docs.paginator.next')}</span>
          <span className="pagination__label">{next.label} »</span>
        </a>
      )}
    </nav>
  );
}
