// Hostile input cannot make a build write or publish anything outside the site: routes, images and static files.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { rootDir } from './buildFixture.js';
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

describe('images are published only from the docs folder, the static folder and the project', () => {
  // A real PNG (1×1), so that only its place decides.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const secret = 'secret.png';
  const climb = '../../../../../../../';
  it.each([
    ['a markdown image', 'page.md', `![secret](${climb}${secret})`],
    ['an <img> in raw HTML', 'page.md', `<img src="${climb}${secret}" alt="secret" />`],
    ['a require() source in MDX', 'page.mdx', `<img src={require('${climb}${secret}').default} alt="secret" />`],
  ])('refuses %s whose path climbs out, at its line', async (_what, name, line) => {
    const where = site({ [`../../../../../${secret}`]: png, [`docs/guide/${name}`]: `---\ntitle: Page\n---\n\n${line}\n` }, 'a/b/c/d/e');
    expect(path.resolve(where.docsDir, 'guide', climb, secret)).toBe(path.join(where.dir, secret));
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([{ file: `guide/${name}`, line: 5, message: expect.stringMatching(/^image outside the docs folder, the static folder and the project/) }]);
    expect(listEntries(where.dir).filter((e) => e.includes('out'))).toEqual([]);
  });

  it('refuses a site-absolute image that climbs out of the static folder', async () => {
    const where = site({ [secret]: png });
    const fromStatic = path.relative(path.join(rootDir, 'tests/fixtures/site-basic/static'), path.join(where.dir, secret));
    writeFileSync(path.join(where.docsDir, 'guide/page.md'), `---\ntitle: Page\n---\n\n![secret](/${fromStatic})\n`);
    const built = await buildTempSite(where);
    expect(errorsOf(built.diagnostics)).toEqual([{ file: 'guide/page.md', line: 5, message: expect.stringMatching(/^image outside/) }]);
  });
});
