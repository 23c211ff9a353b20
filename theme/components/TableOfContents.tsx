// The "On this page" list of h2–h3 headings: a sticky column on wide screens, a collapsible box on narrow ones.
import type { TocItem } from '../../generator/types.js';
import { themeString } from '../shared/translate.js';

/** The table of contents of a page, beside the content (the island highlights the heading in view). */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title" data-toc>
      <p className="toc__title" id="toc-title">
        {themeString('theme.TOC.title')}
      </p>
      <TocList items={items} />
    </nav>
  );
}

/** The same list folded into a <details> at the top of the content, for screens without the TOC column. */
export function TableOfContentsCollapsible({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className="toc-collapsible">
      <summary>{themeString('theme.TOC.title')}</summary>
      <TocList items={items} />
    </details>
  );
}

function TocList({ items }: { items: TocItem[] }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id}>
          <a className="toc__link" href={`#${item.id}`}>
            {item.value}
          </a>
          {item.children.length > 0 && <TocList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}
