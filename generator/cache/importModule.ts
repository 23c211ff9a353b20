// Imports code made in memory (the bundled config) as an ES module: written for the moment into the cache folder.
import { createHash } from 'node:crypto';
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';

/**
 * Imports `code`, whose imports must all be absolute (the folder it is written to says nothing about where they
 * are). The file is named per process and thread, as a build and the dev server, or a build's render threads, may load
 * the same code at the same time, and deleted once imported.
 */
export async function importModuleCode(cacheDir: string, code: string): Promise<unknown> {
  const dir = path.join(cacheDir, 'modules');
  const file = path.join(
    dir,
    `${createHash('sha1').update(code).digest('hex').slice(0, 12)}-${process.pid}-${threadId}.mjs`,
  );
  await mkdir(dir, { recursive: true });
  await writeFile(file, code);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Deletes the folder importModuleCode imports from, and then `cacheDir`, each only if empty: for a command that loads
 * the config where there was no cache folder, and leaves none behind.
 */
export async function removeEmptyModulesFolder(cacheDir: string): Promise<void> {
  for (const dir of [path.join(cacheDir, 'modules'), cacheDir]) await rmdir(dir).catch(() => undefined);
}
