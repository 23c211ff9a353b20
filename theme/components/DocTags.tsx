// The tags of a doc, each a link to the page listing the docs with that tag.

/** Props of the tag list. */
export interface DocTagsProps {
  tags: Array<{ label: string; href: string }>;
}

/** "Tags:" and a link per tag. */
export function DocTags({ tags }: DocTagsProps) {
  return (
    <div className="doc__tags">
      <b>Tags:</b>
      <ul className="doc__tag-list">
        {tags.map((tag) => (
          <li key={tag.href}>
            <a className="doc__tag" href={tag.href} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
