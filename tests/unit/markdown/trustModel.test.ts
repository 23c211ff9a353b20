// The trust model of content: script URLs never become live links, and the sanitising option keeps the theme's markup.
import { describe, expect, it } from 'vitest';
import { renderSource } from './renderSource.js';

describe('script URLs', () => {
  it.each([
    ['a markdown link', '[click](javascript:alert(1))', 'href'],
    ['a markdown image', '![x](data:text/html;base64,PHNjcmlwdD4=)', 'src'],
    ['a raw HTML link, in any case and with a tab in the scheme', '<a href="JaVa\tScRiPt:alert(1)">click</a>', 'href'],
    ['a vbscript: link', '[click](vbscript:msgbox)', 'href'],
  ])('removes %s, with a warning at its line', async (_what, markdown) => {
    const page = await renderSource(`# Title\n\n${markdown}\n`);
    expect(page.html).not.toMatch(/script:|data:text\/html/i);
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 3,
        message: expect.stringMatching(/^a script URL .* was removed/),
      }),
    ]);
  });

  it('keeps ordinary links and raw HTML (content is trusted) when sanitising is off', async () => {
    const page = await renderSource(
      '[ok](https://example.com) [mail](mailto:a@example.com)\n\n<button onclick="go()">Go</button>\n',
    );
    expect(page.html).toContain('href="https://example.com"');
    expect(page.html).toContain('href="mailto:a@example.com"');
    expect(page.html).toContain('onclick="go()"');
    expect(page.diagnostics).toEqual([]);
  });
});

describe('markdown.sanitize', () => {
  const hostile =
    '<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)" />\n\n<iframe src="https://evil.example"></iframe>\n\n<style>body{display:none}</style>\n';
  const themed = [
    '## Setup {#setup}',
    '',
    ':::tip[Careful]',
    'Read this.',
    ':::',
    '',
    '```ts title="x.ts"',
    'const a = 1;',
    '```',
    '',
    'Inline $a^2$ math.',
    '',
  ].join('\n');

  it('removes scripts, event handlers, iframes and styles', async () => {
    const page = await renderSource(`# T\n\n${themed}\n${hostile}`, 'guide/hostile.md', { sanitize: true });
    expect(page.html).not.toMatch(/<script|onerror|<iframe|<style|alert/);
  });

  it('keeps heading ids, admonitions, highlighted code and KaTeX as without it', async () => {
    const page = await renderSource(`# T\n\n${themed}`, 'guide/themed.md', { sanitize: true });
    const plain = await renderSource(`# T\n\n${themed}`, 'guide/themed.md');
    expect(page.html).toBe(plain.html);
    expect(page.html).toContain('<h2 id="setup">');
    expect(page.html).toContain('admonition admonition-tip');
    expect(page.html).toContain('class="katex"');
  });

  it('keeps MDX tabs working', async () => {
    const tabs =
      '<Tabs>\n<TabItem value="a" label="A">\n\nAlpha\n\n</TabItem>\n<TabItem value="b" label="B">\n\nBeta\n\n</TabItem>\n</Tabs>\n';
    const page = await renderSource(tabs, 'guide/tabs.mdx', { sanitize: true });
    const plain = await renderSource(tabs, 'guide/tabs.mdx');
    expect(page.html).toBe(plain.html);
    expect(page.html).toContain('role="tab"');
  });
});
