// Which parser reads a page: frontmatter `format`, then `markdown.format`, with `detect` going by the extension.
import { describe, expect, it } from 'vitest';
import { pageFormat } from '../../../generator/discover/pageFormat.js';

const file = (path: string, generatedBy?: string) => ({ path, origin: `docs/${path}`, contents: '', generatedBy });

describe('pageFormat', () => {
  it('reads .md as MDX under the default `mdx`, and as CommonMark under `detect`', () => {
    expect(pageFormat(file('a.md'), undefined, 'mdx')).toBe('mdx');
    expect(pageFormat(file('a.md'), undefined, 'detect')).toBe('md');
    expect(pageFormat(file('a.mdx'), undefined, 'detect')).toBe('mdx');
    expect(pageFormat(file('a.mdx'), undefined, 'md')).toBe('md');
  });

  it('lets the frontmatter override the site setting', () => {
    expect(pageFormat(file('a.md'), 'md', 'mdx')).toBe('md');
    expect(pageFormat(file('a.md'), 'mdx', 'detect')).toBe('mdx');
    expect(pageFormat(file('a.md'), 'detect', 'mdx')).toBe('md');
    expect(pageFormat(file('a.md'), 'yaml', 'mdx')).toBe('mdx');
  });

  it('reads generated pages by their extension', () => {
    expect(pageFormat(file('ref.md', 'reference-typescript'), undefined, 'mdx')).toBe('md');
  });
});
