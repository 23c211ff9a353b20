// Hostile input cannot make a build write or publish anything outside the site: routes, images and static files.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTempSite, errorsOf, listEntries, writeTempSite } from './tempDocs.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function site(files: Parameters<typeof writeTempSite>[0], under?: string) {
  const written = writeTempSite(files, under);
  made.push(written.dir);
  return written;
}

describe('routes stay inside the site', () => {
  it.each([
    ['a relative slug', 'slug: ../../../../x', 3],
    ['an absolute slug', 'slug: /../../escape', 3],
    ['an id', 'id: ..', 3],
  ])('refuses %s with ".." segments at its frontmatter line, and writes nothing outside', async (_what, key, line) => {
    const where = site({ 'docs/guide/evil.md': `---\ntitle: Evil\n${key}\n---\n\nText.\n` }, 'a/b/c/d/e');
    const before = listEntries(where.dir);
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([{ file: 'guide/evil.md', line, message: expect.stringMatching(/"\.\." segment.*outside the site folder/) }]);
    expect(listEntries(where.dir)).toEqual(before);
  });
});
