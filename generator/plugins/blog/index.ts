// The blog plugin: posts from the blog folder become pages, a paginated list, an archive, and RSS/Atom feeds.
import path from 'node:path';
import { readDocsTree, type Plugin } from '../pluginApi.js';
import { archivePage, listPages, postPage } from './blogPages.js';
import { blogFeeds } from './feeds.js';
import { readPosts, type BlogPost } from './readPosts.js';
import { remarkBlogPost } from './remarkBlogPost.js';

/** Where the blog lives in the site. */
export const blogRoute = '/blog';

/** The blog as a plugin. */
export function blogPlugin(): Plugin {
  let posts: BlogPost[] = [];
  return {
    name: 'blog',
    async loadContent({ config, rootDir }) {
      const files = readDocsTree(path.resolve(rootDir, config.blog.path), rootDir, { optional: true });
      const read = readPosts(files, blogRoute);
      posts = read.posts;
      const pages = [
        ...posts.map((post, i) => postPage(post, posts[i - 1], posts[i + 1], blogRoute)),
        ...listPages(posts, config.blog.title, config.blog.postsPerPage, blogRoute),
        archivePage(posts, blogRoute),
      ];
      return { pages, diagnostics: read.diagnostics };
    },
    remarkPlugins: [remarkBlogPost],
    headTags: ({ config }) => [
      {
        tagName: 'link',
        attributes: {
          rel: 'alternate',
          type: 'application/rss+xml',
          href: `${blogRoute}/rss.xml`,
          title: `${config.title}: ${config.blog.title} RSS feed`,
        },
      },
      {
        tagName: 'link',
        attributes: {
          rel: 'alternate',
          type: 'application/atom+xml',
          href: `${blogRoute}/atom.xml`,
          title: `${config.title}: ${config.blog.title} Atom feed`,
        },
      },
    ],
    postBuild: ({ config, pages }) => blogFeeds(posts, pages, config, blogRoute),
  };
}
