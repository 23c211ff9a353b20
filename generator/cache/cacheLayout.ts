// The names docsgen gives what it writes in a cache folder: `v<n>/<fingerprint>/<namespace>/<hash>.json` for the
// entries, `modules/` for the config as it is imported. Pruning deletes nothing named otherwise, and a folder laid out
// like this and holding nothing else is a cache docsgen made before it stamped its cache folders.
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';

/** A layout version's folder (`cacheFormat`). */
export const formatName = /^v\d+$/;
/** A generation's folder: a run's fingerprint. */
export const generationName = /^[0-9a-f]{16}$/;
/** A namespace's folder. */
const namespaceName = /^[a-z0-9][a-z0-9-]*$/;
/** An entry's file, or the temporary file of a write of it that did not end. */
export const entryName = /^[0-9a-f]{40}\.json(?:\.\d+-\d+-\d+\.tmp)?$/;
/** The folder the config is imported from, and the names of its files. */
const modulesFolder = 'modules';
const moduleName = /^[0-9a-f]{12}-\d+-\d+\.mjs$/;

/** A folder's expected contents: folders named `folders`, each holding `inner`, or else files named `files`. */
interface Level {
  folders?: RegExp;
  inner?: Level;
  files?: RegExp;
}

const entries: Level = { files: entryName };
const layout: Level = {
  folders: formatName,
  inner: { folders: generationName, inner: { folders: namespaceName, inner: entries } },
};

/**
 * True when everything in `dir` is where docsgen puts it and named as it names it (a folder of pages named `v3`, or
 * a `v2` holding anything but fingerprints, is not): the whole tree is looked at, once per unstamped folder.
 */
export function hasCacheLayout(dir: string): boolean {
  const top = listed(dir);
  return (
    top !== undefined &&
    top.every((entry) =>
      entry.name === modulesFolder
        ? entry.isDirectory() && matches(path.join(dir, entry.name), { files: moduleName })
        : matchesEntry(dir, entry, layout),
    )
  );
}

/** True when every entry of `dir` is as `level` expects. */
function matches(dir: string, level: Level): boolean {
  const found = listed(dir);
  return found !== undefined && found.every((entry) => matchesEntry(dir, entry, level));
}

function matchesEntry(dir: string, entry: Dirent, level: Level): boolean {
  if (entry.isFile()) return level.files?.test(entry.name) ?? false;
  if (!entry.isDirectory() || !level.folders?.test(entry.name) || !level.inner) return false;
  return matches(path.join(dir, entry.name), level.inner);
}

function listed(dir: string): Dirent[] | undefined {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return undefined;
  }
}
