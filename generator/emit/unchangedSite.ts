// Whether the output folder already holds the site a build would write: every file the previous build wrote from the
// same inputs and untouched since, none added or removed, nothing else in the folder. A build of an unchanged site
// then writes nothing: staging a copy of the site costs a folder made and deleted per page, the slowest calls a warm
// build makes.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OutputMemo } from '../cache/outputMemo.js';
import { buildStampName } from './buildStamp.js';

/** The key of a copied file: the file it is copied from, with its size and time. */
export function copyKeyOf(from: string): string {
  const stats = statSync(from, { throwIfNoEntry: false });
  return `copy\0${from}\0${stats?.size ?? -1}\0${stats?.mtimeMs ?? -1}`;
}

/** True when `outDir` holds exactly the files of `planned` (path → key of its inputs), each as the memo recorded it. */
export function isUnchangedSite(outDir: string, planned: ReadonlyMap<string, string>, memo: OutputMemo): boolean {
  if (planned.size !== memo.recordedCount()) return false;
  for (const [file, key] of planned) if (memo.previous(file, key) === undefined) return false;
  return holdsOnly(outDir, new Set([...planned.keys(), buildStampName]));
}

/** True when the files under `dir` are `files` (relative, POSIX), in no other folders than theirs. */
function holdsOnly(dir: string, files: ReadonlySet<string>): boolean {
  const folders = new Set<string>();
  for (const file of files)
    for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder))
      folders.add(folder);
  let found = 0;
  const root = path.resolve(dir);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    // Entries are listed under `root`, so their paths start with it: cut rather than made relative, once per file.
    const folder = entry.parentPath
      .slice(root.length + 1)
      .split(path.sep)
      .join('/');
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isFile() && files.has(relative)) found++;
    else if (!entry.isDirectory() || !folders.has(relative)) return false;
  }
  return found === files.size;
}
