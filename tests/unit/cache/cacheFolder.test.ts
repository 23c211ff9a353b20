// The cache folder: docsgen uses, and prunes, only a folder it made, and none in or around the sources or the output.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cacheFolder } from '../../../generator/cache/cacheFolder.js';
import { cacheStampName, hasCacheStamp } from '../../../generator/cache/cacheStamp.js';
import { pruneCacheFolders } from '../../../generator/cache/pruneCache.js';
import { listEntries } from '../../integration/tempDocs.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-cache-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const paths = { rootDir: root, sources: [path.join(root, 'site.config.ts'), path.join(root, 'docs')] };
const fingerprint = '0123456789abcdef';
const entry = `${'a'.repeat(40)}.json`;

/** Writes `files` (path → text; a path ending in / is a folder) under `dir`. */
function write(dir: string, files: string[]): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    if (file.endsWith('/')) mkdirSync(path.join(dir, file), { recursive: true });
    else writeFileSync(path.join(dir, file), 'mine');
  }
}

it('makes and stamps a new folder, and claims an empty one', async () => {
  const dir = path.join(root, 'new', 'cache');
  expect(await cacheFolder(dir, root).claim(paths)).toBeUndefined();
  expect(readdirSync(dir)).toEqual([cacheStampName]);
  mkdirSync(path.join(root, 'empty'));
  expect(await cacheFolder(path.join(root, 'empty'), root).claim(paths)).toBeUndefined();
  expect(hasCacheStamp(path.join(root, 'empty'))).toBe(true);
});

it.each([
  ['folders named like layouts', ['v1/notes.txt', 'v3/sub/']],
  ['folders named like generations', ['v2/a/', 'v2/b/', 'v2/c/', 'v2/d/']],
  ['pages under version folders', ['v3/overview.md', 'v4/overview.md']],
  ['a generation holding a file of its own', [`v2/${fingerprint}/markdown/${entry}`, `v2/${fingerprint}/notes.txt`]],
])('refuses a folder it did not make, holding %s, and writes nothing in it', async (_what, files) => {
  const dir = mkdtempSync(path.join(root, 'user-'));
  write(dir, files);
  const before = listEntries(dir);
  const problem = await cacheFolder(dir, root).claim(paths);
  expect(problem).toMatchObject({ severity: 'error', file: path.basename(dir) });
  expect(problem?.message).toMatch(/not empty and has no CACHEDIR\.TAG of docsgen's, so docsgen did not make it/);
  expect(problem?.hint).toMatch(/^Pass --cache-dir a new or empty folder/);
  expect(listEntries(dir)).toEqual(before);
});

it('takes a cache laid out as docsgen lays one out, made before it stamped its folders, and stamps it', async () => {
  const dir = path.join(root, 'unstamped');
  write(dir, [`v2/${fingerprint}/markdown/${entry}`, `v2/${fingerprint}/search/${entry}.12-0-3.tmp`, 'modules/']);
  expect(await cacheFolder(dir, root).claim(paths)).toBeUndefined();
  expect(hasCacheStamp(dir)).toBe(true);
});

it.each([
  ['the project', root, /holds the project/],
  ['the config file', path.join(root, 'site.config.ts'), /holds site\.config\.ts/],
  ['a folder inside the docs', path.join(root, 'docs', 'sdk'), /lies inside docs, which the site is built from/],
  ['a folder inside the output', path.join(root, 'build', 'cache'), /lies inside build, which each build replaces/],
  ['a folder holding the output', path.join(root, 'parent'), /holds parent\/build/],
])('refuses %s, and makes nothing', async (_what, dir, message) => {
  const outDir = dir === path.join(root, 'parent') ? path.join(dir, 'build') : path.join(root, 'build');
  const before = listEntries(root);
  const problem = await cacheFolder(dir, root).claim({ ...paths, outDir });
  expect(problem?.message).toMatch(message);
  expect(problem?.hint).toMatch(/^Pass --cache-dir a folder of its own/);
  expect(listEntries(root)).toEqual(before);
});

it('refuses a file, or a folder under a file, naming the cache folder', async () => {
  writeFileSync(path.join(root, 'a-file'), 'mine');
  expect(await cacheFolder(path.join(root, 'a-file'), root).claim(paths)).toMatchObject({
    file: 'a-file',
    message: 'a file of that name exists, so the cache folder cannot be made',
  });
  expect(await cacheFolder(path.join(root, 'a-file', 'x'), root).claim(paths)).toMatchObject({
    file: 'a-file/x',
    message: 'a-file is a file, so the cache folder cannot be made',
    hint: expect.stringMatching(/^Pass --cache-dir/),
  });
});

it('deletes the folder it made again when the config names a source it lies in', async () => {
  const folder = cacheFolder(path.join(root, 'static', 'made', 'cache'), root);
  mkdirSync(path.join(root, 'static'));
  expect(await folder.claim(paths)).toBeUndefined();
  const problem = await folder.check({ ...paths, sources: [...paths.sources, path.join(root, 'static')] });
  expect(problem?.message).toMatch(/lies inside static, which the site is built from/);
  expect(readdirSync(path.join(root, 'static'))).toEqual([]);
});

it('prunes nothing in a folder without its stamp, and in one with it only what is named as docsgen names it', async () => {
  const old = Date.now() / 1000 - 1000;
  const generations = ['1', '2', '3'].map((n) => n.padStart(16, '0'));
  const contents = ['v1/notes.txt', 'v2/a/', 'v2/b/', 'v2/c/', ...generations.map((g) => `v2/${g}/`)];
  const use = { format: 'v2', fingerprint, used: new Map([['markdown', new Set([entry])]]) };
  const [unstamped, stamped] = [path.join(root, 'prune-unstamped'), path.join(root, 'prune-stamped')];
  expect(await cacheFolder(stamped, root).claim(paths)).toBeUndefined();
  for (const dir of [unstamped, stamped]) {
    write(dir, contents);
    generations.forEach((g, i) => utimesSync(path.join(dir, 'v2', g), old + i, old + i));
  }
  const before = listEntries(unstamped);
  for (const dir of [unstamped, stamped]) await pruneCacheFolders(dir, use);
  expect(listEntries(unstamped)).toEqual(before);
  expect(existsSync(path.join(stamped, 'v1'))).toBe(false);
  // The two newest generations stay; folders not named as generations are not docsgen's to delete.
  expect(readdirSync(path.join(stamped, 'v2')).sort()).toEqual([generations[1], generations[2], 'a', 'b', 'c']);
});
