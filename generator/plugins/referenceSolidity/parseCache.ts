// Keeps parsed packages as JSON in the cache folder, keyed by package name, version and model schema.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedPackage } from './model.js';

/** Bump when the model or the parser changes shape, so old cache files are ignored. */
export const PARSE_SCHEMA_VERSION = 1;

/** What a cache file holds: the key it was written under and the parsed package. */
interface CacheEntry {
  schema: number;
  /** The configuration the parse depends on (source folder, artifacts). */
  sourceKey: string;
  parsed: ParsedPackage;
}

/** Where the parse result of `name@version` lives. */
export function parseCacheFile(cacheDir: string, name: string, version: string): string {
  return join(cacheDir, 'reference-solidity', `${name.replace(/[/@]/g, '_')}@${version}.v${PARSE_SCHEMA_VERSION}.json`);
}

/** The cached parse of a package, or undefined when there is none for this name, version, parse inputs and schema. */
export async function readParseCache(cacheDir: string, name: string, version: string, sourceKey: string): Promise<ParsedPackage | undefined> {
  try {
    const entry = JSON.parse(await readFile(parseCacheFile(cacheDir, name, version), 'utf8')) as CacheEntry;
    const fresh = entry.schema === PARSE_SCHEMA_VERSION && entry.sourceKey === sourceKey;
    return fresh && entry.parsed.name === name && entry.parsed.version === version ? entry.parsed : undefined;
  } catch {
    // A missing or unreadable cache file only means parsing again.
    return undefined;
  }
}

/** Stores the parse of a package; a failed write costs only a re-parse next time. */
export async function writeParseCache(cacheDir: string, sourceKey: string, parsed: ParsedPackage): Promise<void> {
  const file = parseCacheFile(cacheDir, parsed.name, parsed.version);
  const entry: CacheEntry = { schema: PARSE_SCHEMA_VERSION, sourceKey, parsed };
  try {
    await mkdir(join(cacheDir, 'reference-solidity'), { recursive: true });
    await writeFile(file, JSON.stringify(entry));
  } catch {
    // Read-only cache folders are fine: the build still has the result in memory.
  }
}
