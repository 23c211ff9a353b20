// Parsed frontmatter kept between builds (YAML parsing and checking every page is most of the discover stage),
// keyed by a hash of the file's origin and text. The body is not stored: it is the text after the frontmatter.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { memoKey } from '../emit/outputMemo.js';
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

const cacheVersion = 3;

/** A cache in memory, backed by `<cacheDir>/frontmatter.json` when `cacheDir` is given. */
export function openFrontmatterCache(cacheDir?: string): FrontmatterCache {
  const file = cacheDir ? path.join(cacheDir, 'frontmatter.json') : undefined;
  let stored: Record<string, StoredFrontmatter> = {};
  try {
    const read = file ? (JSON.parse(readFileSync(file, 'utf8')) as { version: number; entries: Record<string, StoredFrontmatter> }) : undefined;
    if (read?.version === cacheVersion) stored = read.entries;
  } catch {
    // No cache yet.
  }
  const seen: Record<string, StoredFrontmatter> = {};
  const keyByFile = new Map<string, string>();
  let changed = false;
  return {
    parse(source) {
      const key = memoKey(cacheVersion.toString(), sourceHash(source));
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
      if (!file || (!changed && Object.keys(seen).length === Object.keys(stored).length)) return;
      mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}`;
      writeFileSync(temporary, JSON.stringify({ version: cacheVersion, entries: seen }));
      renameSync(temporary, file);
      stored = { ...seen };
      changed = false;
    },
  };
}
