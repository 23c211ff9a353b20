import { describe, expect, it } from 'vitest';
import { resolveMarkdownLinks } from '../../../theme/components/MarkdownContent.js';
import { formatDate } from '../../../theme/components/DocMeta.js';

describe('resolveMarkdownLinks', () => {
  const routes: Record<string, string> = {
    './swaps.md': '/concepts/swaps',
    '../pools.md#fees': '/concepts/pools#fees',
    './a&b.md': '/concepts/a-b',
  };
  const resolve = (href: string) => routes[href] ?? href;

  it('rewrites every link to a .md file, anchors and escaped characters included, and leaves the others', () => {
    const html =
      '<p><a href="./swaps.md">Swaps</a>, <a href="../pools.md#fees">fees</a>, <a href="./a&amp;b.md">A&amp;B</a>, <a href="https://example.com/x.md">out</a>, <a href="#top">top</a>, <a href="./swaps.md">again</a></p>';
    const links = ['./swaps.md', '../pools.md#fees', './a&b.md', 'https://example.com/x.md', '#top'].map((href) => ({
      href,
    }));
    expect(resolveMarkdownLinks(html, links, resolve)).toBe(
      '<p><a href="/concepts/swaps">Swaps</a>, <a href="/concepts/pools#fees">fees</a>, <a href="/concepts/a-b">A&amp;B</a>, <a href="https://example.com/x.md">out</a>, <a href="#top">top</a>, <a href="/concepts/swaps">again</a></p>',
    );
  });

  it('replaces each link once, even when one link resolves to another link as written', () => {
    const chain = (href: string) => ({ './a.md': './b.md', './b.md': '/b' })[href] ?? href;
    const html = '<a href="./a.md">a</a><a href="./b.md">b</a>';
    expect(resolveMarkdownLinks(html, [{ href: './a.md' }, { href: './b.md' }], chain)).toBe(
      '<a href="./b.md">a</a><a href="/b">b</a>',
    );
  });

  it('returns the page untouched when it has no .md links', () => {
    const html = '<a href="/concepts/swaps">Swaps</a>';
    expect(resolveMarkdownLinks(html, [{ href: '/concepts/swaps' }], resolve)).toBe(html);
  });
});

describe('formatDate', () => {
  it('writes the date in UTC, whatever the machine zone', () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 23, 59))).toBe('Jan 5, 2026');
    expect(formatDate(Date.UTC(2025, 11, 31, 0, 1))).toBe('Dec 31, 2025');
  });
});
