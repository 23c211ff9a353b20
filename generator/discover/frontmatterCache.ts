// Parsed frontmatter kept between builds (YAML parsing and checking every page is most of the discover stage),
// keyed by a hash of the file's origin and text. The body is not stored: it is the text after the frontmatter.
import type { CacheEntries } from '../cache/buildCache.js';
import type { SourceFile } from '../types.js';
import { parseFrontmatter, type ParsedFrontmatter } from './parseFrontmatter.js';
import { sourceHash } from './sourceHash.js';

type StoredFrontmatter = Omit<ParsedFrontmatter, 'body'> & { bodyStart: number };

/** Frontmatter of files, parsed once per text. */
export interface FrontmatterCache {
  parse(file: SourceFile): ParsedFrontmatter;
  /** Writes what this build parsed, keeping only the entries of files seen since the cache was opened. */
  save(): void;
}

/** The one cache entry that holds the frontmatter of every file, by file text. */
const namespace = 'frontmatter';
const entryKey = 'files';

/** A cache in memory, backed by an entry of `cache` when one is given. */
export function openFrontmatterCache(cache?: CacheEntries): FrontmatterCache {
  let stored = cache?.get<Record<string, StoredFrontmatter>>(namespace, entryKey) ?? {};
  const seen: Record<string, StoredFrontmatter> = {};
  const keyByFile = new Map<string, string>();
  let changed = false;
  return {
    parse(source) {
      const key = sourceHash(source);
      // One entry per file: the dev server parses a file again on every save, and the older texts are gone. A file is
      // its origin and path together: a generated page's origin is the source file it documents, which yields several.
      const fileId = `${source.origin}\0${source.path}`;
      const previousKey = keyByFile.get(fileId);
      if (previousKey !== undefined && previousKey !== key) delete seen[previousKey];
      keyByFile.set(fileId, key);
      const hit = seen[key] ?? stored[key];
      if (hit) {
        seen[key] = hit;
        const { bodyStart, ...rest } = hit;
        return { ...rest, body: source.contents.slice(bodyStart) };
      }
      const parsed = parseFrontmatter(source);
      const { body, ...rest } = parsed;
      seen[key] = { ...rest, bodyStart: source.contents.length - body.length };
      changed = true;
      return parsed;
    },
    save() {
      if (!cache || (!changed && Object.keys(seen).length === Object.keys(stored).length)) return;
      stored = { ...seen };
      cache.put(namespace, entryKey, stored);
      changed = false;
    },
  };
}
