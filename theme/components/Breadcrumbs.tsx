// The trail of categories above a doc page.
import type { Breadcrumb } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';
import { HomeIcon } from './icons.js';
import { routeHref } from '../shared/routeHref.js';

/** Breadcrumbs, starting at the home page; the last one is the current page. */
export function Breadcrumbs({ items, home }: { items: Breadcrumb[]; home: string }) {
  return (
    <nav className="breadcrumbs" aria-label={themeString('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li>
          <a href={home} aria-label={themeString('theme.docs.breadcrumbs.home')} className="breadcrumbs__home">
            <HomeIcon />
          </a>
        </li>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i}>
              {item.href && !last ? (
                <a href={routeHref(item.href)}>{item.label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
