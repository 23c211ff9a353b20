// RSS 2.0 and Atom feeds of the blog, with the posts' rendered HTML.
import { escapeMarkup } from '../../markupText.js';
import type { OutputFile, RenderedPage, SiteConfig } from '../pluginApi.js';
import type { BlogPost } from './readPosts.js';

/** `rss.xml` and `atom.xml` under the blog's route. */
export function blogFeeds(
  posts: BlogPost[],
  pages: RenderedPage[],
  config: SiteConfig,
  routeBase: string,
): OutputFile[] {
  // Only the posts' bodies are read: a body may be read from the cache on use.
  const postRoutes = new Set(posts.map((post) => post.route));
  const htmlOf = new Map(pages.filter((p) => postRoutes.has(p.page.route)).map((p) => [p.page.route, p.html]));
  const site = config.url;
  const feedTitle = `${config.title}: ${config.blog.title}`;
  const updated = (posts[0]?.date ?? new Date(0)).toISOString();
  const rssItems = posts.map(
    (post) =>
      `<item><title>${escapeMarkup(post.title)}</title><link>${site}${post.route}</link><guid isPermaLink="true">${site}${post.route}</guid><pubDate>${post.date.toUTCString()}</pubDate>${post.description ? `<description>${escapeMarkup(post.description)}</description>` : ''}${post.authors.map((a) => `<dc:creator>${escapeMarkup(a)}</dc:creator>`).join('')}${post.tags.map((t) => `<category>${escapeMarkup(t)}</category>`).join('')}<content:encoded>${cdata(htmlOf.get(post.route) ?? '')}</content:encoded></item>`,
  );
  const rss = `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escapeMarkup(feedTitle)}</title><link>${site}${routeBase}</link><description>${escapeMarkup(config.tagline || feedTitle)}</description><language>en</language><lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate><atom:link href="${site}${routeBase}/rss.xml" rel="self" type="application/rss+xml"/>${rssItems.join('')}</channel></rss>\n`;
  const atomEntries = posts.map(
    (post) =>
      `<entry><title>${escapeMarkup(post.title)}</title><id>${site}${post.route}</id><link href="${site}${post.route}"/><updated>${post.date.toISOString()}</updated>${post.description ? `<summary>${escapeMarkup(post.description)}</summary>` : ''}${post.authors.map((a) => `<author><name>${escapeMarkup(a)}</name></author>`).join('')}${post.tags.map((t) => `<category term="${escapeMarkup(t)}"/>`).join('')}<content type="html">${escapeMarkup(htmlOf.get(post.route) ?? '')}</content></entry>`,
  );
  const atom = `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><id>${site}${routeBase}</id><title>${escapeMarkup(feedTitle)}</title><updated>${updated}</updated><link rel="alternate" href="${site}${routeBase}"/><link rel="self" href="${site}${routeBase}/atom.xml"/>${posts.some((p) => p.authors.length) ? '' : `<author><name>${escapeMarkup(config.title)}</name></author>`}${atomEntries.join('')}</feed>\n`;
  const dir = routeBase.replace(/^\//, '');
  return [
    { path: `${dir}/rss.xml`, contents: rss },
    { path: `${dir}/atom.xml`, contents: atom },
  ];
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}
