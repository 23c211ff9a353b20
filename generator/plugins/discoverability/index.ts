// Being found: sitemap.xml, robots.txt, llms.txt, llms-full.txt and a markdown copy of every page.
import { contentKey } from '../../cache/buildCache.js';
import { escapeMarkup } from '../../markupText.js';
import {
  hrefResolver,
  routeBySourcePathOf,
  type OutputFile,
  type Plugin,
  type PostBuildContext,
  type RenderedPage,
} from '../pluginApi.js';
import { decodedUri } from '../../urls.js';
import { withSiteUrls, type TargetResolver } from './markdownCopy.js';
import { routeHref } from '../../../theme/shared/routeHref.js';

/** Sitemap, robots and the files AI tools read, as one plugin. */
export function discoverabilityPlugin(): Plugin {
  return {
    name: 'discoverability',
    postBuild: (ctx) => {
      const copies = markdownCopies(ctx);
      return [sitemap(ctx), robots(ctx), llmsIndex(ctx), llmsFull(ctx, copies), ...copies.map(({ file }) => file)];
    },
  };
}

/** The listed pages: every built page, not redirects and not the 404 page, in route order. */
function listedPages(ctx: PostBuildContext): RenderedPage[] {
  // Unlisted docs are reachable by their URL only: no sitemap entry, no llms.txt line.
  return ctx.pages.filter((p) => !p.page.frontmatter.unlisted).sort((a, b) => a.page.route.localeCompare(b.page.route));
}

function sitemap(ctx: PostBuildContext): OutputFile {
  const urls = listedPages(ctx).map((p) => {
    const lastmod = p.page.lastUpdated
      ? `<lastmod>${new Date(p.page.lastUpdated).toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeMarkup(ctx.config.url + routeHref(p.page.route))}</loc>${lastmod}</url>`;
  });
  return {
    path: 'sitemap.xml',
    contents: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
  };
}

function robots(ctx: PostBuildContext): OutputFile {
  return { path: 'robots.txt', contents: `User-agent: *\nAllow: /\n\nSitemap: ${ctx.config.url}/sitemap.xml\n` };
}

/** `llms.txt`: the site outline, one line per page, grouped by section. */
function llmsIndex(ctx: PostBuildContext): OutputFile {
  const groups = new Map<string, RenderedPage[]>();
  for (const page of listedPages(ctx)) {
    const section = page.page.route.split('/')[1] || 'home';
    groups.set(section, [...(groups.get(section) ?? []), page]);
  }
  const lines = [
    `# ${ctx.config.title}`,
    '',
    `> ${ctx.config.tagline}`,
    '',
    `Every page is also available as markdown at its path plus \`.md\`; all pages in one file: ${ctx.config.url}/llms-full.txt`,
    '',
  ];
  for (const [section, pages] of groups) {
    lines.push(`## ${section}`, '');
    for (const page of pages)
      lines.push(
        `- [${page.title}](${ctx.config.url}${routeHref(markdownPathOf(page.page.route))})${page.description ? `: ${page.description}` : ''}`,
      );
    lines.push('');
  }
  return { path: 'llms.txt', contents: lines.join('\n') };
}

/** `llms-full.txt`: every page's markdown copy, one after another (made only when it is written). */
function llmsFull(ctx: PostBuildContext, copies: MarkdownCopy[]): OutputFile {
  const key = contentKey(ctx.config.url, JSON.stringify(copies.map(({ page, file }) => [page.page.route, file.key])));
  function* pieces(): Iterable<string> {
    for (const [index, { page, file }] of copies.entries())
      yield `${index > 0 ? '\n---\n\n' : ''}${file.contents}\nSource: ${ctx.config.url}${routeHref(page.page.route)}\n`;
  }
  return lazyFile('llms-full.txt', key, () => [...pieces()].join(''), pieces);
}

/** A listed page and its markdown copy. */
interface MarkdownCopy {
  page: RenderedPage;
  file: OutputFile & { contents: string; key: string };
}

/**
 * `/concepts/overview.md` next to `/concepts/overview`: each listed page as markdown, in route order. Each copy is
 * made when it is written: a build keeps the previous one of the same key, which names what the copy is made of.
 */
function markdownCopies(ctx: PostBuildContext): MarkdownCopy[] {
  const routeBySourcePath = routeBySourcePathOf(ctx.pages);
  const copyOf = markdownCopyOf(ctx, routeBySourcePath);
  const routes = contentKey(ctx.config.url, JSON.stringify([...routeBySourcePath]));
  return listedPages(ctx).map((page) => {
    // The markdown cache's key names the page's source (and so its markdown), when the page has one.
    const source = page.contentKey ?? page.markdown;
    const key = contentKey(
      routes,
      source,
      page.title,
      String(page.hasH1),
      JSON.stringify(page.assets),
      page.page.source.path,
    );
    return { page, file: lazyFile(markdownPathOf(page.page.route).slice(1), key, () => copyOf(page)) };
  });
}

/**
 * An output file of `key` whose contents `make` makes on each use: the emit stage asks once, when it writes the file
 * (the key spares it the hash), and a copy kept after its write would hold every page's markdown until the build ends.
 */
function lazyFile(
  path: string,
  key: string,
  make: () => string,
  pieces?: () => Iterable<string>,
): OutputFile & { contents: string; key: string } {
  return {
    path,
    key,
    get contents() {
      return make();
    },
    ...(pieces ? { pieces } : {}),
  };
}

/**
 * A page's markdown headed by its title, unless the markdown has its own top-level heading (generated references do),
 * with its relative targets made site URLs.
 */
function markdownCopyOf(ctx: PostBuildContext, routeBySourcePath: Map<string, string>): (page: RenderedPage) => string {
  return (page) => {
    const body = `${withSiteUrls(page.markdown.trim(), copyTargets(page, routeBySourcePath, ctx.config.url))}\n`;
    return page.hasH1 ? body : `# ${page.title}\n\n${body}`;
  };
}

/** The site URLs of a page's relative targets: the images it copied, and the `.md` copies of the pages it links to. */
function copyTargets(page: RenderedPage, routeBySourcePath: Map<string, string>, siteUrl: string): TargetResolver {
  const images = new Map(page.assets.map((asset) => [decodedUri(asset.src), asset.url]));
  const resolveHref = hrefResolver(page.page.source.path, routeBySourcePath);
  return (target) => {
    const image = images.get(decodedUri(target));
    if (image) return `${siteUrl}${image}`;
    const resolved = resolveHref(target);
    if (resolved === target) return undefined;
    const [route = '', hash] = resolved.split('#');
    return `${siteUrl}${markdownPathOf(route)}${hash ? `#${hash}` : ''}`;
  };
}

/** The URL of a page's markdown copy. */
export function markdownPathOf(route: string): string {
  return route === '/' ? '/index.md' : `${route}.md`;
}
