// Test helper: writes a small docs folder (and files around it) into a temp folder, for builds of hostile input.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../generator/types.js';
import { basicConfig, buildFixture, tempSite } from './buildFixture.js';

/** Files by path relative to the temp folder; `docs/` holds the pages. */
export type TempFiles = Record<string, string | Uint8Array>;

/** The guide pages every temp site has, so the fixture config's sidebar and main doc exist. */
const baseFiles: TempFiles = { 'docs/guide/intro.md': '---\ntitle: Introduction\n---\n\nThe main doc.\n' };

/**
 * Writes `files` (over the base pages) into a fresh temp folder, in `site` (`under` folders deep, so that whatever
 * climbs out of it still lands in the temp folder, `dir`, where a test can see it).
 */
export function writeTempSite(
  files: TempFiles,
  under = '.',
): { dir: string; site: string; docsDir: string; outDir: string; cacheDir: string } {
  const { dir, cacheDir } = tempSite();
  const site = path.join(dir, under);
  for (const [file, contents] of Object.entries({ ...baseFiles, ...files })) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), contents);
  }
  return { dir, site, cacheDir, docsDir: path.join(site, 'docs'), outDir: path.join(site, 'out') };
}

/** Builds the docs of a temp site with the basic fixture config (or `configFile`), into its `out/`. */
export async function buildTempSite(
  site: { docsDir: string; outDir: string; cacheDir: string },
  configFile = basicConfig,
) {
  return buildFixture(configFile, site.docsDir, site);
}

/** Every entry under `dir`, to show nothing was added outside the output folder. */
export function listEntries(dir: string): string[] {
  return readdirSync(dir, { recursive: true }).map(String).sort();
}

/** The errors among `diagnostics`, reduced to what tests compare. */
export function errorsOf(
  diagnostics: Diagnostic[],
): Array<{ file: string | undefined; line: number | undefined; message: string }> {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ file: d.file?.split('/').slice(-2).join('/'), line: d.line, message: d.message }));
}
