// The "On this page" list of h2–h3 headings.
import type { TocItem } from '../../generator/types.js';

/** The table of contents of a page. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-label="On this page" data-toc>
      <p className="toc__title">On this page</p>
      <TocList items={items} />
    </nav>
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
