// A whole Docusaurus project's docs folder given with --docs: the settings of its docusaurus.config (read, not run),
// its static folder, its own edit links and its raw-loader imports.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleBody, builtFixture } from './buildFixture.js';

const docs = 'tests/fixtures/docusaurus-project/docs';
const fixture = builtFixture('tests/fixtures/docusaurus-project/site.config.ts', docs);
const page = (route: string) => fixture.page(route);
const body = (route: string) => articleBody(page(route));
const output = (file: string) => readFileSync(path.join(fixture.build.outDir, file), 'utf8');

describe('docusaurus-project fixture', () => {
  it('builds without errors', () => {
    expect(fixture.build.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(fixture.build.ok).toBe(true);
  });

  it('takes the sidebars from the sidebarPath of the Docusaurus config, not from another sidebars file', () => {
    expect(Object.keys(fixture.model!.routes.sidebars)).toEqual(['main']);
  });

  it("reads the pages with the config's markdown.format: 'detect' keeps a .md page CommonMark", () => {
    const html = body('/intro');
    expect(html).toContain('{these braces} stay text');
    expect(html).toContain('<b>HTML</b>');
  });

  it('publishes the whole static folder beside the docs folder, its files over the site config ones', () => {
    expect(output('files/guide.txt')).toBe('a file of the project static folder\n');
    expect(output('files/shared.txt')).toBe('the project static file replaces the site one\n');
    expect(existsSync(path.join(fixture.build.outDir, 'img/logo.png'))).toBe(true);
  });

  it("links Edit this page to the project's docs editUrl, never to the site config's repository", () => {
    const html = page('/intro');
    expect(html).toContain('href="https://git.example/project/edit/main/website/docs/intro.md"');
    expect(html).not.toContain('docsgen-itself');
    expect(html).not.toContain('blog-not-docs');
  });

  it('shows the files of raw-loader imports in their code blocks, with or without an extension', () => {
    const html = body('/guides/snippets');
    expect(html).toContain('from the snippet file');
    expect(html).toContain('src/snippets/hello.js');
    expect(html).toContain('FROM fixtures WHERE');
  });

  it("labels and routes tags as the docs folder's tags.yml defines them", () => {
    const html = page('/guides/release-notes');
    expect(html).toContain('href="/tags/product-releases"');
    expect(html).toContain('Product releases');
    expect(html).toContain('href="/tags/announcements"');
    expect(html).toContain('href="/tags/empty-tag"');
    expect(html).toContain('Emptytag');
    expect(html).toContain('href="/tags/inline-tag"');
    const tagPage = page('/tags/product-releases');
    expect(tagPage).toContain('1 doc tagged with &quot;Product releases&quot;');
    expect(tagPage).toContain('Content related to product releases.');
  });

  it('warns once, at the tags line, about a tag the tags file does not define', () => {
    const inline = fixture.build.diagnostics.filter((d) => d.message.includes('not defined in the tags file'));
    expect(inline).toEqual([
      expect.objectContaining({ severity: 'warning', file: `${docs}/guides/release-notes.md`, line: 2 }),
    ]);
    expect(inline[0]!.message).toContain('"Inline Tag"');
  });

  it('reads $…$ as math in MDX pages when the Docusaurus config uses remark-math', () => {
    expect(body('/guides/math')).toContain('class="katex"');
    expect(fixture.build.diagnostics.filter((d) => d.file?.endsWith('guides/math.mdx'))).toEqual([]);
  });

  it('reads no raw-loader file outside the project folder', () => {
    expect(body('/guides/snippets')).not.toContain('"devDependencies"');
  });
});
