// One fingerprint of everything that runs a build: docsgen's compiled runtime, the project's lockfile, the config's
// code and the Node version. Every cache entry is stored under it, so a change to any of them reaches the next build.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledRuntimeDir, docsgenRoot } from '../paths.js';
import { openBuildCache, type BuildCache, type BuildCacheOptions } from './buildCache.js';

/** The fingerprint of a run of the pipeline in `rootDir` with the config whose bundled code hashes to `configHash`. */
export async function runFingerprint(rootDir: string, configHash: string): Promise<string> {
  const [runtime, lockfile] = await Promise.all([
    runtimeHash(),
    readFile(path.join(rootDir, 'package-lock.json')).catch(() => 'no lockfile'),
  ]);
  return createHash('sha1')
    .update(runtime)
    .update('\0')
    .update(lockfile)
    .update('\0')
    .update(configHash)
    .update('\0')
    .update(process.version)
    .digest('hex')
    .slice(0, 16);
}

let fromSource: Promise<string> | undefined;

/**
 * The hash bin/runtime.js names the compiled runtime by (it covers every source file of docsgen): read from the
 * runtime's folder name, or computed by bin/runtime.js itself when docsgen runs from its sources (tests, scripts).
 */
function runtimeHash(): Promise<string> {
  if (compiledRuntimeDir) return Promise.resolve(path.basename(compiledRuntimeDir));
  const runtime = pathToFileURL(path.join(docsgenRoot, 'bin/runtime.js')).href;
  fromSource ??= (import(runtime) as Promise<{ sourceHash(): string }>).then((module) => module.sourceHash());
  return fromSource;
}

/** The cache folder of a project, unless the build options name another. */
export function defaultCacheDir(rootDir: string): string {
  return path.join(rootDir, '.docsgen-cache');
}

/** The cache of a run in `rootDir` with the config whose code hashes to `configHash` (none: memory only). */
export async function openRunCache(
  cacheDir: string | undefined,
  rootDir: string,
  configHash: string,
  options?: BuildCacheOptions,
): Promise<BuildCache> {
  return openBuildCache(cacheDir, await runFingerprint(rootDir, configHash), options);
}
