// Pages as the markdown stage hands them to the routes stage, made from source files without rendering them.
import { expect } from 'vitest';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import type { RenderedPage, SourceFile } from '../../../generator/types.js';

/** The pages and categories of `sources`: only the page and its title matter to routes; the HTML is `<p>body</p>`. */
export function renderedOf(sources: SourceFile[]): {
  pages: RenderedPage[];
  categories: ReturnType<typeof discoverPages>['categories'];
} {
  const found = discoverPages(sources, { routeBasePath: '/', includeDrafts: false });
  expect(found.diagnostics).toEqual([]);
  const pages = found.pages.map((page) => ({
    page,
    title: page.frontmatter.title ?? page.id,
    description: '',
    html: `<p>${page.body}</p>`,
    ids: [],
    headings: [],
    toc: [],
    links: [],
    text: '',
    sections: [],
    hasH1: false,
    markdown: page.body,
    assets: [],
    diagnostics: [],
  })) as RenderedPage[];
  return { pages, categories: found.categories };
}
