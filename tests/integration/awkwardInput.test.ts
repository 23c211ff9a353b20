// Input that must neither crash a build nor hide content: awkward file names, byte-order marks, long names, bad bytes.
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuildFolder } from '../../generator/check/checkBuildFolder.js';
import { buildTempSite, errorsOf, writeTempSite, type TempFiles } from './tempDocs.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function site(files: TempFiles) {
  const written = writeTempSite(files);
  made.push(written.dir);
  return written;
}

describe('file names with characters URLs treat specially', () => {
  it('refuses a page named with %, ? or #, naming the file, without crashing', async () => {
    const where = site({
      'docs/guide/100%.md': '# Percent\n',
      'docs/guide/what?.md': '# Q\n',
      'docs/guide/c#.md': '# C sharp\n',
    });
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics).sort((a, b) => a.file!.localeCompare(b.file!))).toEqual([
      { file: 'guide/100%.md', line: 1, message: expect.stringContaining('holds "%", which URLs reserve') },
      { file: 'guide/c#.md', line: 1, message: expect.stringContaining('holds "#", which URLs reserve') },
      { file: 'guide/what?.md', line: 1, message: expect.stringContaining('holds "?", which URLs reserve') },
    ]);
  });

  it('builds pages named with spaces and non-ASCII letters, encoded in every href, the sitemap and the search index', async () => {
    const intro =
      '---\ntitle: Introduction\n---\n\n[space](my%20page.md) [angle](<my page.md>) [umlaut](über.md#unten)\n';
    const where = site({
      'docs/guide/intro.md': intro,
      'docs/guide/my page.md': '# My page\n',
      'docs/guide/über.md': '# Über\n\n## Unten\n',
    });
    const built = await buildTempSite(where);
    expect(errorsOf(built.diagnostics)).toEqual([]);
    const html = readFileSync(path.join(where.outDir, 'guide/intro/index.html'), 'utf8');
    expect(html).toContain('href="/guide/my%20page"');
    expect(html).toContain('href="/guide/%C3%BCber#unten"');
    expect(html).not.toMatch(/href="[^"]*(my page|über)/);
    const sitemap = readFileSync(path.join(where.outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://fixture.example/guide/my%20page</loc>');
    expect(sitemap).toContain('<loc>https://fixture.example/guide/%C3%BCber</loc>');
    expect(readFileSync(path.join(where.outDir, 'search-index/v3-docs.json'), 'utf8')).toContain('"/guide/%C3%BCber"');
    expect(readFileSync(path.join(where.outDir, 'guide/über/index.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://fixture.example/guide/%C3%BCber"',
    );
    // check-links on a page holding a malformed escape (written by hand or by another tool): a broken link, no crash.
    appendFileSync(path.join(where.outDir, 'guide/intro/index.html'), '<a href="/guide/100%">percent</a>');
    const problems = await checkBuildFolder(where.outDir, { onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' });
    expect(problems.filter((d) => d.file?.includes('guide/')).map((d) => d.message)).toEqual([
      'broken link to /guide/100%: no page at /guide/100%',
    ]);
  });
});

describe('names longer than a file system takes', () => {
  it('refuses a slug segment over 255 bytes at its frontmatter line', async () => {
    const where = site({ 'docs/guide/long.md': `---\ntitle: Long\nslug: /guide/${'a'.repeat(300)}\n---\n\nText.\n` });
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([
      {
        file: 'guide/long.md',
        line: 3,
        message: expect.stringMatching(/has a segment of 300 bytes, longer than the 255 a file name may have$/),
      },
    ]);
  });

  it('refuses a last segment that fits in 255 bytes but not with the suffix of a file written for it', async () => {
    // 253 bytes: the folder `<segment>/` fits, its markdown copy `<segment>.md` (256 bytes) does not.
    const where = site({ 'docs/guide/long.md': `---\ntitle: Long\nslug: /guide/${'b'.repeat(253)}\n---\n\nText.\n` });
    const built = await buildTempSite(where);
    expect(built.ok).toBe(false);
    expect(errorsOf(built.diagnostics)).toEqual([
      {
        file: 'guide/long.md',
        line: 3,
        message: expect.stringMatching(/ends in a segment of 253 bytes: .*<segment>\.md.* so it may have at most 250$/),
      },
    ]);
    // 250 bytes leave room for `.html` and `.md`.
    const fits = site({ 'docs/guide/long.md': `---\ntitle: Long\nslug: /guide/${'b'.repeat(250)}\n---\n\nText.\n` });
    expect(errorsOf((await buildTempSite(fits)).diagnostics)).toEqual([]);
  });
});

describe('page files that are not plain UTF-8 markdown', () => {
  it('reads the frontmatter after a UTF-8 byte-order mark', async () => {
    const where = site({ 'docs/guide/bom.md': '\uFEFF---\ntitle: With a mark\nslug: /marked\n---\n\nText.\n' });
    const built = await buildTempSite(where);
    expect(errorsOf(built.diagnostics)).toEqual([]);
    expect(readFileSync(path.join(where.outDir, 'marked/index.html'), 'utf8')).toContain('<title>With a mark');
  });

  it('refuses a binary file and a non-UTF-8 text named .md, naming each', async () => {
    const where = site({
      'docs/guide/binary.md': Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]),
      'docs/guide/latin1.md': Buffer.from('# Caf\xe9\n', 'latin1'),
    });
    const built = await buildTempSite(where);
    expect(errorsOf(built.diagnostics).sort((a, b) => a.file!.localeCompare(b.file!))).toEqual([
      {
        file: 'guide/binary.md',
        line: undefined,
        message: 'cannot read binary.md: it holds NUL bytes, so it is a binary file rather than text',
      },
      { file: 'guide/latin1.md', line: undefined, message: 'cannot read latin1.md: it is not UTF-8 text' },
    ]);
  });

  it('warns about an image whose bytes are not of its extension', async () => {
    const where = site({
      'docs/guide/fake.png': 'just text',
      'docs/guide/page.md': '---\ntitle: Page\n---\n\n![fake](fake.png)\n',
    });
    const built = await buildTempSite(where);
    expect(built.ok).toBe(true);
    expect(built.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 5,
        message: 'image fake.png is named .png but is not an image of that format',
      }),
    ]);
  });
});

describe('a Docusaurus config beside the docs folder', () => {
  it('that does not parse: the pages build, with one warning at its line and none of its settings', async () => {
    const where = site({
      'docusaurus.config.js': `module.exports = {
  presets: [['classic', { docs: { editUrl: 'https://git.example/site/' } }]],
  markdown: { format: 'md' },,
};
`,
      'docs/guide/page.mdx': '---\ntitle: Page\n---\n\nText.\n',
    });
    const built = await buildTempSite(where);
    expect(built.ok).toBe(true);
    expect(built.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: expect.stringMatching(/\/docusaurus\.config\.js$/),
        line: 3,
        message: expect.stringContaining('could not parse the Docusaurus config'),
      }),
    ]);
    const page = readFileSync(path.join(where.outDir, 'guide/page/index.html'), 'utf8');
    expect(page).toContain('Text.');
    expect(page).not.toContain('git.example');
  });
});

describe('link checking', () => {
  it('reports a broken relative .md link for the URL it leaves, with onBrokenMarkdownLinks ignore', async () => {
    const where = site({ 'docs/guide/page.md': '---\ntitle: Page\n---\n\nSee [the setup](./setpu.md).\n' });
    const built = await buildTempSite(where);
    expect(errorsOf(built.diagnostics)).toEqual([
      { file: 'guide/page.md', line: 5, message: 'broken link to ./setpu.md: no page at /guide/setpu.md' },
    ]);
  });

  it('check-links takes no /x.html for the route /x, and follows a redirect to its target', async () => {
    const where = site({ 'docs/guide/page.md': '---\ntitle: Page\n---\n\n[moved](/old-intro)\n' });
    expect((await buildTempSite(where)).ok).toBe(true);
    // The build refuses such a link; a page written by hand (or by another tool) can still hold one.
    appendFileSync(path.join(where.outDir, 'guide/page/index.html'), '<a href="/guide/intro.html">html</a>');
    const problems = await checkBuildFolder(where.outDir, { onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'ignore' });
    expect(problems.filter((d) => d.file?.includes('guide/page')).map((d) => d.message)).toEqual([
      'broken link to /guide/intro.html: no page at /guide/intro.html',
    ]);
  });
});
