// Test helper: renders a markdown or MDX text as a page of tests/fixtures/site-basic, with the real highlighter.
import path from 'node:path';
import { discoverPages } from '../../../generator/discover/discoverPages.js';
import { createMarkdownRenderer } from '../../../generator/markdown/renderMarkdown.js';
import type { RenderedPage, SourceFile } from '../../../generator/types.js';
import { openBuildCache } from '../../../generator/cache/buildCache.js';

export const rootDir = path.resolve(import.meta.dirname, '../../..');
const siteDir = 'tests/fixtures/site-basic';

const renderers = new Map<boolean, ReturnType<typeof createMarkdownRenderer>>();

/** Renders `contents` as if it were `docs/<docPath>` of the site-basic fixture (images resolve next to it). */
export function renderSource(
  contents: string,
  docPath = 'guide/page.md',
  options: { sanitize?: boolean } = {},
): Promise<RenderedPage> {
  return renderSourceFile({ path: docPath, origin: `${siteDir}/docs/${docPath}`, contents }, options);
}

/** Renders a docs file (written or generated) as a page of the site-basic fixture; `sanitize` as the config's. */
export async function renderSourceFile(file: SourceFile, options: { sanitize?: boolean } = {}): Promise<RenderedPage> {
  const sanitize = options.sanitize ?? false;
  if (!renderers.has(sanitize)) {
    renderers.set(
      sanitize,
      createMarkdownRenderer({
        rootDir,
        docsDir: path.join(rootDir, siteDir, 'docs'),
        staticDir: path.join(rootDir, siteDir, 'static'),
        toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
        sanitize,
        remarkPlugins: [],
        rehypePlugins: [],
        cache: openBuildCache(undefined, `unit-test-${sanitize}`),
      }),
    );
  }
  const found = discoverPages([file], { routeBasePath: '/', includeDrafts: true });
  if (found.pages.length !== 1) throw new Error(`fixture page did not parse: ${JSON.stringify(found.diagnostics)}`);
  return renderers.get(sanitize)!.render(found.pages[0]!);
}
