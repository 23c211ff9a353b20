// The fixture packages of tests/fixtures/reference-solidity and a helper that runs the plugin over them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  referenceSolidity,
  type ReferenceSolidityOptions,
  type SolidityPackage,
} from '../../../../generator/plugins/referenceSolidity/index.js';
import type { Diagnostic, SiteConfig, SourceFile } from '../../../../generator/types.js';
import { openBuildCache, type CacheEntries } from '../../../../generator/cache/buildCache.js';

export const FIXTURE_DIR = resolve(import.meta.dirname, '../../../fixtures/reference-solidity');

/** Two packages of one group: a core with every kind of item (and two bad files), a periphery importing it. */
export function fixturePackages(root = join(FIXTURE_DIR, 'packages')): SolidityPackage[] {
  return [
    {
      name: '@fixture/core',
      dir: join(root, 'core'),
      sourceDir: 'src',
      group: 'fx',
      routeBase: '/fx/reference/core',
      folders: { 'interfaces/external': 'interfaces' },
      files: { 'types/Amount.sol': { routes: ['types/amount', 'Amount'] } },
    },
    {
      name: '@fixture/periphery',
      dir: join(root, 'periphery'),
      sourceDir: 'src',
      group: 'fx',
      routeBase: '/fx/reference/periphery',
      files: {
        'CounterRouter.sol': { title: 'Counter Router', sidebarLabel: 'Router (abstract)', sidebarPosition: 3 },
      },
      artifacts: ['artifacts/contracts/Router.sol/Router.json'],
    },
  ];
}

export const FIXTURE_OPTIONS: ReferenceSolidityOptions = {
  packages: fixturePackages(),
  errorsIndex: { group: 'fx', route: '/fx/reference/errors/errors', title: 'Fixture errors' },
  categoryRoots: ['/fx/reference'],
  categories: { '/fx/reference/core': { label: 'Core', position: 1, collapsed: false } },
};

/** What the plugin's `loadContent` returned, with both lists present. */
export interface GeneratedContent {
  docs: SourceFile[];
  diagnostics: Diagnostic[];
}

const tempDirs: string[] = [];

/** A fresh, empty folder (cache or package copy); `removeTempDirs` deletes them all. */
export function tempCacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reference-solidity-'));
  tempDirs.push(dir);
  return dir;
}

/** Deletes the folders `tempCacheDir` made (call it in `afterAll`). */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Runs `use` with the cache in `cacheDir` as one build would, and waits for its writes. */
export async function withCache<T>(cacheDir: string, use: (cache: CacheEntries) => Promise<T> | T): Promise<T> {
  const cache = openBuildCache(cacheDir, 'unit-test');
  const result = await use(cache);
  await cache.flush();
  return result;
}

/** Runs `loadContent` of the plugin with `options`, a cache folder and what else the context says. */
export async function runPlugin(
  options: ReferenceSolidityOptions,
  cacheDir = tempCacheDir(),
  context: { otherDocsFolder?: boolean } = {},
): Promise<GeneratedContent> {
  const plugin = referenceSolidity(options);
  const content = await withCache(cacheDir, (cache) =>
    plugin.loadContent!({ config: {} as SiteConfig, rootDir: resolve(FIXTURE_DIR, '../../..'), cache, ...context }),
  );
  return { docs: content.docs ?? [], diagnostics: content.diagnostics ?? [] };
}

/** What a later run reads from the output cache: the same files, without their syntax trees (functions are not stored). */
export function asCached(content: GeneratedContent): GeneratedContent {
  return { ...content, docs: content.docs.map(({ takeTree: _takeTree, ...file }) => file) };
}

/** The contents of the generated file at `path` (throws when there is none, naming the files there are). */
export function fileAt(content: GeneratedContent, path: string): string {
  const file = content.docs.find((d) => d.path === path);
  if (!file) throw new Error(`no generated file ${path}; there are: ${content.docs.map((d) => d.path).join(', ')}`);
  return file.contents;
}
