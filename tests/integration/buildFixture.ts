// Test helper: builds a site in-process into a fresh temp folder, and reads back what was written.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildSite, createSiteBuilder, type BuildOptions, type BuildResult } from '../../generator/index.js';
import type { SiteModel } from '../../generator/types.js';
import { isWithin } from '../../generator/isWithin.js';
import { normalizeRoute } from '../../generator/check/findBrokenLinks.js';
import { silentReporter } from '../../generator/task.js';
import type { SidebarItem } from '../../generator/types.js';

/** The project root: config and docs paths are relative to it, and so are the files diagnostics name. */
export const rootDir = path.resolve(import.meta.dirname, '../..');
export const fixturesDir = path.join(rootDir, 'tests/fixtures');
/** The fixture config shared by the small sites (sidebar `guide`, main doc `guide/intro`, broken links fail). */
export const basicConfig = path.join(fixturesDir, 'site-basic/site.config.ts');

/**
 * The cache of fixture builds, kept between runs: every site gets the built-in reference pages (Solidity and SDK,
 * about 300), and parsing and rendering those again for each fixture would make the suite slow. Cache keys cover the
 * content and the code that renders it.
 */
const sharedCacheDir = path.join(os.tmpdir(), 'docsgen-test-cache');

/**
 * The cache folder of builds with `configFile`. A cache stores its entries under a fingerprint of the code and the
 * config, and a build deletes all but a few fingerprints besides its own: one folder per config (and clone of
 * docsgen, whose path the config's holds) under `sharedDir`, so that builds with other configs, or from another clone,
 * do not delete each other's entries. A config written into a temp folder is new on every run: its cache goes there.
 */
export function fixtureCacheDir(configFile: string, sharedDir = sharedCacheDir): string {
  const config = path.resolve(rootDir, configFile);
  if (!isWithin(config, rootDir)) return path.join(path.dirname(config), '.docsgen-cache');
  return path.join(sharedDir, createHash('sha1').update(config).digest('hex').slice(0, 16));
}

/** Where a fixture build writes: `out/` in a fresh temp folder, and the shared cache. */
export function tempSite(): { dir: string; outDir: string; cacheDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-fixture-'));
  return { dir, outDir: path.join(dir, 'out'), cacheDir: sharedCacheDir };
}

/** Build options for a config and docs folder (both relative to the project root). */
function optionsFor(
  configFile: string,
  docsDir: string | undefined,
  where: { outDir: string; cacheDir: string },
): BuildOptions {
  return {
    rootDir,
    configFile: path.resolve(rootDir, configFile),
    docsDir: docsDir ? path.resolve(rootDir, docsDir) : undefined,
    outDir: where.outDir,
    cacheDir: fixtureCacheDir(configFile, where.cacheDir),
    mode: 'build',
    reporter: silentReporter,
  };
}

/** Builds and returns the result with the folder it wrote to. */
export async function buildFixture(
  configFile: string,
  docsDir: string | undefined,
  where: { outDir: string; cacheDir: string },
): Promise<BuildResult & { outDir: string; cacheDir: string }> {
  const result = await buildSite(optionsFor(configFile, docsDir, where));
  return { ...result, outDir: where.outDir, cacheDir: where.cacheDir };
}

/** The model of a site (pages, routes, sidebars) without writing anything. */
export async function loadFixtureModel(
  configFile: string,
  docsDir: string | undefined,
  where: { outDir: string; cacheDir: string },
) {
  return createSiteBuilder(optionsFor(configFile, docsDir, where)).loadModel();
}

/**
 * A fixture built once for a test file, and its model loaded again from the same cache (the second pass reads the
 * markdown cache); the temp folder is deleted after the file's tests. Read the fields inside tests.
 */
export function builtFixture(
  configFile: string,
  docsDir: string | undefined,
): { build: BuildResult & { outDir: string }; model: SiteModel | undefined; page: (route: string) => string } {
  const where = tempSite();
  const state = {
    build: undefined as unknown as BuildResult & { outDir: string },
    model: undefined as SiteModel | undefined,
    page: (route: string) =>
      readFileSync(path.join(where.outDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8'),
  };
  beforeAll(async () => {
    state.build = await buildFixture(configFile, docsDir, where);
    state.model = (await loadFixtureModel(configFile, docsDir, where)).model;
  });
  afterAll(() => rmSync(where.dir, { recursive: true, force: true }));
  return state;
}

/** A page's article body: the layout around it is not what content tests are about. */
export function articleBody(html: string): string {
  return html.slice(html.indexOf('<div class="markdown">'), html.lastIndexOf('</article>'));
}

/** Every file under `dir` (POSIX, relative), sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Every file under `dir` with its bytes as text, to show a folder was left untouched. */
export function snapshotDir(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(path.join(dir, f), 'latin1')]));
}

/** The routes of the HTML pages in a build folder, leaving out 404.html and the given redirect sources. */
export function htmlRoutes(dir: string, redirectSources: string[] = []): string[] {
  return listFiles(dir)
    .filter((f) => f.endsWith('.html') && f !== '404.html')
    .map((f) => normalizeRoute(`/${f}`))
    .filter((route) => !redirectSources.includes(route))
    .sort();
}

/** A sidebar as labels: links by label, categories as `{category, collapsed, items}`. */
export type SidebarShape = Array<string | { category: string; collapsed: boolean; items: SidebarShape }>;

/** Reduces sidebar items to their labels and structure, as written in `expected/sidebars.json`. */
export function sidebarShape(items: SidebarItem[]): SidebarShape {
  return items
    .filter((item) => item.type !== 'html')
    .map((item) =>
      item.type !== 'category'
        ? item.label
        : { category: item.label, collapsed: item.collapsed, items: sidebarShape(item.items) },
    );
}

/** Reads a JSON file of a fixture's `expected/` folder. */
export function expected<T>(fixture: string, file: string): T {
  return JSON.parse(readFileSync(path.join(fixturesDir, fixture, 'expected', file), 'utf8')) as T;
}
