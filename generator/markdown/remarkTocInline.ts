// Fills the `<TOCInline />` markers of an MDX page (see mdxThemeComponents) with a nested list of its headings.
import type { List, ListItem, Root } from 'mdast';
import type { Heading } from '../types.js';
import { walkTree } from './treeWalk.js';

/** The marker remarkMdxComponents leaves for `<TOCInline />`. */
interface TocInlineMarker {
  type: 'tocInline';
  minLevel: number;
  maxLevel: number;
  children: List[];
}

/** Remark plugin, after remarkHeadingIds (whose `file.data.headings` it lists). */
export function remarkTocInline() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const headings = (file.data.headings as Heading[] | undefined) ?? [];
    walkTree<TocInlineMarker>(tree, 'tocInline', (marker) => {
      const shown = headings.filter((h) => h.depth >= marker.minLevel && h.depth <= marker.maxLevel);
      marker.children = shown.length > 0 ? [headingList(shown)] : [];
    });
  };
}

/** Headings as nested lists of links: a heading deeper than the one before opens a list inside it. */
function headingList(headings: Heading[]): List {
  const root: List = { type: 'list', ordered: false, spread: false, children: [] };
  const open: Array<{ depth: number; list: List }> = [{ depth: 0, list: root }];
  for (const heading of headings) {
    while (open.length > 1 && open[open.length - 1]!.depth >= heading.depth) open.pop();
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: `#${heading.id}`, children: [{ type: 'text', value: heading.text }] }],
        },
      ],
    };
    open[open.length - 1]!.list.children.push(item);
    const nested: List = { type: 'list', ordered: false, spread: false, children: [] };
    item.children.push(nested);
    open.push({ depth: heading.depth, list: nested });
  }
  pruneEmptyLists(root);
  return root;
}

/** Removes the nested lists no deeper heading went into. */
function pruneEmptyLists(list: List): void {
  for (const item of list.children) {
    item.children = item.children.filter((child) => child.type !== 'list' || child.children.length > 0);
    for (const child of item.children) if (child.type === 'list') pruneEmptyLists(child);
  }
}
