// The markdown stage through createMarkdownRenderer with the real highlighter: one section per feature.
// (One file: each test file pays for loading unified, KaTeX and shiki again.)
import { describe, expect, it } from 'vitest';
import { renderSource, rootDir } from './renderSource.js';

// Heading ids (github-slugger, `{#custom}`, duplicates), the title and the nested table of contents.
describe('heading ids', () => {
  it('slugs heading text like GitHub', async () => {
    const page = await renderSource("## Flash Accounting\n\n## What's `PoolManager`?\n\n### ERC-6909 & Claims\n");
    expect(page.headings.map((h) => h.id)).toEqual(['flash-accounting', 'whats-poolmanager', 'erc-6909--claims']);
    expect(page.html).toContain(
      '<h2 id="flash-accounting">Flash Accounting<a class="hash-link" href="#flash-accounting"',
    );
  });

  it('uses an explicit {#id} and removes it from the text', async () => {
    const page = await renderSource('## Hook Permissions {#permissions}\n');
    expect(page.headings).toEqual([{ depth: 2, text: 'Hook Permissions', id: 'permissions' }]);
    expect(page.html).toContain('<h2 id="permissions">Hook Permissions<a class="hash-link" href="#permissions"');
  });

  it('takes the id of a trailing {/* #id */} in MDX, in its every spacing, and removes the comment', async () => {
    const page = await renderSource('## Install {/* #setup */}\n\n[Setup](#setup)\n', 'guide/page.mdx');
    expect(page.diagnostics).toEqual([]);
    expect(page.headings).toEqual([{ depth: 2, text: 'Install', id: 'setup' }]);
    expect(page.toc).toEqual([{ value: 'Install', id: 'setup', level: 2, children: [] }]);
    expect(page.ids).toContain('setup');
    expect(page.html).toContain('<h2 id="setup">Install<a class="hash-link" href="#setup"');
    const variants = ['{/*#a*/}', '{ /* #b */ }', '{/* #c other words */}', '{/* #d */}'];
    const ids = await renderSource(variants.map((v) => `## *Step* ${v}\n`).join('\n'), 'guide/page.mdx');
    expect(ids.headings.map((h) => h.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(ids.html).toContain('<h2 id="a"><em>Step</em><a class="hash-link"');
    // A comment that names no id, or is not the heading's last part, is left out and the text is slugged.
    const slugged = await renderSource(
      '## One {/* one */}\n\n## Two {/* # */}\n\n## Three {/* #a */ /* #b */}\n\n## Four {/* #x */} more\n',
      'guide/page.mdx',
    );
    expect(slugged.headings.map((h) => h.id)).toEqual(['one-', 'two-', 'three-', 'four--more']);
    expect(slugged.html).not.toContain('/*');
  });

  it('takes the id of a trailing <!-- #id --> in CommonMark, where {/* #id */} is text', async () => {
    const page = await renderSource('## Install <!-- #setup -->\n\n## Notes <!-- draft -->\n\n## Run {/* #go */}\n');
    const [install, notes, run] = page.headings;
    expect(install).toEqual({ depth: 2, text: 'Install', id: 'setup' });
    expect(notes!.id).not.toBe('draft');
    expect(run).toEqual({ depth: 2, text: 'Run {/* #go */}', id: 'run--go-' });
    expect(page.html).toContain('<h2 id="setup">Install<a class="hash-link"');
  });

  it('links each section heading to itself without adding to its text', async () => {
    const page = await renderSource('# Title\n\n## Fees\n\nText.\n\n#### Deep `detail`\n');
    expect(page.html).toContain('<h1 id="title">Title</h1>');
    expect(page.html).toContain(
      '<h2 id="fees">Fees<a class="hash-link" href="#fees" aria-label="Direct link to Fees" title="Direct link to Fees"></a></h2>',
    );
    expect(page.html).toContain('<a class="hash-link" href="#deep-detail" aria-label="Direct link to Deep detail"');
    expect(page.sections.map((s) => s.heading)).toEqual(['', 'Fees']);
    expect(page.text).not.toContain('#');
  });

  it('numbers duplicate headings and keeps an explicit id from being taken twice', async () => {
    const page = await renderSource('## Example\n\n## Example\n\n## Setup {#example-2}\n\n## Example\n');
    const ids = page.headings.map((h) => h.id);
    expect(ids.slice(0, 3)).toEqual(['example', 'example-1', 'example-2']);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('title and table of contents', () => {
  it('takes the title from frontmatter, else the h1', async () => {
    expect((await renderSource('---\ntitle: From Frontmatter\n---\n# From Heading\n')).title).toBe('From Frontmatter');
    const page = await renderSource('# From Heading\n\nText.\n');
    expect(page.title).toBe('From Heading');
    expect(page.hasH1).toBe(true);
  });

  it('nests levels 2–3 and leaves out the others', async () => {
    const page = await renderSource(
      '# Title\n\n## One\n\n### One A\n\n#### Deep\n\n### One B\n\n## Two\n\n### Two A\n',
    );
    expect(page.toc).toEqual([
      {
        value: 'One',
        id: 'one',
        level: 2,
        children: [
          { value: 'One A', id: 'one-a', level: 3, children: [] },
          { value: 'One B', id: 'one-b', level: 3, children: [] },
        ],
      },
      { value: 'Two', id: 'two', level: 2, children: [{ value: 'Two A', id: 'two-a', level: 3, children: [] }] },
    ]);
  });

  it('puts an h3 before any h2 at the top level', async () => {
    const page = await renderSource('### Early\n\n## Later\n');
    expect(page.toc.map((t) => t.value)).toEqual(['Early', 'Later']);
  });
});

// Admonitions: `:::type`, `:::type[Title]`, legacy `:::type Title`; an unknown `:::name` keeps its content.
describe('admonitions', () => {
  it('renders :::note with its default title', async () => {
    const page = await renderSource(':::note\n\nPools are **singletons**.\n\n:::\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html.replace(/>\s+</g, '><')).toBe(
      '<aside class="admonition admonition-note" role="note"><p class="admonition-title">Note</p><div class="admonition-content"><p>Pools are <strong>singletons</strong>.</p></div></aside>',
    );
  });

  it('uses a bracket title', async () => {
    const page = await renderSource(':::tip[Gas *savings*]\nBatch your calls.\n:::\n');
    expect(page.html).toContain(
      '<aside class="admonition admonition-tip" role="note"><p class="admonition-title">Gas <em>savings</em></p>',
    );
    expect(page.html).toContain('<p>Batch your calls.</p>');
  });

  it('accepts the legacy title after a space', async () => {
    const page = await renderSource(':::caution Reentrancy risk\nCheck the lock.\n:::\n');
    expect(page.html).toContain(
      '<aside class="admonition admonition-caution" role="note"><p class="admonition-title">Reentrancy risk</p>',
    );
  });

  it.each(['info', 'warning', 'danger'])('knows :::%s', async (type) => {
    const page = await renderSource(`:::${type}\nText.\n:::\n`);
    expect(page.html).toContain(`admonition-${type}`);
  });

  it('keeps the line numbers of what follows a legacy title', async () => {
    const page = await renderSource(':::note Title here\nText.\n:::\n\n[broken](/nowhere)\n');
    expect(page.links).toEqual([{ href: '/nowhere', line: 5, column: 1 }]);
  });

  it('keeps the content of an unknown :::name', async () => {
    const page = await renderSource(':::details\nStill here.\n:::\n');
    expect(page.text).toBe('Still here.');
    expect(page.html).not.toContain('admonition');
  });

  it('keeps an admonition nested in another', async () => {
    const page = await renderSource('::::info\nOuter.\n\n:::danger\nInner.\n:::\n::::\n');
    expect(page.html).toMatch(/admonition-info[\s\S]*admonition-danger/);
  });
});

// Fenced code: shiki highlighting, the title, highlighted lines from `{2-3}` and magic comments, the copy button.
const counter = [
  '```solidity title="src/Counter.sol" {2-3}',
  'contract Counter {',
  '  uint256 a;',
  '  uint256 b;',
  '}',
  '```',
  '',
].join('\n');

/** The class of every rendered code line, in order. */
const lineClasses = (html: string) => [...html.matchAll(/<span class="(line[^"]*)"/g)].map((m) => m[1]);

// `.md` pages go through rehype-raw, `.mdx` pages do not: the fence meta must survive both.
describe.each(['guide/page.md', 'guide/page.mdx'])('code blocks in %s', (docPath) => {
  it('shows the title above the code', async () => {
    const page = await renderSource(counter, docPath);
    expect(page.html).toContain('<div class="code-title">src/Counter.sol</div>');
  });

  it('highlights the lines of a {2-3} range', async () => {
    const page = await renderSource(counter, docPath);
    expect(lineClasses(page.html)).toEqual(['line', 'line highlighted', 'line highlighted', 'line']);
  });

  it('highlights lines marked by magic comments and removes the comments', async () => {
    const source = [
      '```ts',
      'const a = 1;',
      '// highlight-next-line',
      'const b = 2;',
      '// highlight-start',
      'const c = 3;',
      'const d = 4;',
      '// highlight-end',
      'const e = 5;',
      '```',
    ].join('\n');
    const page = await renderSource(source, docPath);
    expect(page.html).not.toContain('highlight-');
    expect(lineClasses(page.html)).toEqual([
      'line',
      'line highlighted',
      'line highlighted',
      'line highlighted',
      'line',
    ]);
  });
});

describe('code blocks', () => {
  it('highlights tokens as classes the stylesheet colours, and adds a copy button', async () => {
    const page = await renderSource(counter);
    expect(page.html).toMatch(/^<div class="code-block" data-lang="solidity">/);
    expect(page.html).toContain('<pre class="shiki" tabindex="0">');
    expect(page.html).toMatch(/<span class="tk-keyword">contract<\/span>/);
    expect(page.html).toContain(
      '<button type="button" class="code-copy" aria-label="Copy code" data-copy="">Copy</button>',
    );
  });

  it('writes plain-coloured tokens as text, not as bare spans', async () => {
    const page = await renderSource('```ts\nconst total = price * amount;\n```\n');
    expect(page.html).not.toContain('<span>');
    expect(page.html).toContain(
      '<span class="tk-keyword"> =</span> price <span class="tk-keyword">*</span> amount;</span>',
    );
  });

  it('shows an unknown language as plain text and keeps its name', async () => {
    const page = await renderSource('```vyper\n@external\ndef f(): pass\n```\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain('data-lang="vyper"');
    expect(page.html).toContain('@external');
  });

  it('resolves language aliases (sol, ts, sh)', async () => {
    const page = await renderSource('```sol\ncontract A {}\n```\n');
    // Highlighted tokens carry token classes; plain text has none.
    expect(page.html).toMatch(/<span class="tk-keyword">contract<\/span>/);
    expect((await renderSource('```ts\nconst a = 1;\n```\n')).html).toMatch(/<span class="tk-keyword">const<\/span>/);
    expect((await renderSource('```vyper\ncontract A {}\n```\n')).html).not.toContain('tk-');
  });

  it('leaves code out of the page text', async () => {
    const page = await renderSource('Before.\n\n```bash\nforge install\n```\n\nAfter.\n');
    expect(page.text).toBe('Before. After.');
  });
});

// Prose features: GFM, math, raw HTML in .md, and text directives that were only prose (`10:30`, `a:b`).
describe('GFM', () => {
  it('renders tables with alignment', async () => {
    const page = await renderSource('| Fee | Tick spacing |\n| :-- | --: |\n| 0.05% | 10 |\n');
    expect(page.html).toContain('<table>');
    expect(page.html).toContain('<th align="left">Fee</th>');
    expect(page.html).toContain('<td align="right">10</td>');
  });

  it('renders strikethrough, task lists and autolinks', async () => {
    const page = await renderSource('~~old~~\n\n- [x] done\n- [ ] todo\n\nSee https://uniswap.org.\n');
    expect(page.html).toContain('<del>old</del>');
    expect(page.html).toContain('type="checkbox"');
    expect(page.html).toContain('<a href="https://uniswap.org">https://uniswap.org</a>');
  });

  it('links e-mail literals, and renders GFM alike on pages that cannot hold a literal', async () => {
    expect((await renderSource('Write to security@uniswap.org.\n')).html).toContain(
      '<a href="mailto:security@uniswap.org">security@uniswap.org</a>',
    );
    const page = await renderSource('Install @uniswap/v4-core.\n\n| a | b |\n|---|---|\n| ~~x~~ | y |\n');
    expect(page.html).not.toContain('<a ');
    expect(page.html).toContain('<del>x</del>');
    expect(page.html).toContain('<th>a</th>');
  });
});

describe('raw HTML', () => {
  it('parses HTML at the top level and nested in lists and quotes', async () => {
    expect((await renderSource('<div class="note-box">Read first.</div>\n')).html).toContain(
      '<div class="note-box">Read first.</div>',
    );
    const nested = await renderSource('- Press <kbd>Ctrl</kbd>+<kbd>K</kbd>\n\n> Fee: 0.3<sup>%</sup>\n');
    expect(nested.html).toContain('<li>Press <kbd>Ctrl</kbd>+<kbd>K</kbd></li>');
    expect(nested.html).toContain('0.3<sup>%</sup>');
  });
});

describe('math', () => {
  it('renders inline and display math with KaTeX', async () => {
    const page = await renderSource('Price is $p = 1.0001^i$.\n\n$$\n\\sqrt{P} = \\frac{y}{L}\n$$\n');
    expect(page.html).toContain('class="katex"');
    expect(page.html).toContain('class="katex-display"');
    expect(page.diagnostics).toEqual([]);
  });

  it('typesets a math fence as display math', async () => {
    const page = await renderSource('```math\nL = \\sqrt{xy}\n```\n');
    expect(page.html).toContain('class="katex-display"');
    expect(page.html).not.toContain('<pre');
  });

  it('adds no KaTeX markup to pages without math', async () => {
    expect((await renderSource('It costs five dollars.\n')).html).not.toContain('katex');
  });

  it('keeps TeX sources out of the page text', async () => {
    const page = await renderSource('Let $x$ be.\n');
    expect(page.text).not.toContain('annotation');
    expect(page.text.match(/x/g)?.length).toBe(1);
  });
});

describe('prose that looks like directives', () => {
  it('keeps times, ratios and words with colons', async () => {
    const page = await renderSource('Meet at 10:30 on day a:b, ratio 3:2, see note:here.\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.text).toBe('Meet at 10:30 on day a:b, ratio 3:2, see note:here.');
  });

  it('keeps a line that starts with :: as text', async () => {
    const page = await renderSource('::warning\n');
    expect(page.text).toBe('::warning');
  });

  it('keeps the [label] and {attributes} of a directive-like word', async () => {
    const page = await renderSource('Read slots:data[0] and ratio:x{a=1} now.\n');
    expect(page.text).toBe('Read slots:data[0] and ratio:x{a=1} now.');
  });
});

describe('raw HTML in .md', () => {
  it('passes HTML through', async () => {
    const page = await renderSource('<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n');
    expect(page.html).toContain('<details>');
    expect(page.html).toContain('<summary>More</summary>');
    expect(page.html).toContain('<strong>text</strong>');
  });
});

describe('links', () => {
  it('collects every link with its source line', async () => {
    const page = await renderSource(
      '---\ntitle: T\n---\n\nSee [hooks](/contracts/v4/concepts/hooks#permissions).\n\nAnd [setup](./setup.md).\n',
    );
    expect(page.links).toEqual([
      { href: '/contracts/v4/concepts/hooks#permissions', line: 5, column: 5 },
      { href: './setup.md', line: 7, column: 5 },
    ]);
  });
});

// .mdx pages: Tabs/TabItem, Admonition, details, import/export lines, unknown components and unclosed JSX.
const tabsPage = [
  "import Tabs from '@theme/Tabs';",
  "import TabItem from '@theme/TabItem';",
  'export const version = 4;',
  '',
  '# Install',
  '',
  '<Tabs groupId="package-manager">',
  '  <TabItem value="npm" label="npm">',
  '',
  '```bash',
  'npm install @uniswap/v4-sdk',
  '```',
  '',
  '  </TabItem>',
  '  <TabItem value="yarn" label="Yarn" default>',
  '',
  'Run **yarn add**.',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
].join('\n');

describe('Tabs and TabItem', () => {
  it('accepts import and export lines and leaves them out of the page', async () => {
    const page = await renderSource(tabsPage, 'guide/install.mdx');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).not.toContain('import');
    expect(page.html).not.toContain('version');
  });

  it('renders one tab button per item, the default one selected', async () => {
    const { html } = await renderSource(tabsPage, 'guide/install.mdx');
    const buttons = [...html.matchAll(/<button type="button" role="tab"[^>]*>([^<]*)<\/button>/g)];
    expect(buttons.map((b) => b[1])).toEqual(['npm', 'Yarn']);
    expect(buttons[0]![0]).toContain('aria-selected="false"');
    expect(buttons[1]![0]).toContain('aria-selected="true"');
    expect(buttons[1]![0]).toContain('data-value="yarn"');
  });

  it('renders one panel per item with its content, linked to its button', async () => {
    const { html } = await renderSource(tabsPage, 'guide/install.mdx');
    const panels = [
      ...html.matchAll(/<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"[^>]*class="([^"]+)"/g),
    ];
    expect(panels).toHaveLength(2);
    expect(panels.map((p) => p[3])).toEqual(['tabs__panel', 'tabs__panel is-active']);
    for (const panel of panels) expect(html).toContain(`id="${panel[2]}" aria-controls="${panel[1]}"`);
    expect(html.replace(/<[^>]+>/g, '')).toContain('npm install @uniswap/v4-sdk');
    expect(html).toContain('Run <strong>yarn add</strong>.');
  });

  it('keeps the groupId so tabs with the same group switch together', async () => {
    const { html } = await renderSource(tabsPage, 'guide/install.mdx');
    expect(html).toContain('<div class="tabs" data-group-id="package-manager" data-tabs="">');
  });

  it('selects the first tab when none is the default', async () => {
    const { html } = await renderSource(
      '<Tabs>\n<TabItem value="a">\n\nA\n\n</TabItem>\n<TabItem value="b">\n\nB\n\n</TabItem>\n</Tabs>\n',
      'guide/t.mdx',
    );
    expect(html).toMatch(/data-value="a" class="tabs__tab"/);
    expect(html).toMatch(/aria-selected="true" tabindex="0" data-value="a"/);
  });

  // MDX unwraps a paragraph that holds only JSX (remark-mark-and-unravel), so one-line items are items too.
  it('renders TabItems written on one line each', async () => {
    const { html } = await renderSource(
      '<Tabs>\n<TabItem value="a" label="A">Alpha</TabItem>\n<TabItem value="b" label="B">Beta</TabItem>\n</Tabs>\n',
      'guide/t.mdx',
    );
    expect([...html.matchAll(/role="tab"/g)]).toHaveLength(2);
    expect(html).toContain('Alpha');
    expect(html).toContain('Beta');
  });
});

describe('other components', () => {
  it('renders <Admonition type title> like :::type[title]', async () => {
    const { html, diagnostics } = await renderSource(
      '<Admonition type="warning" title="Careful">\n\nCheck the **deltas**.\n\n</Admonition>\n',
      'guide/a.mdx',
    );
    expect(diagnostics).toEqual([]);
    expect(html).toContain(
      '<aside class="admonition admonition-warning" role="note"><p class="admonition-title">Careful</p>',
    );
    expect(html).toContain('<strong>deltas</strong>');
  });

  it('renders <details> with its <summary> first', async () => {
    const { html, diagnostics } = await renderSource(
      '<details>\n<summary>Show the math</summary>\n\nHidden text.\n\n</details>\n',
      'guide/d.mdx',
    );
    expect(diagnostics).toEqual([]);
    expect(html).toContain('<details><summary>Show the math</summary>');
    expect(html).toContain('<p>Hidden text.</p>');
  });

  it('keeps the children of an unknown component and warns at its line', async () => {
    const page = await renderSource('# Page\n\n<Fancy color="red">\n\nStill **shown**.\n\n</Fancy>\n', 'guide/u.mdx');
    expect(page.html).toContain('<p>Still <strong>shown</strong>.</p>');
    expect(page.diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'tests/fixtures/site-basic/docs/guide/u.mdx',
        line: 3,
        column: 1,
        message: 'unknown MDX component <Fancy>: its children are shown without it',
        hint: expect.stringContaining('markdown: { components: { Fancy:'),
      },
    ]);
  });

  it('says an unknown component without children is left out, as nothing of it can be shown', async () => {
    const page = await renderSource(
      '# Page\n\n<Snapshot src="https://example.org/a.png" />\n\nAfter.\n',
      'guide/s.mdx',
    );
    expect(page.html).not.toContain('Snapshot');
    expect(page.html).toContain('<p>After.</p>');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        line: 3,
        message: 'unknown MDX component <Snapshot> has no children to show: it is left out',
        hint: expect.stringContaining('write what it shows (an image, a link) in markdown'),
      }),
    ]);
  });

  it('gives the link of a <Card href> the line of the card, for the link check', async () => {
    const page = await renderSource(
      '# Cards\n\n<CardGrid>\n  <Card title="API" href="/api/nowhere">\n    Query pools.\n  </Card>\n</CardGrid>\n',
      'guide/c.mdx',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.links).toEqual([{ href: '/api/nowhere', line: 4, column: 3 }]);
  });

  it('warns about a JavaScript expression and leaves it out', async () => {
    const page = await renderSource('Version {version}.\n', 'guide/e.mdx');
    expect(page.text).toBe('Version .');
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({ severity: 'warning', line: 1 });
  });
});

describe('unclosed JSX', () => {
  it('gives one error with the line and a hint, and an empty page', async () => {
    const source = '---\ntitle: Broken\n---\n\n# Broken\n\n<Tabs>\n  <TabItem value="a">\n\nText\n\n</Tabs>\n';
    const page = await renderSource(source, 'guide/broken.mdx');
    expect(page.diagnostics).toHaveLength(1);
    const [d] = page.diagnostics;
    expect(d).toMatchObject({ severity: 'error', file: 'tests/fixtures/site-basic/docs/guide/broken.mdx' });
    expect(d!.line).toBeGreaterThanOrEqual(8);
    expect(d!.line).toBeLessThanOrEqual(12);
    expect(d!.message).toMatch(/^could not parse MDX: /);
    expect(d!.hint).toContain('Close every JSX tag');
    expect(page.title).toBe('Broken');
  });

  it('points at the opening tag of a tag left open at the end of the file', async () => {
    const page = await renderSource(
      '---\ntitle: Open\n---\n\n# Open\n\nSome text.\n\n<Tabs>\n\nMore text.\n',
      'guide/open.mdx',
    );
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({ severity: 'error', line: 9, column: 1 });
    expect(page.diagnostics[0]!.message).toContain('Expected a closing tag for `<Tabs>`');
  });

  it('treats the same text in a .md page as HTML, not as an error', async () => {
    const page = await renderSource('<Tabs>\n\nText\n', 'guide/plain.md');
    expect(page.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

// Images: local files get width and height (and relative ones are copied as hashed assets); missing ones are errors.
describe('images', () => {
  it('sizes an image from the static folder and keeps its URL', async () => {
    const page = await renderSource('# Pics\n\n![A pixel](/img/pixel.png)\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toContain(
      '<img src="/img/pixel.png" alt="A pixel" width="5" height="4" loading="lazy" decoding="async">',
    );
    expect(page.assets).toEqual([]);
  });

  it('sizes an image next to the page and copies it under a hashed name', async () => {
    const page = await renderSource('![Diagram](./diagram.png)\n', 'guide/page.md');
    expect(page.diagnostics).toEqual([]);
    expect(page.assets).toEqual([
      {
        src: './diagram.png',
        from: `${rootDir}/tests/fixtures/site-basic/docs/guide/diagram.png`,
        url: expect.stringMatching(/^\/assets\/img\/diagram-[0-9a-f]{8}\.png$/),
      },
    ]);
    expect(page.html).toMatch(/<img src="\/assets\/img\/diagram-[0-9a-f]{8}\.png" alt="Diagram" width="3" height="2"/);
  });

  it('reports a missing static image as an error at its line, with where to put it', async () => {
    const page = await renderSource('---\ntitle: T\n---\n\nText.\n\n![Gone](/img/missing.png)\n');
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({
      severity: 'error',
      file: 'tests/fixtures/site-basic/docs/guide/page.md',
      line: 7,
      column: 1,
      message: 'image not found: /img/missing.png',
    });
    expect(page.diagnostics[0]!.hint).toBe('Put the file at static/img/missing.png or fix the path.');
  });

  it('reports a missing relative image', async () => {
    const page = await renderSource('![Gone](./nope.png)\n');
    expect(page.diagnostics).toHaveLength(1);
    expect(page.diagnostics[0]).toMatchObject({ severity: 'error', line: 1, message: 'image not found: ./nope.png' });
  });

  it('leaves external images alone', async () => {
    const page = await renderSource('![Remote](https://example.com/x.png)\n');
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toBe('<p><img src="https://example.com/x.png" alt="Remote"></p>');
  });

  it("sizes and copies an <img> in a page's HTML, keeping a width the author gave", async () => {
    const page = await renderSource(
      '<p align="center">\n  <img src="./diagram.png" alt="Diagram" width="120">\n</p>\n\n<img src="/img/pixel.png" alt="A pixel">\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.assets).toEqual([
      {
        src: './diagram.png',
        from: `${rootDir}/tests/fixtures/site-basic/docs/guide/diagram.png`,
        url: expect.stringMatching(/^\/assets\/img\/diagram-[0-9a-f]{8}\.png$/),
      },
    ]);
    expect(page.html).toMatch(
      /<img src="\/assets\/img\/diagram-[0-9a-f]{8}\.png" alt="Diagram" width="120" height="2" loading="lazy" decoding="async">/,
    );
    expect(page.html).toContain(
      '<img src="/img/pixel.png" alt="A pixel" width="5" height="4" loading="lazy" decoding="async">',
    );
  });

  it("reports a missing <img> of a page's HTML at its line", async () => {
    const page = await renderSource('Text.\n\n<div>\n  <img src="/img/missing.png">\n</div>\n');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', line: 4, column: 3, message: 'image not found: /img/missing.png' }),
    ]);
  });

  it("resolves an MDX <img> whose src is require('./file'), and reports a missing one", async () => {
    const page = await renderSource(
      "<img src={require('./diagram.png').default} alt=\"Diagram\" />\n\n<img src={require('./gone.png')} />\n",
      'guide/page.mdx',
    );
    expect(page.assets).toEqual([
      {
        src: './diagram.png',
        from: `${rootDir}/tests/fixtures/site-basic/docs/guide/diagram.png`,
        url: expect.stringMatching(/^\/assets\/img\/diagram-[0-9a-f]{8}\.png$/),
      },
    ]);
    expect(page.html).toMatch(/<img src="\/assets\/img\/diagram-[0-9a-f]{8}\.png" alt="Diagram" width="3" height="2"/);
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', line: 3, message: 'image not found: ./gone.png' }),
    ]);
  });

  it('renders every <img> of an MDX page that imports an image as `img`: a lowercase tag is always HTML, whatever the page names so', async () => {
    const page = await renderSource(
      'import img from \'./diagram.png\';\nexport const p = ({ children }) => <div>{children}</div>;\n\n<img src={img} alt="Diagram" />\n\n<img src="/img/pixel.png" />\n\n<p>Kept</p>\n',
      'guide/page.mdx',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.html).toMatch(
      /^<img src="\/assets\/img\/diagram-[0-9a-f]{8}\.png" alt="Diagram" width="3" height="2" loading="lazy" decoding="async">\n<img src="\/img\/pixel\.png" width="5" height="4" loading="lazy" decoding="async">\n<p>Kept<\/p>$/,
    );
  });

  it('leaves out an MDX attribute whose value is an expression it cannot know, with a warning', async () => {
    const page = await renderSource('<img src={logoUrl} alt="Logo" width={64} />\n', 'guide/page.mdx');
    expect(page.html).toBe('<img alt="Logo" width="64">');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        line: 1,
        column: 6,
        message: 'the value of src={logoUrl} on <img> is not evaluated and was left out',
      }),
    ]);
  });
});
