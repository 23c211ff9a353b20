// Keeps the built index files between builds: lunr-style indexing of every page is the costliest part of a build
// in which no page changed.
import { contentKey, type CacheEntries } from '../../cache/buildCache.js';
import type { OutputFile } from '../pluginApi.js';
import type { SearchDocumentSet } from './searchDocuments.js';

/** The index files of `set`: from `cache` when the same documents were indexed before. */
export async function cachedIndexFiles(
  cache: CacheEntries,
  set: SearchDocumentSet,
  locale: string,
  build: () => Promise<OutputFile[]>,
): Promise<OutputFile[]> {
  const key = contentKey(locale, JSON.stringify(set));
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
