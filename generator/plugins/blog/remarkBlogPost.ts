// Adds a post's title, date, authors and reading time above its text, and links to the newer and older posts below.
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { parse as parseYaml } from 'yaml';
import { blogPostKey, formatDate, type BlogPostMeta } from './blogPages.js';

/** Remark plugin: acts only on pages whose frontmatter carries blog post data. */
export function remarkBlogPost() {
  return (tree: Root) => {
    const yamlNode = tree.children.find((node) => node.type === 'yaml');
    if (!yamlNode || !yamlNode.value.includes(blogPostKey)) return;
    const data = parseYaml(yamlNode.value) as { title?: string; [blogPostKey]?: BlogPostMeta };
    const meta = data[blogPostKey];
    if (!meta) return;
    const index = tree.children.indexOf(yamlNode) + 1;
    tree.children.splice(index, 0, ...header(String(data.title ?? ''), meta));
    if (meta.previous || meta.next) tree.children.push(footer(meta));
  };
}

function header(title: string, meta: BlogPostMeta): RootContent[] {
  const parts = [formatDate(new Date(meta.date)), meta.authors.join(', '), `${meta.readingMinutes} min read`]
    .filter(Boolean)
    .join(' · ');
  return [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: title }] },
    {
      type: 'paragraph',
      children: [{ type: 'text', value: parts }],
      data: { hName: 'p', hProperties: { className: ['blog-post__meta'] } },
    },
  ];
}

function footer(meta: BlogPostMeta): RootContent {
  const link = (target: { title: string; route: string }, rel: 'prev' | 'next', label: string): PhrasingContent => ({
    type: 'link' as const,
    url: target.route,
    children: [
      {
        type: 'emphasis' as const,
        children: [{ type: 'text' as const, value: label }],
        data: { hName: 'span', hProperties: { className: ['pagination__sublabel'] } },
      },
      {
        type: 'strong' as const,
        children: [{ type: 'text' as const, value: target.title }],
        data: { hName: 'span', hProperties: { className: ['pagination__label'] } },
      },
    ],
    data: { hProperties: { className: ['pagination__link', `pagination__link--${rel}`], rel: [rel] } },
  });
  const children = [
    ...(meta.previous ? [link(meta.previous, 'prev', 'Newer post')] : []),
    ...(meta.next ? [link(meta.next, 'next', 'Older post')] : []),
  ];
  return {
    type: 'paragraph',
    children,
    data: { hName: 'nav', hProperties: { className: ['pagination'], ariaLabel: 'Blog posts' } },
  };
}
