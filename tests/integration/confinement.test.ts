// Hostile input cannot make a build write or publish anything outside the site: routes, images and static files.
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
    expect(errorsOf(built.diagnostics)).toEqual([
      { file: 'guide/evil.md', line, message: expect.stringMatching(/"\.\." segment.*outside the site folder/) },
    ]);
    expect(listEntries(where.dir)).toEqual(before);
  });

  it.each([
    [
      'a tag permalink with ".." segments',
      { 'docs/guide/t.md': '---\ntitle: T\ntags:\n  - label: x\n    permalink: ../../../../../escape\n---\n\nText.\n' },
      { file: 'guide/t.md', line: 3, message: expect.stringMatching(/^the page of the tag "x": .*"\.\." segment/) },
    ],
    [
      'a tag whose label is longer than a file name',
      { 'docs/guide/t.md': `---\ntitle: T\ntags: [${'c'.repeat(300)}]\n---\n\nText.\n` },
      { file: 'guide/t.md', line: 3, message: expect.stringMatching(/^the page of the tag "c+": .*300 bytes/) },
    ],
    [
      'a generated category index whose slug climbs out',
      {
        'docs/guide/sub/a.md': '# A\n',
        'docs/guide/sub/_category_.json': JSON.stringify({
          label: 'Sub',
          link: { type: 'generated-index', slug: '../../../../escape' },
        }),
      },
      {
        file: 'sub/_category_.json',
        line: undefined,
        message: expect.stringMatching(/^the generated index of the category "Sub": .*"\.\." segment/),
      },
    ],
    [
      'a generated category index whose label is longer than a file name',
      {
        'docs/guide/sub/a.md': '# A\n',
        'docs/guide/sub/_category_.json': JSON.stringify({ label: 'd'.repeat(300), link: { type: 'generated-index' } }),
      },
      {
        file: 'sub/_category_.json',
        line: undefined,
        message: expect.stringMatching(/^the generated index of the category "d+": .*300 bytes/),
      },
    ],
  ])('refuses %s at the file that made the route, and writes nothing outside', async (_what, files, error) => {
    const where = site(files, 'a/b/c/d/e');
    const before = listEntries(where.dir);
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([error]);
    expect(listEntries(where.dir)).toEqual(before);
  });
});

describe('routes holding control characters', () => {
  const controlCharacter = /holds the control character "\\u000[01]", which a URL path cannot hold/;
  it.each([
    [
      'a slug holding NUL',
      { 'docs/guide/evil.md': '---\ntitle: Evil\nslug: "/a\\u0000b"\n---\n\nText.\n' },
      'guide/evil.md',
      3,
    ],
    [
      'an id holding U+0001',
      { 'docs/guide/evil.md': '---\ntitle: Evil\nid: "a\\u0001b"\n---\n\nText.\n' },
      'guide/evil.md',
      3,
    ],
    [
      'a tag permalink holding NUL',
      { 'docs/guide/t.md': '---\ntitle: T\ntags:\n  - label: x\n    permalink: "a\\u0000b"\n---\n\nText.\n' },
      'guide/t.md',
      3,
    ],
    [
      'a category slug holding NUL',
      {
        'docs/guide/sub/a.md': '# A\n',
        'docs/guide/sub/_category_.json': JSON.stringify({
          label: 'Sub',
          link: { type: 'generated-index', slug: 'x\u0000y' },
        }),
      },
      'sub/_category_.json',
      undefined,
    ],
  ])('refuses %s at the file that made the route, and writes nothing', async (_what, files, file, line) => {
    const where = site(files);
    const before = listEntries(where.dir);
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([{ file, line, message: expect.stringMatching(controlCharacter) }]);
    expect(listEntries(where.dir)).toEqual(before);
  });
});

describe('images are published only from the docs folder, the static folder and the project', () => {
  // A real PNG (1×1), so that only its place decides.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const secret = 'secret.png';
  const climb = '../../../../../../../';
  it.each([
    ['a markdown image', 'page.md', `![secret](${climb}${secret})`],
    ['an <img> in raw HTML', 'page.md', `<img src="${climb}${secret}" alt="secret" />`],
    ['a require() source in MDX', 'page.mdx', `<img src={require('${climb}${secret}').default} alt="secret" />`],
  ])('refuses %s whose path climbs out, at its line', async (_what, name, line) => {
    const where = site(
      { [`../../../../../${secret}`]: png, [`docs/guide/${name}`]: `---\ntitle: Page\n---\n\n${line}\n` },
      'a/b/c/d/e',
    );
    expect(path.resolve(where.docsDir, 'guide', climb, secret)).toBe(path.join(where.dir, secret));
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([
      {
        file: `guide/${name}`,
        line: 5,
        message: expect.stringMatching(/^image outside the docs folder, the static folder and the project/),
      },
    ]);
    expect(listEntries(where.dir).filter((e) => e.includes('out'))).toEqual([]);
  });

  it('refuses a site-absolute image that climbs out of the static folder', async () => {
    const where = site({ [secret]: png });
    const fromStatic = path.relative(
      path.join(rootDir, 'tests/fixtures/site-basic/static'),
      path.join(where.dir, secret),
    );
    writeFileSync(path.join(where.docsDir, 'guide/page.md'), `---\ntitle: Page\n---\n\n![secret](/${fromStatic})\n`);
    const built = await buildTempSite(where);
    expect(errorsOf(built.diagnostics)).toEqual([
      { file: 'guide/page.md', line: 5, message: expect.stringMatching(/^image outside/) },
    ]);
  });
});

describe('the static folder', () => {
  it('publishes no file a symlink points to outside it, and honours an absolute staticDir', async () => {
    const where = site({ 'private/id_rsa': 'PRIVATE KEY', 'static/img/pixel.png': 'png', 'static/hello.txt': 'hello' });
    symlinkSync(path.join(where.dir, 'private/id_rsa'), path.join(where.dir, 'static/key.txt'));
    const config = path.join(where.dir, 'site.config.ts');
    // The fixture config with every path absolute, its static folder the temp one.
    const basic = readFileSync(path.join(rootDir, 'tests/fixtures/site-basic/site.config.ts'), 'utf8');
    writeFileSync(
      config,
      basic
        .replace(
          "'../../../generator/config/defineConfig.ts'",
          JSON.stringify(path.join(rootDir, 'generator/config/defineConfig.ts')),
        )
        .replace(
          "staticDir: 'tests/fixtures/site-basic/static'",
          `staticDir: ${JSON.stringify(path.join(where.dir, 'static'))}`,
        )
        .replace(/'tests\/fixtures\/site-basic\/(no-pages|no-blog|docs)'/g, (_m, p: string) =>
          JSON.stringify(path.join(rootDir, 'tests/fixtures/site-basic', p)),
        ),
    );
    const built = await buildTempSite(where, config);
    expect(errorsOf(built.diagnostics)).toEqual([]);
    expect(built.diagnostics.filter((d) => d.message.includes('key.txt')).map((d) => d.severity)).toEqual(['warning']);
    expect(readFileSync(path.join(where.outDir, 'hello.txt'), 'utf8')).toBe('hello');
    expect(existsSync(path.join(where.outDir, 'key.txt'))).toBe(false);
  });
});
