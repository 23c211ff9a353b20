// Keeps parsed packages in the cache, keyed by package name, version and what the parse reads.
import { contentKey, type CacheEntries } from '../../cache/buildCache.js';
import type { ParsedPackage } from './model.js';

const keyOf = (name: string, version: string, sourceKey: string) => contentKey('parse', name, version, sourceKey);

/** The cached parse of a package, or undefined when there is none for this name, version and parse inputs. */
export async function readParseCache(
  cache: CacheEntries,
  name: string,
  version: string,
  sourceKey: string,
): Promise<ParsedPackage | undefined> {
  const parsed = await cache.load<ParsedPackage>('reference-solidity', keyOf(name, version, sourceKey));
  return parsed?.name === name && parsed.version === version ? parsed : undefined;
}

/** Stores the parse of a package; a failed write costs only a re-parse next time. */
export function writeParseCache(cache: CacheEntries, sourceKey: string, parsed: ParsedPackage): void {
  cache.put('reference-solidity', keyOf(parsed.name, parsed.version, sourceKey), parsed);
}
