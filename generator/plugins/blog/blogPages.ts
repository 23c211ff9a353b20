// Writes the blog's pages as markdown: one per post (the author's text untouched), the paginated list and the archive.
import type { SourceFile } from '../pluginApi.js';
import type { BlogPost } from './readPosts.js';

/** Data the post page's header and footer are made from, carried in the post's frontmatter. */
export interface BlogPostMeta {
  date: string;
  authors: string[];
  tags: string[];
  readingMinutes: number;
  previous?: { title: string; route: string };
  next?: { title: string; route: string };
}

/** The frontmatter key that carries BlogPostMeta. */
export const blogPostKey = 'blog_post';

const closingFence = /^---[ \t]*$/m;

/** The post's own file with one frontmatter line added (so diagnostics still point at the author's lines). */
export function postPage(
  post: BlogPost,
  newer: BlogPost | undefined,
  older: BlogPost | undefined,
  routeBase: string,
): SourceFile {
  const meta: BlogPostMeta = {
    date: post.date.toISOString(),
    authors: post.authors,
    tags: post.tags,
    readingMinutes: post.readingMinutes,
    previous: newer && { title: newer.title, route: newer.route },
    next: older && { title: older.title, route: older.route },
  };
  const line = `${blogPostKey}: ${JSON.stringify(meta)}`;
  const contents = post.source.contents;
  const hasFrontmatter = contents.startsWith('---');
  const fence = hasFrontmatter ? closingFence.exec(contents.slice(3)) : null;
  const insertAt = fence ? 3 + fence.index : 0;
  const withMeta = fence
    ? `${contents.slice(0, insertAt)}${line}\n${contents.slice(insertAt)}`
    : `---\n${line}\n---\n${contents}`;
  const linesBefore = contents.slice(0, insertAt).split('\n').length - 1;
  return {
    path: `${routeBase.replace(/^\//, '')}/${post.slug}.md`,
    contents: withMeta,
    origin: post.source.origin,
    insertedLines: fence ? { after: linesBefore, count: 1 } : { after: 0, count: 3 },
  };
}

/** `/blog`, `/blog/page/2`, …: newest first, with excerpts. */
export function listPages(posts: BlogPost[], title: string, perPage: number, routeBase: string): SourceFile[] {
  const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
  const base = routeBase.replace(/^\//, '');
  return Array.from({ length: pageCount }, (_, i) => {
    const chunk = posts.slice(i * perPage, (i + 1) * perPage);
    const nav = [
      i > 0 ? `[« Newer posts](${i === 1 ? routeBase : `${routeBase}/page/${i}`})` : '',
      i < pageCount - 1 ? `[Older posts »](${routeBase}/page/${i + 2})` : '',
    ].filter(Boolean);
    const body = [
      `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(`${title}: notes from the engineers who build and maintain the Uniswap protocol.`)}\nhide_table_of_contents: true\n---`,
      `# ${title}`,
      ...chunk.map(
        (post) =>
          `## [${escapeText(post.title)}](${post.route})\n\n${metaLine(post)}\n\n${post.excerpt}\n\n[Read more about ${escapeText(post.title)}](${post.route})`,
      ),
      nav.join(' · '),
      `[All posts by year](${routeBase}/archive)`,
    ];
    return {
      path: i === 0 ? `${base}/index.md` : `${base}/page/${i + 1}.md`,
      contents: `${body.join('\n\n')}\n`,
      origin: 'blog plugin',
    };
  });
}

/** `/blog/archive`: every post, grouped by year. */
export function archivePage(posts: BlogPost[], routeBase: string): SourceFile {
  const years = new Map<number, BlogPost[]>();
  for (const post of posts)
    years.set(post.date.getUTCFullYear(), [...(years.get(post.date.getUTCFullYear()) ?? []), post]);
  const sections = [...years].map(
    ([year, list]) =>
      `## ${year}\n\n${list.map((post) => `- ${formatDate(post.date)}: [${escapeText(post.title)}](${post.route})`).join('\n')}`,
  );
  const body = [
    '---\ntitle: "Archive"\ndescription: "Every post of the Engineering Blog, by year."\nhide_table_of_contents: true\n---',
    '# Archive',
    ...(sections.length ? sections : ['No posts yet.']),
  ];
  return {
    path: `${routeBase.replace(/^\//, '')}/archive.md`,
    contents: `${body.join('\n\n')}\n`,
    origin: 'blog plugin',
  };
}

/** "May 1, 2024 · Jane Doe · 8 min read" */
function metaLine(post: Pick<BlogPost, 'date' | 'authors' | 'readingMinutes'>): string {
  return [formatDate(post.date), post.authors.join(', '), `${post.readingMinutes} min read`]
    .filter(Boolean)
    .join(' · ');
}

/** Dates as readers of an English site expect them, in UTC so builds agree everywhere. */
export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

function escapeText(text: string): string {
  return text.replace(/([[\]*_`\\])/g, '\\$1');
}
