import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownCache } from '../../../generator/markdown/markdownCache.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'docsgen-mdcache-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Deletes the disk copies, so only what the cache holds in memory can still be found. */
const clearDisk = (dir: string) => {
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name));
};

describe('MarkdownCache', () => {
  it('keeps values in memory and on disk', async () => {
    const dir = freshDir();
    const cache = new MarkdownCache<{ html: string }>(dir);
    cache.set('a', { html: '<p>a</p>' });
    // In memory at once; on disk once the background write is done.
    expect(cache.get('a')).toEqual({ html: '<p>a</p>' });
    await cache.flush();
    expect(new MarkdownCache<{ html: string }>(dir).get('a')).toEqual({ html: '<p>a</p>' });
    clearDisk(dir);
    expect(cache.get('a')).toEqual({ html: '<p>a</p>' });
  });

  it('counts the entries on disk, whoever wrote them', async () => {
    const dir = freshDir();
    const cache = new MarkdownCache<{ html: string }>(dir);
    expect(cache.storedCount()).toBe(0);
    for (const key of ['a', 'b', 'c']) cache.set(key, { html: key });
    await cache.flush();
    expect(new MarkdownCache<{ html: string }>(dir).storedCount()).toBe(3);
  });

  it('keeps a value in memory when its file cannot be written, and reads a half-written file as a miss', async () => {
    const dir = freshDir();
    const cache = new MarkdownCache<{ html: string }>(dir);
    rmSync(dir, { recursive: true });
    cache.set('a', { html: '<p>a</p>' });
    await cache.flush();
    expect(cache.get('a')).toEqual({ html: '<p>a</p>' });
    const again = freshDir();
    writeFileSync(path.join(again, 'b.json'), '{"html":"<p');
    expect(new MarkdownCache<{ html: string }>(again).get('b')).toBeUndefined();
  });
});
