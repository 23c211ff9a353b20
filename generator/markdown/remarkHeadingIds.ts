// Gives every heading an id: an explicit `{#id}` suffix, else a github-slugger slug of its text.
import GithubSlugger from 'github-slugger';
import type { Heading as MdastHeading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Heading } from '../types.js';
import { walkTree } from './treeWalk.js';

const explicitId = /\s*\{#([^}\s]+)\}\s*$/;

/** Remark plugin: sets `id` on headings and records them in `file.data.headings`. */
export function remarkHeadingIds() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    walkTree<MdastHeading>(tree, 'heading', (node) => {
      const explicit = takeExplicitId(node);
      // Reserving an explicit id keeps a later heading with the same text from taking it.
      if (explicit) slugger.slug(explicit);
      const id = explicit ?? slugger.slug(toString(node));
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      headings.push({ depth: node.depth, text: toString(node).trim(), id });
    });
    file.data.headings = headings;
  };
}

/** Removes a trailing `{#id}` from the heading's last text node and returns the id. */
function takeExplicitId(node: MdastHeading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = explicitId.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}
