// Gives every section heading a "#" link to itself, so a reader can copy the address of a section.
import type { Root } from 'hast';
import type { Heading } from '../types.js';
import { forEachElement } from './treeWalk.js';

const linkedHeadings = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Rehype plugin: appends `<a class="hash-link" href="#id">` to h2–h6 headings that have an id. The link has no text
 * (the stylesheet draws the "#"), so heading text in the table of contents, search and page text is unchanged; its
 * accessible name comes from `aria-label`.
 */
export function rehypeHeadingLinks() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const textById = new Map(
      ((file.data.headings as Heading[] | undefined) ?? []).map((heading) => [heading.id, heading.text]),
    );
    forEachElement(tree, (element) => {
      const id = element.properties.id;
      if (!linkedHeadings.has(element.tagName) || typeof id !== 'string') return;
      const label = `Direct link to ${textById.get(id) ?? id}`;
      element.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: label, title: label },
        children: [],
      });
    });
  };
}
