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

describe('linked files are published only from the docs folder, the static folder and the project, partials read only from the site folder', () => {
  const climb = '../../../../../../../';
  it.each([
    ['a markdown link', 'page.md', `[secret](${climb}secret.txt)`, 'linked file'],
    ['an <a> in raw HTML', 'page.md', `<a href="${climb}secret.txt">secret</a>`, 'linked file'],
    ['an <a> in MDX', 'page.mdx', `<a href="${climb}secret.txt">secret</a>`, 'linked file'],
    ['a markdown link to a symlink in the docs folder', 'page.md', '[secret](./link.txt)', 'linked file'],
    ['a partial', 'page.mdx', `import Secret from '${climb}secret.md';\n\n<Secret />`, 'partial'],
    [
      'a partial that is a symlink in the docs folder',
      'page.mdx',
      `import Secret from './link.md';\n\n<Secret />`,
      'partial',
    ],
  ])('refuses %s whose file lies outside, at its line, and copies nothing', async (_what, name, line, what) => {
    const where = site(
      {
        '../../../../../secret.txt': 'SECRET',
        '../../../../../secret.md': 'SECRET',
        [`docs/guide/${name}`]: `---\ntitle: Page\n---\n\n${line}\n`,
      },
      'a/b/c/d/e',
    );
    symlinkSync(path.join(where.dir, 'secret.txt'), path.join(where.docsDir, 'guide/link.txt'));
    symlinkSync(path.join(where.dir, 'secret.md'), path.join(where.docsDir, 'guide/link.md'));
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([
      {
        file: `guide/${name}`,
        line: what === 'partial' ? 7 : 5,
        message: expect.stringMatching(
          what === 'partial'
            ? /^partial outside the site folder: /
            : /^linked file outside the docs folder, the static folder and the project: /,
        ),
      },
    ]);
    expect(built.diagnostics.find((d) => d.severity === 'error')?.hint).toMatch(
      what === 'partial'
        ? /^A partial is read only from the folder holding the docs folder/
        : /^Only files inside the project/,
    );
    expect(listEntries(where.dir).filter((e) => e.includes('secret'))).toEqual(['secret.md', 'secret.txt']);
  });

  it('copies a linked file inside the docs folder, and one a symlink there points to inside it', async () => {
    const where = site({
      'docs/guide/file.txt': 'INSIDE',
      'docs/guide/page.md': '---\ntitle: Page\n---\n\n[file](./file.txt) and [link](./link.txt)\n',
    });
    symlinkSync(path.join(where.docsDir, 'guide/file.txt'), path.join(where.docsDir, 'guide/link.txt'));
    const built = await buildTempSite(where);
    expect(errorsOf(built.diagnostics)).toEqual([]);
    const copies = listEntries(path.join(where.outDir, 'assets/files'));
    expect(copies).toEqual([
      expect.stringMatching(/^file-[0-9a-f]{8}\.txt$/),
      expect.stringMatching(/^link-[0-9a-f]{8}\.txt$/),
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
