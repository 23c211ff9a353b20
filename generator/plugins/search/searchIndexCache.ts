// Keeps the built index files between builds: lunr-style indexing of every page is the costliest part of a build
// in which no page changed.
import { contentKey, type CacheEntries } from '../../cache/buildCache.js';
import type { OutputFile, RenderedPage } from '../pluginApi.js';

/**
 * The index files of `pages` (the searchable ones, in order): from `cache` when the same pages were indexed before,
 * which is known without reading their bodies.
 */
export async function cachedIndexFiles(
  cache: CacheEntries,
  pages: RenderedPage[],
  locale: string,
  build: () => Promise<OutputFile[]>,
): Promise<OutputFile[]> {
  const key = searchInputsKey(pages, locale);
  const stored = cache.get<Array<{ path: string; base64: string }>>('search', key);
  if (stored) return stored.map((f) => ({ path: f.path, contents: Buffer.from(f.base64, 'base64') }));
  const files = await build();
  cache.put(
    'search',
    key,
    files.map((f) => ({ path: f.path, base64: Buffer.from(f.contents).toString('base64') })),
  );
  return files;
}

/**
 * What the index is made from (see collectSearchDocuments): each page's route, sidebar, title and description, and
 * its sections, named by the markdown cache's key of its body when it has one.
 */
function searchInputsKey(pages: RenderedPage[], locale: string): string {
  const inputs = pages.map((rendered) => [
    rendered.page.route,
    rendered.page.sidebar,
    rendered.title,
    rendered.page.frontmatter.description ?? null,
    rendered.contentKey ?? rendered.sections,
  ]);
  return contentKey(locale, JSON.stringify(inputs));
}
