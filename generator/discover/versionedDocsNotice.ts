// Docusaurus versions (`versions.json`, `versioned_docs/`) beside a docs folder: docsgen builds the current docs only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../types.js';
import { toPosix } from './readDocsTree.js';

/** One warning when the docs folder's site has Docusaurus versions, saying that only the current version is built. */
export function versionedDocsNotice(docsDir: string, rootDir: string): Diagnostic | undefined {
  const siteDir = path.dirname(docsDir);
  const found = ['versions.json', 'versioned_docs']
    .map((name) => path.join(siteDir, name))
    .find((file) => existsSync(file));
  if (!found) return undefined;
  return {
    severity: 'warning',
    file: toPosix(path.relative(rootDir, found)) || found,
    message: `only the current docs version (${toPosix(path.relative(rootDir, docsDir)) || '.'}) is built; the versions of versions.json and versioned_docs/ are not`,
    hint: 'Build an older version by passing its folder, e.g. --docs versioned_docs/version-1.0, or leave it to Docusaurus.',
  };
}
