// `docsgen check-links`: checks every internal link and #anchor of a built site.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkBuildFolder } from '../generator/check/checkBuildFolder.js';
import { loadConfig } from '../generator/config/loadConfig.js';
import { defaultCacheDir, openRunCache } from '../generator/cache/runFingerprint.js';
import { buildStampName, hasBuildStamp } from '../generator/emit/buildStamp.js';
import { removeEmptyModulesFolder } from '../generator/cache/importModule.js';
import { readLinkManifest } from '../generator/emit/linkManifest.js';
import { printDiagnostics } from './printDiagnostics.js';
import type { Diagnostic } from '../generator/types.js';

/** The config file read when --config names none. */
const defaultConfig = 'site.config.ts';

/** Options of `docsgen check-links`. */
export interface CheckLinksOptions {
  dir: string;
  /** The config file; without one, site.config.ts if there is one. */
  config?: string;
  strict: boolean;
}

/** Checks the build folder; returns the exit code (1 when errors, or warnings under --strict). */
export async function checkLinksCommand(options: CheckLinksOptions): Promise<number> {
  const rootDir = process.cwd();
  const dir = path.resolve(rootDir, options.dir);
  const notBuilt = notBuiltProblem(dir);
  if (notBuilt) {
    process.stderr.write(
      `error ${options.dir}: no built site here: ${notBuilt}\n  hint: Run \`docsgen build\` first, or pass --dir the folder it built.\n`,
    );
    return 1;
  }
  const cacheDir = defaultCacheDir(rootDir);
  const cached = existsSync(cacheDir);
  const configFile = path.resolve(rootDir, options.config ?? defaultConfig);
  // Without a config the check applies the default link policies; a config that is there, or named, must load.
  const loaded = options.config || existsSync(configFile) ? await loadConfig(configFile, rootDir, cacheDir) : undefined;
  // Without a cache folder there is no manifest to read, and the config's import leaves none behind.
  if (!cached) await removeEmptyModulesFolder(cacheDir);
  if (loaded && !loaded.config) return report(loaded.diagnostics, options.strict);
  const policies = loaded?.config ?? { onBrokenLinks: 'warn' as const, onBrokenMarkdownLinks: 'ignore' as const };
  // The manifest is found under the fingerprint of the build that wrote it: the same code and config.
  const manifest =
    cached && loaded?.config
      ? await readLinkManifest(await openRunCache(cacheDir, rootDir, loaded.codeHash ?? ''), dir)
      : undefined;
  const found = await checkBuildFolder(dir, policies, manifest);
  return report(options.strict ? found.map((d) => ({ ...d, severity: 'error' as const })) : found, options.strict);
}

/** Prints the diagnostics and their counts; returns the exit code (1 when there are errors). */
function report(diagnostics: Diagnostic[], strict: boolean): number {
  const { errors, warnings } = printDiagnostics(diagnostics);
  process.stderr.write(
    `check-links: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${strict ? ' (--strict)' : ''}\n`,
  );
  return errors > 0 ? 1 : 0;
}

/**
 * Why `dir` is not a folder docsgen built, or undefined when it is. Only the build stamp counts: the check reads every
 * file under the folder, which must not be the file system or someone's home.
 */
function notBuiltProblem(dir: string): string | undefined {
  if (!existsSync(dir)) return 'the folder does not exist';
  if (!statSync(dir).isDirectory()) return 'it is a file, not a folder';
  if (!hasBuildStamp(dir)) return `it has no ${buildStampName} file, so docsgen did not build it`;
  return undefined;
}
