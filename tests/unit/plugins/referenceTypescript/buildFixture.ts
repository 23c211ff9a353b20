// Builds the reference of the fixture packages in tests/fixtures/reference-typescript for the tests of this folder.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { PluginContext, SourceFile } from '../../../../generator/types.js';
import type { ReferencePackageOptions } from '../../../../generator/plugins/referenceTypescript/index.js';
import { cacheFormat, openBuildCache, type BuildCache } from '../../../../generator/cache/buildCache.js';

/** The fixture folder. */
export const fixtureDir = fileURLToPath(new URL('../../../fixtures/reference-typescript/', import.meta.url));

/** The project root (for the real packages in node_modules). */
export const projectRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A fixture package at a made-up reference route. */
export function fixturePackage(
  name: 'demo-core' | 'demo-v3' | 'demo-broken',
  routeBase: string,
): ReferencePackageOptions {
  return { name, routeBase, dir: path.join(fixtureDir, 'packages', name) };
}

/** The two well-formed fixture packages, linked to each other like sdk-core and v3-sdk. */
export const demoPackages: ReferencePackageOptions[] = [
  fixturePackage('demo-core', '/sdk/demo-core/reference'),
  fixturePackage('demo-v3', '/sdk/demo-v3/reference'),
];

const temporaryDirs: string[] = [];
// Registered in the root suite of each test file that imports this module.
afterAll(() => {
  for (const dir of temporaryDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder in the system's temp folder, deleted when the test file is done. */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
}

/** A plugin context with a fresh, empty cache folder (`cacheDir`). */
export function freshContext(rootDir = projectRoot): PluginContext & { cache: BuildCache; cacheDir: string } {
  const cacheDir = temporaryDir('docsgen-reference-typescript-');
  return {
    rootDir,
    cacheDir,
    cache: openBuildCache(cacheDir, 'unit-test'),
    config: { docs: { routeBasePath: '/' } },
  } as PluginContext & { cache: BuildCache; cacheDir: string };
}

/** The entry files of the plugin in the cache folder of `ctx`, once its writes are done. */
export async function cacheFiles(ctx: { cache: BuildCache; cacheDir: string }): Promise<string[]> {
  await ctx.cache.flush();
  const dir = path.join(ctx.cacheDir, cacheFormat, 'unit-test', 'reference-typescript');
  return readdirSync(dir).map((name) => path.join(dir, name));
}

/** The generated file at a docs path, or a failure that lists what was generated. */
export function fileAt(docs: SourceFile[], docsPath: string): string {
  const file = docs.find((d) => d.path === docsPath);
  if (!file) throw new Error(`no generated file ${docsPath}; generated: ${docs.map((d) => d.path).join(', ')}`);
  return file.contents;
}

/** The frontmatter block of a page as key → raw value lines. */
export function frontmatterOf(page: string): string {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(page);
  if (!match?.[1]) throw new Error('page has no frontmatter');
  return match[1];
}

/** The markdown under a `### name {#id}` heading, up to the next heading of level 2 or 3. */
export function memberBlock(page: string, heading: string): string {
  const start = page.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}" in page`);
  const rest = page.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return end < 0 ? rest : rest.slice(0, end);
}
