// Fills `<TOCInline />` (Docusaurus's @theme/TOCInline) with the page's headings, as a nested list of links.
import type { Element, ElementContent, Root } from 'hast';
import type { Heading } from '../types.js';
import { forEachElement } from './treeWalk.js';

/**
 * Rehype plugin: each `<div data-toc-inline>` marker (see mdxThemeComponents.tocInline) gets the headings of the page
 * between its `data-min-level` and `data-max-level` (h2–h3 unless given), nested by level, each linking to its id.
 */
export function rehypeTocInline() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const headings = (file.data.headings as Heading[] | undefined) ?? [];
    forEachElement(tree, (element) => {
      if (element.properties.dataTocInline === undefined) return;
      const min = Number(element.properties.dataMinLevel ?? 2);
      const max = Number(element.properties.dataMaxLevel ?? 3);
      const list = nestedList(headings.filter((h) => h.depth >= min && h.depth <= max && h.id));
      element.children = list ? [list] : [];
      // The marker's attributes have served: the page shows a plain `<div class="toc-inline">`.
      delete element.properties.dataTocInline;
      delete element.properties.dataMinLevel;
      delete element.properties.dataMaxLevel;
    });
  };
}

/** The headings as a `<ul>`, a deeper heading in a list inside the item of the one before it. */
function nestedList(headings: Heading[]): Element | undefined {
  if (headings.length === 0) return undefined;
  const root: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
  const open: Array<{ depth: number; list: Element; item?: Element }> = [{ depth: headings[0]!.depth, list: root }];
  for (const heading of headings) {
    while (open.length > 1 && heading.depth < open.at(-1)!.depth) open.pop();
    let level = open.at(-1)!;
    if (heading.depth > level.depth && level.item) {
      const list: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
      level.item.children.push(list);
      level = { depth: heading.depth, list };
      open.push(level);
    }
    const item: Element = { type: 'element', tagName: 'li', properties: {}, children: [link(heading)] };
    level.list.children.push(item);
    level.item = item;
  }
  return root;
}

function link(heading: Heading): ElementContent {
  return {
    type: 'element',
    tagName: 'a',
    properties: { href: `#${heading.id}` },
    children: [{ type: 'text', value: heading.text }],
  };
}
