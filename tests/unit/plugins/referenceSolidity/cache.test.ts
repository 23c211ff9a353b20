import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPackages, loadPackages } from '../../../../generator/plugins/referenceSolidity/loadPackages.js';
import {
  FIXTURE_DIR,
  FIXTURE_OPTIONS,
  asCached,
  fileAt,
  fixturePackages,
  runPlugin,
  tempCacheDir,
  removeTempDirs,
  withCache,
} from './fixturePackages.js';

afterAll(removeTempDirs);

/** A writable copy of the fixture packages. */
function copyPackages(): string {
  const root = join(tempCacheDir(), 'packages');
  cpSync(join(FIXTURE_DIR, 'packages'), root, { recursive: true });
  return root;
}

describe('parse cache', () => {
  it('stores the parse of each package and reads it back on the next load', async () => {
    const cacheDir = tempCacheDir();
    const { found } = await findPackages(fixturePackages(), '/');
    const cold = await withCache(cacheDir, (cache) => loadPackages(found, cache));
    const warm = await withCache(cacheDir, (cache) => loadPackages(found, cache));
    expect(cold.packages.map((p) => p.fromCache)).toEqual([false, false]);
    expect(warm.packages.map((p) => p.fromCache)).toEqual([true, true]);
    expect(warm.packages.map((p) => p.files)).toEqual(cold.packages.map((p) => p.files));
    expect(warm.diagnostics).toEqual(cold.diagnostics);
  });
});

describe('a build of another docs folder', () => {
  it('parses nothing and caches nothing: it would drop the pages', async () => {
    const cacheDir = tempCacheDir();
    const content = await runPlugin(FIXTURE_OPTIONS, cacheDir, { otherDocsFolder: true });
    expect(content).toEqual({ docs: [], diagnostics: [] });
    expect(readdirSync(cacheDir, { recursive: true })).toEqual([]);
  });
});

describe('caching across builds', () => {
  const counterPath = 'core/src/Counter.sol';
  const edit = (root: string) =>
    writeFileSync(
      join(root, counterPath),
      readFileSync(join(root, counterPath), 'utf8').replace('Keeps one counter per address', 'Edited notice'),
    );
  const counterPage = 'fx/reference/core/Counter.md';

  it('does not parse again while name and version stay the same, and does when the version changes', async () => {
    const root = copyPackages();
    const cacheDir = tempCacheDir();
    const options = { ...FIXTURE_OPTIONS, packages: fixturePackages(root) };
    const cold = await runPlugin(options, cacheDir);
    edit(root);
    expect(await runPlugin(options, cacheDir)).toEqual(asCached(cold));
    // New options miss the page cache but still hit the parse cache: the edit stays invisible.
    const otherOptions = { ...options, categoryRoots: [] };
    expect(fileAt(await runPlugin(otherOptions, cacheDir), counterPage)).toContain('Keeps one counter per address');
    writeFileSync(join(root, 'core/package.json'), JSON.stringify({ name: '@fixture/core', version: '1.2.4' }));
    const bumped = await runPlugin(options, cacheDir);
    expect(fileAt(bumped, counterPage)).toContain('Edited notice');
    expect(fileAt(bumped, counterPage)).toContain('in `@fixture/core` 1.2.4');
  });

  it('keeps the diagnostics of a cached build', async () => {
    const cacheDir = tempCacheDir();
    const cold = await runPlugin(FIXTURE_OPTIONS, cacheDir);
    const warm = await runPlugin(FIXTURE_OPTIONS, cacheDir);
    expect(warm.diagnostics).toHaveLength(3);
    expect(warm.diagnostics).toEqual(cold.diagnostics);
  });

  it('warns about a missing package unless it is optional', async () => {
    const missing = {
      name: '@fixture/missing',
      dir: '/nonexistent/package',
      sourceDir: 'src',
      group: 'fx',
      routeBase: '/fx/missing',
    };
    const { diagnostics } = await findPackages([missing, { ...missing, optional: true }], '/');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringContaining('@fixture/missing is not installed'),
      }),
    ]);
  });
});
