// Gives every heading an id: an explicit one (a trailing `{#id}`, or a trailing comment naming `#id`), else a
// github-slugger slug of its text.
import type { Program } from 'estree';
import GithubSlugger from 'github-slugger';
import type { Heading as MdastHeading, Html, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Heading } from '../types.js';
import { walkTree } from './treeWalk.js';

const explicitId = /\s*\{#([^}\s]+)\}\s*$/;
const htmlComment = /^<!--([\s\S]*)-->$/;

/** Remark plugin: sets `id` on headings and records them in `file.data.headings`. */
export function remarkHeadingIds() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const slugger = new GithubSlugger();
    const headings: Heading[] = [];
    walkTree<MdastHeading>(tree, 'heading', (node) => {
      // A comment's id wins over a `{#id}` before it, which then stays in the text.
      const explicit = takeCommentId(node) ?? takeExplicitId(node);
      // Reserving an explicit id keeps a later heading with the same text from taking it.
      if (explicit) slugger.slug(explicit);
      const id = explicit ?? slugger.slug(toString(node));
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      headings.push({ depth: node.depth, text: toString(node).trim(), id });
    });
    file.data.headings = headings;
  };
}

/**
 * Takes the id of a heading that ends with a comment naming it, `{/* #id *\/}` in MDX or `<!-- #id -->` in
 * CommonMark: removes the comment and the space before it, and returns the id. An MDX comment is removed even when
 * it names no id (remarkMdxComponents leaves a heading's last one here), as it renders nothing; an HTML comment that
 * names none stays in the page, as written.
 */
function takeCommentId(node: MdastHeading): string | undefined {
  const last = node.children.at(-1);
  const isMdxComment = last?.type === 'mdxTextExpression' && commentsOnly(last.data?.estree as Program | undefined);
  if (!last || (!isMdxComment && last.type !== 'html')) return undefined;
  const text = isMdxComment ? singleComment(last.data?.estree as Program) : htmlComment.exec((last as Html).value)?.[1];
  const id = text === undefined ? undefined : commentId(text);
  if (id === undefined && !isMdxComment) return undefined;
  node.children.pop();
  if (id === undefined) return undefined;
  const before = node.children.at(-1);
  if (before?.type === 'text') before.value = before.value.trimEnd();
  return id;
}

/** True for the program of an expression that holds nothing but comments (`{/* … *\/}`). */
function commentsOnly(program: Program | null | undefined): boolean {
  return program !== null && program !== undefined && program.body.length === 0;
}

/** The text of an expression's comment when it holds just one: `{/* #a *\/ /* #b *\/}` names no id. */
function singleComment(program: Program): string | undefined {
  return program.comments?.length === 1 ? program.comments[0]!.value : undefined;
}

/** The id a heading comment names: its first space-separated word, when that is `#` and an id (`#setup`). */
function commentId(comment: string): string | undefined {
  const [first = ''] = comment.trim().split(' ');
  return first.length > 1 && first.startsWith('#') ? first.slice(1) : undefined;
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
