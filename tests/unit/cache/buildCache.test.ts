// The cache folder: entries by namespace and content key under one fingerprint, and what pruning keeps.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cacheFormat, openBuildCache } from '../../../generator/cache/buildCache.js';
import { runFingerprint } from '../../../generator/cache/runFingerprint.js';
import { cacheFolder } from '../../../generator/cache/cacheFolder.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const freshDir = (name: string) => path.join(root, name);
const entriesOf = (dir: string, fingerprint: string, namespace: string) =>
  readdirSync(path.join(dir, cacheFormat, fingerprint, namespace)).sort();
/** A cache folder as a build claims it: only a folder docsgen stamped is pruned. */
const claimedDir = async (name: string) => {
  const dir = freshDir(name);
  await cacheFolder(dir, root).claim({ rootDir: root, sources: [] });
  return dir;
};
/** A fingerprint and entry file names as docsgen makes them, the only names pruning deletes. */
const fingerprintOf = (name: string) => Buffer.from(name).toString('hex').padEnd(16, '0').slice(0, 16);
const entryFile = (n: number) => `${String(n).padStart(40, '0')}.json`;

it('finds an entry again in memory and, after a restart, on disk; under another fingerprint it is a miss', async () => {
  const dir = freshDir('entries');
  const cache = openBuildCache(dir, 'code-a');
  expect(cache.get('markdown', 'page')).toBeUndefined();
  cache.put('markdown', 'page', { html: '<p>a</p>' });
  expect(cache.get('markdown', 'page')).toEqual({ html: '<p>a</p>' });
  await cache.flush();
  expect(openBuildCache(dir, 'code-a').get('markdown', 'page')).toEqual({ html: '<p>a</p>' });
  expect(await openBuildCache(dir, 'code-a').load('markdown', 'page')).toEqual({ html: '<p>a</p>' });
  expect(openBuildCache(dir, 'code-a').get('search', 'page')).toBeUndefined();
  expect(openBuildCache(dir, 'code-b').get('markdown', 'page')).toBeUndefined();
  expect(openBuildCache(dir, 'code-a').count('markdown')).toBe(1);
});

it('lets a producer wait for its writes to catch up: after settle(n), at most n entries are unwritten', async () => {
  const dir = freshDir('settle');
  const cache = openBuildCache(dir, 'code', { transient: ['markdown'] });
  for (let i = 0; i < 12; i++) cache.put('markdown', `page-${i}`, { html: `<p>${i}</p>` });
  await cache.settle(3);
  const written = entriesOf(dir, 'code', 'markdown').filter((name) => name.endsWith('.json'));
  expect(written.length).toBeGreaterThanOrEqual(9);
  await cache.settle(0);
  expect(entriesOf(dir, 'code', 'markdown').filter((name) => name.endsWith('.json'))).toHaveLength(12);
});

it('reads a half-written entry as a miss, and keeps entries in memory when the folder cannot be written', async () => {
  const dir = freshDir('broken');
  const cache = openBuildCache(dir, 'code');
  cache.put('markdown', 'page', { html: 'x' });
  await cache.flush();
  const [file] = entriesOf(dir, 'code', 'markdown');
  writeFileSync(path.join(dir, cacheFormat, 'code', 'markdown', file!), '{"html":"<p');
  expect(openBuildCache(dir, 'code').get('markdown', 'page')).toBeUndefined();
  writeFileSync(freshDir('a-file'), '');
  const unwritable = openBuildCache(path.join(freshDir('a-file'), 'cache'), 'code');
  unwritable.put('markdown', 'page', { html: 'kept' });
  await unwritable.flush();
  expect(unwritable.get('markdown', 'page')).toEqual({ html: 'kept' });
});

it('refuses a namespace that is not a plain folder name', () => {
  expect(() => openBuildCache(freshDir('names'), 'code').put('../escape', 'k', 1)).toThrow(/namespace/);
});

it('deletes other layouts and all but the newest generations, and keeps what the run used', async () => {
  const dir = await claimedDir('generations');
  const now = Date.now() / 1000;
  for (const [name, age] of [
    ['old-1', 400],
    ['old-2', 300],
    ['old-3', 200],
  ] as const) {
    mkdirSync(path.join(dir, cacheFormat, fingerprintOf(name)), { recursive: true });
    utimesSync(path.join(dir, cacheFormat, fingerprintOf(name)), now - age, now - age);
  }
  mkdirSync(path.join(dir, 'v1', 'older-layout'), { recursive: true });
  mkdirSync(path.join(dir, 'not-ours'), { recursive: true });
  const current = fingerprintOf('current');
  const cache = openBuildCache(dir, current);
  cache.put('markdown', 'page', {});
  await cache.prune();
  expect(readdirSync(dir).sort()).toEqual(['CACHEDIR.TAG', 'not-ours', cacheFormat].sort());
  expect(readdirSync(path.join(dir, cacheFormat)).sort()).toEqual(
    [current, fingerprintOf('old-2'), fingerprintOf('old-3')].sort(),
  );
  expect(entriesOf(dir, current, 'markdown')).toHaveLength(1);
});

it('keeps unused entries of a namespace within the size limit, newest first', async () => {
  const dir = await claimedDir('size');
  const namespaceDir = path.join(dir, cacheFormat, 'code', 'search');
  mkdirSync(namespaceDir, { recursive: true });
  const now = Date.now() / 1000;
  const unused = [1, 2, 3].map(entryFile);
  unused.forEach((name, i) => {
    writeFileSync(path.join(namespaceDir, name), Buffer.alloc(30 * 1024 * 1024));
    utimesSync(path.join(namespaceDir, name), now - 100 + i, now - 100 + i);
  });
  const cache = openBuildCache(dir, 'code');
  cache.put('search', 'current', 'small');
  await cache.prune();
  // 64 MB of unused entries stay: the two newest of 30 MB each; the entry in use stays whatever its size.
  const kept = entriesOf(dir, 'code', 'search');
  expect(kept).toHaveLength(3);
  expect(kept).toEqual(expect.arrayContaining([entryFile(2), entryFile(3)]));
});

it('fingerprints the config code and the Node version together with the runtime', async () => {
  const a = await runFingerprint(root, 'config-a');
  expect(await runFingerprint(root, 'config-a')).toBe(a);
  expect(await runFingerprint(root, 'config-b')).not.toBe(a);
  expect(a).toMatch(/^[0-9a-f]{16}$/);
});

it('holds an entry of a transient namespace in memory only until its file is written, and reads a hit from disk each time', async () => {
  const dir = freshDir('transient');
  const cache = openBuildCache(dir, 'code', { transient: ['markdown'] });
  cache.put('markdown', 'a', { html: '<p>a</p>' });
  cache.put('search', 'a', { index: 1 });
  // Until written, the memory answers (a page rendered a moment ago is read before its file exists).
  expect(cache.get('markdown', 'a')).toEqual({ html: '<p>a</p>' });
  await cache.flush();
  const [file] = entriesOf(dir, 'code', 'markdown');
  writeFileSync(path.join(dir, cacheFormat, 'code', 'markdown', file!), JSON.stringify({ html: '<p>b</p>' }));
  expect(cache.get('markdown', 'a')).toEqual({ html: '<p>b</p>' });
  rmSync(path.join(dir, cacheFormat, 'code', 'markdown'), { recursive: true });
  expect(cache.get('markdown', 'a')).toBeUndefined();
  // Other namespaces keep theirs.
  rmSync(path.join(dir, cacheFormat, 'code', 'search'), { recursive: true });
  expect(cache.get('search', 'a')).toEqual({ index: 1 });
});

it('writes the last value of an entry put many times in a row, and leaves no temporary file', async () => {
  const dir = freshDir('same-key');
  const cache = openBuildCache(dir, 'code');
  // Values of different lengths: a write interleaved with another would leave a file that does not parse.
  const values = Array.from({ length: 40 }, (_, i) => ({ save: i, text: 'x'.repeat((i * 7919) % 4000) }));
  for (const value of values) cache.put('frontmatter', 'files', value);
  await cache.flush();
  expect(openBuildCache(dir, 'code').get('frontmatter', 'files')).toEqual(values.at(-1));
  expect(entriesOf(dir, 'code', 'frontmatter')).toHaveLength(1);
});

it('keeps the last value when two caches on one folder write the same entry at once', async () => {
  const dir = freshDir('two-runs');
  const [first, second] = [openBuildCache(dir, 'code'), openBuildCache(dir, 'code')];
  for (let i = 0; i < 20; i++)
    [first, second][i % 2]!.put('frontmatter', 'files', { save: i, text: 'y'.repeat(i * 301) });
  await Promise.all([first.flush(), second.flush()]);
  const stored = openBuildCache(dir, 'code').get<{ save: number }>('frontmatter', 'files');
  // Each cache writes its own last value whole; either may land last.
  expect([18, 19]).toContain(stored?.save);
  expect(entriesOf(dir, 'code', 'frontmatter')).toHaveLength(1);
});

it("stores an entry at once for another thread's cache, which takes it over and holds what it is given", () => {
  const dir = freshDir('stored');
  const worker = openBuildCache(dir, 'code');
  expect(worker.putNow('markdown-body', 'page', { html: '<p>body</p>' })).toBe(true);
  expect(worker.putNow('markdown', 'page', { title: 'Page' })).toBe(true);
  expect(entriesOf(dir, 'code', 'markdown-body').filter((name) => name.endsWith('.tmp'))).toEqual([]);
  const main = openBuildCache(dir, 'code');
  main.stored('markdown-body', 'page');
  main.stored('markdown', 'page', { title: 'Page' });
  expect(main.get('markdown-body', 'page')).toEqual({ html: '<p>body</p>' });
  // The value given is held: the file is not read again.
  rmSync(path.join(dir, cacheFormat, 'code', 'markdown'), { recursive: true });
  expect(main.get('markdown', 'page')).toEqual({ title: 'Page' });
  // Nowhere to store it: the caller keeps the entry.
  expect(openBuildCache(undefined, 'code').putNow('markdown', 'page', {})).toBe(false);
  writeFileSync(freshDir('not-a-folder'), '');
  expect(openBuildCache(path.join(freshDir('not-a-folder'), 'cache'), 'code').putNow('markdown', 'page', {})).toBe(
    false,
  );
});

it('keeps through pruning an entry another thread stored and this run took over, and only that one', async () => {
  const dir = await claimedDir('stored-prune');
  const namespaceDir = path.join(dir, cacheFormat, 'code', 'markdown-body');
  const worker = openBuildCache(dir, 'code');
  worker.putNow('markdown-body', 'taken-over', { html: 'a' });
  worker.putNow('markdown-body', 'not-taken-over', { html: 'b' });
  const old = Date.now() / 1000 - 1000;
  for (const name of readdirSync(namespaceDir)) utimesSync(path.join(namespaceDir, name), old, old);
  // Newer unused entries beyond the size limit: the old ones go unless in use.
  for (const name of [entryFile(1), entryFile(2)])
    writeFileSync(path.join(namespaceDir, name), Buffer.alloc(33 * 1024 * 1024));
  const main = openBuildCache(dir, 'code');
  main.stored('markdown-body', 'taken-over');
  await main.prune();
  expect(main.get('markdown-body', 'taken-over')).toEqual({ html: 'a' });
  expect(openBuildCache(dir, 'code').get('markdown-body', 'not-taken-over')).toBeUndefined();
});
