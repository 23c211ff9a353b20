// Being found, checked on the real build: blog feeds parse and list every post, sitemap = the built pages,
// robots points to it, one canonical and one title per page, the archive and llms.txt are complete, every page has its .md.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/index.js';
import { silentReporter } from '../../generator/task.js';
import siteConfig from '../../site.config.js';
import { fixtureCacheDir } from './buildFixture.js';
import { childrenNamed, childText, parseStrictXml, type XmlElement } from './strictXml.js';

const rootDir = path.resolve(import.meta.dirname, '../..');
const siteUrl = siteConfig.url;
let outDir: string;

/** A built HTML page: its route and its markup. */
interface BuiltPage {
  route: string;
  html: string;
}
let htmlPages: BuiltPage[];

/** An expected post, read straight from content/blog (file name `YYYY-MM-DD-name.md`, frontmatter title/slug). */
interface ExpectedPost {
  route: string;
  title: string;
}

function expectedPosts(): ExpectedPost[] {
  const blogDir = path.join(rootDir, 'content/blog');
  return readdirSync(blogDir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(blogDir, file), 'utf8');
      const field = (key: string) =>
        new RegExp(`^${key}:\\s*(.+)$`, 'm')
          .exec(source)?.[1]
          ?.trim()
          .replace(/^(['"])(.*)\1$/, '$2');
      const slug = field('slug') ?? file.replace(/\.mdx?$/, '').replace(/^\d{4}-\d{2}-\d{2}[-_]/, '');
      return { route: `/blog/${slug}`, title: field('title')! };
    });
}

/** Every `.html` file under `dir`, relative, with `/`. */
function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}${entry.name}`;
    if (entry.isDirectory()) return htmlFiles(path.join(dir, entry.name), `${relative}/`);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** `concepts/overview/index.html` → `/concepts/overview`; `index.html` → `/`. */
function routeOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
}

function read(file: string): string {
  return readFileSync(path.join(outDir, file), 'utf8');
}

function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-discoverability-'));
  const result = await buildSite({
    rootDir,
    configFile: path.join(rootDir, 'site.config.ts'),
    outDir,
    mode: 'build',
    reporter: silentReporter,
    cacheDir: fixtureCacheDir('site.config.ts'),
  });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (!result.ok)
    throw new Error(`the site did not build:\n${errors.map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`);
  const isRedirect = (html: string) => /<meta http-equiv="refresh"/i.test(html);
  htmlPages = htmlFiles(outDir)
    .filter((file) => file !== '404.html')
    .map((file) => ({ route: routeOf(file), html: read(file) }))
    .filter((page) => !isRedirect(page.html));
}, 300_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the strict XML reader the feed tests rely on', () => {
  it.each([
    ['an unclosed tag', '<a><b></a>'],
    ['a bare ampersand', '<a>fish & chips</a>'],
    ['two roots', '<a/><b/>'],
    ['an unquoted attribute', '<a href=x></a>'],
    ['a stray "<"', '<a>1 < 2</a>'],
  ])('rejects %s', (_, xml) => {
    expect(() => parseStrictXml(xml)).toThrow();
  });

  it('reads a well-formed document', () => {
    const root = parseStrictXml('<?xml version="1.0"?><a x="1"><b>t &amp; <![CDATA[<c>]]></b></a>');
    expect(childText(root, 'b')).toBe('t & <c>');
    expect(root.attributes).toEqual({ x: '1' });
  });
});

describe('blog feeds', () => {
  const posts = expectedPosts();

  it('has posts to check', () => expect(posts.length).toBeGreaterThan(0));

  it('RSS 2.0 parses and has one item per post with title, absolute link and an RFC 822 date', () => {
    const rss = parseStrictXml(read('blog/rss.xml'));
    expect(rss.name).toBe('rss');
    const [channel] = childrenNamed(rss, 'channel');
    const items = childrenNamed(channel!, 'item');
    expect(items.map((item) => childText(item, 'link')).sort()).toEqual(
      posts.map((p) => `${siteUrl}${p.route}`).sort(),
    );
    for (const post of posts) {
      const item = items.find((i) => childText(i, 'link') === `${siteUrl}${post.route}`)!;
      expect(childText(item, 'title')).toBe(post.title);
      const date = childText(item, 'pubDate');
      expect(date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
    }
  });

  it('Atom parses and has one entry per post with title, absolute alternate link and an ISO date', () => {
    const feed = parseStrictXml(read('blog/atom.xml'));
    expect(feed.name).toBe('feed');
    expect(feed.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    const entries = childrenNamed(feed, 'entry');
    const linkOf = (entry: XmlElement) =>
      childrenNamed(entry, 'link').find((l) => (l.attributes.rel ?? 'alternate') === 'alternate')?.attributes.href;
    expect(entries.map(linkOf).sort()).toEqual(posts.map((p) => `${siteUrl}${p.route}`).sort());
    for (const entry of entries) {
      expect(posts.map((p) => p.title)).toContain(childText(entry, 'title'));
      expect(childText(entry, 'updated')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
      expect(childText(entry, 'id')).toBeTruthy();
    }
  });

  it('the feeds are linked from the <head> of the blog pages', () => {
    const blog = htmlPages.find((p) => p.route === '/blog')!.html;
    expect(blog).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/blog\/rss\.xml"/);
    expect(blog).toMatch(/<link rel="alternate" type="application\/atom\+xml"[^>]*href="[^"]*\/blog\/atom\.xml"/);
  });

  it('the archive links every post', () => {
    const archive = read('blog/archive/index.html');
    for (const post of posts) expect(archive, post.route).toContain(`href="${post.route}"`);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists exactly the built HTML pages (no redirect stubs, no 404), each with the site URL', () => {
    const urlset = parseStrictXml(read('sitemap.xml'));
    expect(urlset.name).toBe('urlset');
    const locs = childrenNamed(urlset, 'url').map((url) => childText(url, 'loc'));
    expect(locs.every((loc) => loc.startsWith(`${siteUrl}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.map((loc) => loc.slice(siteUrl.length)).sort()).toEqual(htmlPages.map((p) => p.route).sort());
  });

  it('robots.txt points to the sitemap', () => {
    expect(read('robots.txt')).toMatch(new RegExp(`^Sitemap: ${siteUrl.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'));
  });
});

describe('every built page', () => {
  it('has exactly one canonical link (its own URL) and one <title>', () => {
    expect(htmlPages.length).toBeGreaterThan(100);
    for (const { route, html } of htmlPages) {
      expect(count(html, /<link rel="canonical"/g), route).toBe(1);
      expect(count(html, /<title>/g), route).toBe(1);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      expect(canonical, route).toBe(`${siteUrl}${route === '/' ? '/' : route}`);
    }
  });

  it('has its markdown copy at its route + .md', () => {
    const missing = htmlPages
      .map((p) => (p.route === '/' ? 'index.md' : `${p.route.slice(1)}.md`))
      .filter((file) => !existsSync(path.join(outDir, file)));
    expect(missing).toEqual([]);
  });

  it('heads each markdown copy with exactly one title, including generated pages that bring their own', () => {
    const written = read('concepts/overview.md');
    expect(written.startsWith('# ')).toBe(true);
    expect(count(written, /^# /gm)).toBe(1);
    const generated = read('sdk/v3/reference/classes/Pool.md');
    expect(count(generated, /^# Class: Pool$/gm)).toBe(1);
  });

  it('llms-full.txt holds every listed page once, with its source address', () => {
    const full = read('llms-full.txt');
    expect(count(full, /^# Class: Pool$/gm)).toBe(1);
    for (const route of ['/concepts/overview', '/sdk/v3/reference/classes/Pool'])
      expect(count(full, new RegExp(`^Source: ${siteUrl}${route}$`, 'gm')), route).toBe(1);
  });

  it('llms.txt lists every doc page', () => {
    const llms = read('llms.txt');
    const docPages = htmlPages.filter((p) => p.html.includes('<article class="doc"'));
    expect(docPages.length).toBeGreaterThan(100);
    const missing = docPages.filter((p) => !llms.includes(`](${siteUrl}${p.route}.md)`)).map((p) => p.route);
    expect(missing).toEqual([]);
  });

  it('doc pages carry the "Copy page as Markdown" button, and only doc pages', () => {
    for (const { route, html } of htmlPages) {
      expect(html.includes('data-copy-page-markdown'), route).toBe(html.includes('<article class="doc"'));
    }
  });
});
