// A page that names a version of a Uniswap package (`@uniswap/v4-core` 1.0.2, `@uniswap/v2-core@1.0.1`) names the
// version the docs are built and tested with.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findMarkdownFiles, pagePath } from './extractCodeBlocks.js';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const VERSION_CLAIM = /`?(@uniswap\/[a-z0-9-]+)`?(?:@| (?:version )?`?v?)(\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?)/g;

function installedVersion(name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(rootDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** A claimed version matches when it is the installed one or a prefix of it (`7.19` for 7.19.4). */
export function versionProblems(text: string): string[] {
  return [...text.matchAll(VERSION_CLAIM)].flatMap(([, name, claimed]) => {
    const installed = installedVersion(name!);
    if (!installed) return [`${name} is not installed`];
    return installed === claimed || installed.startsWith(`${claimed}.`) ? [] : [`${name} ${claimed}: installed is ${installed}`];
  });
}

describe('Uniswap package versions named on pages', () => {
  it('compares with node_modules', () => {
    expect(versionProblems('built with `@uniswap/v4-core` 1.0.2 and @uniswap/sdk-core@7.19')).toEqual([]);
    expect(versionProblems('`@uniswap/v3-sdk` 3.12.0')).toHaveLength(1);
  });

  for (const file of findMarkdownFiles(join(rootDir, 'content'))) {
    const text = readFileSync(file, 'utf8');
    if (!VERSION_CLAIM.test(text)) continue;
    VERSION_CLAIM.lastIndex = 0;
    it(pagePath(file, rootDir), () => {
      expect(versionProblems(text)).toEqual([]);
    });
  }
});
