// Keeps the built index files between builds: lunr-style indexing of every page is the costliest part of a build
// in which no page changed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { memoKey } from '../../emit/outputMemo.js';
import { codeFingerprint } from '../../markdown/markdownCache.js';
import { generatorDir } from '../../paths.js';
import { pruneCacheFolder } from '../../pruneCacheFolder.js';
import type { OutputFile } from '../../types.js';
import type { SearchDocumentSet } from './searchDocuments.js';

let searchCodeFingerprint: string | undefined;

/** The index files of `set`: read from `cacheDir` when the same documents were indexed by the same code before. */
export async function cachedIndexFiles(cacheDir: string, set: SearchDocumentSet, locale: string, build: () => Promise<OutputFile[]>): Promise<OutputFile[]> {
  if (!cacheDir) return build();
  searchCodeFingerprint ??= codeFingerprint([], [path.join(generatorDir, 'plugins/search'), path.join(generatorDir, '../theme/islands/search')]);
  const file = path.join(cacheDir, 'search', `${memoKey(searchCodeFingerprint, locale, JSON.stringify(set))}.json`);
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Array<{ path: string; base64: string }>;
    return stored.map((f) => ({ path: f.path, contents: Buffer.from(f.base64, 'base64') }));
  } catch {
    // Not indexed yet.
  }
  const files = await build();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(files.map((f) => ({ path: f.path, base64: Buffer.from(f.contents).toString('base64') }))));
  await pruneCacheFolder(path.dirname(file), { inUse: new Set([path.basename(file)]), keepNewest: keptOtherIndexes });
  return files;
}

/** Indexes kept besides the current one (switching branches back and forth). */
const keptOtherIndexes = 2;
