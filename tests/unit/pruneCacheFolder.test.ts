// Cache folders keep what the build used and the newest few of the rest; everything else is deleted.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { MarkdownCache } from '../../generator/markdown/markdownCache.js';
import { pruneCacheFolder } from '../../generator/pruneCacheFolder.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-prune-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder with files written `age` seconds ago, oldest first in the list. */
function folderWith(name: string, files: Record<string, number>): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  const now = Date.now() / 1000;
  for (const [file, age] of Object.entries(files)) {
    writeFileSync(path.join(dir, file), '{}');
    utimesSync(path.join(dir, file), now - age, now - age);
  }
  return dir;
}

it('keeps the files in use and the newest of the others, and leaves files it does not match alone', async () => {
  const dir = folderWith('rule', { 'links-a.json': 50, 'links-b.json': 40, 'links-c.json': 30, 'links-d.json': 20, 'links-e.json': 10, 'frontmatter.json': 60 });
  await pruneCacheFolder(dir, { match: (name) => name.startsWith('links-'), inUse: new Set(['links-a.json']), keepNewest: 2 });
  expect(readdirSync(dir).sort()).toEqual(['frontmatter.json', 'links-a.json', 'links-d.json', 'links-e.json']);
});

it('does nothing for a missing folder', async () => {
  await expect(pruneCacheFolder(path.join(root, 'missing'), { keepNewest: 0 })).resolves.toBeUndefined();
});

it('keeps the markdown entries a build used, and as many of the newest others', async () => {
  const dir = folderWith('markdown', { 'old-1.json': 40, 'old-2.json': 30, 'previous.json': 20, 'used.json': 50 });
  const cache = new MarkdownCache<{ html: string }>(dir);
  expect(cache.get('used')).toEqual({});
  cache.set('new', { html: '<p>new</p>' });
  expect(cache.get('missing')).toBeUndefined();
  await cache.prune(0);
  // Used: "used" (read) and "new" (written); of the others, the two newest stay.
  expect(readdirSync(dir).sort()).toEqual(['new.json', 'old-2.json', 'previous.json', 'used.json']);
  // A floor above what the build used keeps more of the others.
  folderWith('markdown', { 'old-1.json': 40 });
  await cache.prune(3);
  expect(readdirSync(dir).sort()).toEqual(['new.json', 'old-1.json', 'old-2.json', 'previous.json', 'used.json']);
});
