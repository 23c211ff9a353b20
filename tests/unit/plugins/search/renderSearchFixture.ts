// Test helper: the pages of tests/fixtures/search/site rendered by the real markdown stage, plus the search page.
import path from 'node:path';
import { discoverPages } from '../../../../generator/discover/discoverPages.js';
import { readDocsTree } from '../../../../generator/discover/readDocsTree.js';
import { createMarkdownRenderer } from '../../../../generator/markdown/renderMarkdown.js';
import { searchPlugin } from '../../../../generator/plugins/search/index.js';
import type { PluginContext, RenderedPage, SiteConfig } from '../../../../generator/types.js';
import { openBuildCache } from '../../../../generator/cache/buildCache.js';

const rootDir = path.resolve(import.meta.dirname, '../../../..');
const siteDir = 'tests/fixtures/search/site';

/** The config fields the search plugin reads. */
export const fixtureContext = {
  config: { baseUrl: '/', i18n: { defaultLocale: 'en' } } as SiteConfig,
  rootDir,
  cache: openBuildCache(undefined, 'search-unit-test'),
} satisfies PluginContext;

let rendered: Promise<RenderedPage[]> | undefined;

/** Every doc of the fixture site and the plugin's `/search` page, rendered once per test file. */
export function renderSearchFixture(): Promise<RenderedPage[]> {
  rendered ??= render();
  return rendered;
}

async function render(): Promise<RenderedPage[]> {
  const renderer = createMarkdownRenderer({
    rootDir,
    docsDir: path.join(rootDir, siteDir, 'docs'),
    staticDir: path.join(rootDir, siteDir, 'static'),
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    remarkPlugins: [],
    rehypePlugins: [],
    cache: openBuildCache(undefined, 'search-unit-test'),
  });
  const docs = discoverPages(readDocsTree(path.join(rootDir, siteDir, 'docs'), rootDir), {
    routeBasePath: '/',
    includeDrafts: false,
  });
  const plugin = searchPlugin();
  const content = await plugin.loadContent!(fixtureContext);
  const pages = discoverPages(
    (content.pages ?? []).map((file) => ({ ...file, generatedBy: plugin.name })),
    { routeBasePath: '/', includeDrafts: false, kind: 'page' },
  );
  const problems = [...docs.diagnostics, ...pages.diagnostics];
  if (problems.length > 0) throw new Error(`the search fixture did not parse: ${JSON.stringify(problems)}`);
  return Promise.all([...pages.pages, ...docs.pages].map((page) => renderer.render(page)));
}
