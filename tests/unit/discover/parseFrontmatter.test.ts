// Frontmatter: keys and their types, the body's first line, and errors that point at the right line.
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../../generator/discover/parseFrontmatter.js';
import type { SourceFile } from '../../../generator/types.js';

const file = (contents: string, extra: Partial<SourceFile> = {}): SourceFile => ({
  path: 'guide/page.md',
  origin: 'docs/guide/page.md',
  contents,
  ...extra,
});

describe('parseFrontmatter', () => {
  it('returns the whole text as the body when there is no frontmatter', () => {
    const parsed = parseFrontmatter(file('# Title\n\nText.\n'));
    expect(parsed).toEqual({ frontmatter: { extra: {} }, body: '# Title\n\nText.\n', bodyLine: 1, diagnostics: [] });
  });

  it('does not take a thematic break later in the page for frontmatter', () => {
    const parsed = parseFrontmatter(file('Intro\n\n---\n\ntitle: no\n---\n'));
    expect(parsed.frontmatter).toEqual({ extra: {} });
    expect(parsed.bodyLine).toBe(1);
  });

  // Docusaurus validates with Joi, which converts numeric and boolean strings; a folder that builds there builds here.
  it('converts numbers and booleans written as strings, as Docusaurus does', () => {
    const parsed = parseFrontmatter(
      file('---\nsidebar_position: "3"\ndraft: "false"\nunlisted: "true"\ntoc_max_heading_level: "4"\n---\n'),
    );
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.frontmatter).toMatchObject({
      sidebar_position: 3,
      draft: false,
      unlisted: true,
      toc_max_heading_level: 4,
    });
  });

  it('reads the Docusaurus doc keys: tags as strings or objects, sidebar props, last_update, displayed_sidebar', () => {
    const source =
      '---\ntags: [a, {label: B, permalink: /b}]\nsidebar_custom_props: {badge: new}\nlast_update: {date: 2024-01-02, author: Me}\ndisplayed_sidebar: null\nhide_title: true\nformat: mdx\n---\n';
    const parsed = parseFrontmatter(file(source));
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.frontmatter).toEqual({
      tags: ['a', { label: 'B', permalink: '/b' }],
      sidebar_custom_props: { badge: 'new' },
      last_update: { date: '2024-01-02', author: 'Me' },
      displayed_sidebar: null,
      hide_title: true,
      format: 'mdx',
      extra: {},
    });
  });

  it('reads the known keys with their types and keeps unknown keys in extra', () => {
    const source = [
      '---',
      'id: custom-id',
      'title: Getting Started',
      'sidebar_label: Start',
      'sidebar_position: 2',
      'slug: /start',
      'description: How to start.',
      'hide_table_of_contents: true',
      'draft: false',
      'keywords: [uniswap, hooks]',
      'sidebar_hidden: true',
      '---',
      '',
      '# Body',
    ].join('\n');
    const parsed = parseFrontmatter(file(source));
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.frontmatter).toEqual({
      id: 'custom-id',
      title: 'Getting Started',
      sidebar_label: 'Start',
      sidebar_position: 2,
      slug: '/start',
      description: 'How to start.',
      hide_table_of_contents: true,
      draft: false,
      keywords: ['uniswap', 'hooks'],
      extra: { sidebar_hidden: true },
    });
    expect(parsed.body).toBe('\n# Body');
    expect(parsed.bodyLine).toBe(13);
    expect(source.split('\n')[parsed.bodyLine - 1]).toBe('');
  });

  it('turns a numeric title into a string', () => {
    expect(parseFrontmatter(file('---\ntitle: 404\n---\nx')).frontmatter.title).toBe('404');
  });

  it('handles CRLF line endings', () => {
    const parsed = parseFrontmatter(file('---\r\ntitle: Windows\r\n---\r\nBody\r\n'));
    expect(parsed.frontmatter.title).toBe('Windows');
    expect(parsed.body).toBe('Body\r\n');
    expect(parsed.bodyLine).toBe(4);
  });

  it('accepts an empty frontmatter block', () => {
    const parsed = parseFrontmatter(file('---\n---\nBody'));
    expect(parsed.diagnostics).toEqual([]);
    expect(parsed.body).toBe('Body');
    expect(parsed.bodyLine).toBe(3);
  });

  it('reports malformed YAML once, at its line in the file, with a hint', () => {
    const parsed = parseFrontmatter(file('---\ntitle: Swaps\ndescription: Price: the rate\n---\nBody'));
    expect(parsed.diagnostics).toHaveLength(1);
    const [d] = parsed.diagnostics;
    expect(d).toMatchObject({ severity: 'error', file: 'docs/guide/page.md', line: 3 });
    expect(d!.message).toMatch(/^malformed frontmatter: /);
    expect(d!.hint).toMatch(/quote values that contain ":"/);
  });

  it('reports an unclosed quote at the line it starts on', () => {
    const parsed = parseFrontmatter(file('---\ntitle: Fine\nsidebar_label: "Unclosed\n---\nBody'));
    expect(parsed.diagnostics).toHaveLength(1);
    expect(parsed.diagnostics[0]).toMatchObject({ severity: 'error', line: 3 });
  });

  it.each([
    ['with keys after it', '---\ntitle: "Unclosed\ndescription: x\n---\n\nBody\n', 2],
    [
      'with blank lines before it and keys after it',
      "---\ntitle: ok\n\n\ndescription: 'Unclosed\nother: 1\nmore: 2\n---\n\nBody\n",
      5,
    ],
    ['in a list item', '---\nkeywords:\n  - "one"\n  - "two\n  - three\n---\nBody\n', 4],
  ])('reports an unclosed quote %s at the line where it opens', (_what, contents, line) => {
    const parsed = parseFrontmatter(file(contents));
    expect(parsed.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        line,
        message: expect.stringMatching(/^malformed frontmatter: Missing closing/),
      }),
    ]);
  });

  it("reports a value of the wrong type on its key's line, saying what is expected", () => {
    const parsed = parseFrontmatter(file('---\ntitle: Fees\nsidebar_position: "two"\n---\nBody'));
    expect(parsed.diagnostics).toHaveLength(1);
    const [d] = parsed.diagnostics;
    expect(d).toMatchObject({ severity: 'error', file: 'docs/guide/page.md', line: 3 });
    expect(d!.message).toContain('`sidebar_position`');
    expect(d!.hint).toBe('`sidebar_position` must be a number.');
  });

  it.each([
    ['draft: yes', 'true or false'],
    ['id: a/b', 'a string without "/"'],
    ['keywords: hooks', 'a list of strings'],
  ])('rejects `%s` and hints %s', (line, expected) => {
    const parsed = parseFrontmatter(file(`---\ntitle: T\n\n${line}\n---\n`));
    expect(parsed.diagnostics).toHaveLength(1);
    expect(parsed.diagnostics[0]).toMatchObject({ severity: 'error', line: 4 });
    expect(parsed.diagnostics[0]!.hint).toContain(expected);
  });

  it('reports frontmatter that is not a mapping', () => {
    const parsed = parseFrontmatter(file('---\n- a\n- b\n---\nBody'));
    expect(parsed.diagnostics).toHaveLength(1);
    expect(parsed.diagnostics[0]).toMatchObject({ severity: 'error', line: 2 });
    expect(parsed.diagnostics[0]!.hint).toBeTruthy();
  });

  // A generated page names the line of its origin (the declaration it came from) that all its diagnostics point at.
  it('points syntax and type errors of generated files at their originLine', () => {
    const generated = { origin: '@uniswap/v4-core/src/PoolManager.sol', originLine: 100, generatedBy: 'test' };
    const syntax = parseFrontmatter(file('---\ntitle: a: b\n---\n', generated));
    const type = parseFrontmatter(file('---\nsidebar_position: "two"\n---\n', generated));
    expect(syntax.diagnostics[0]).toMatchObject({ file: '@uniswap/v4-core/src/PoolManager.sol', line: 100 });
    expect(type.diagnostics[0]).toMatchObject({ file: '@uniswap/v4-core/src/PoolManager.sol', line: 100 });
  });
});
