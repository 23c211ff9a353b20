// The literal settings read from a Docusaurus config beside a docs folder, without running it, and the tags file.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  docsFolderEditUrl,
  docusaurusConfigWarning,
  mermaidWarning,
  readDocusaurusConfig,
  unreadSidebarPathWarning,
} from '../../../generator/discover/docusaurusConfig.js';
import { findSidebarsFile } from '../../../generator/discover/loadSidebarsFile.js';
import { inlineTagDiagnostics, readTagsFile } from '../../../generator/discover/tagsFile.js';
import type { SourcePage } from '../../../generator/types.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A site folder with `files` (name → text) and an empty docs folder; returns the docs folder. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-docusaurus-config-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'docs'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return path.join(dir, 'docs');
}

describe('readDocusaurusConfig', () => {
  it('reads literal settings of a CommonJS config, never running it', () => {
    const docs = site({
      'docusaurus.config.js': `throw new Error('run');
module.exports = { markdown: { format: 'md' }, presets: [['classic', { docs: {
  sidebarPath: require.resolve('./sidebars-docs.js'), editUrl: 'https://git.example/site/', onInlineTags: 'throw' },
  blog: { editUrl: 'https://git.example/blog/' } }]] };`,
    });
    expect(readDocusaurusConfig(docs)).toEqual({
      file: path.join(path.dirname(docs), 'docusaurus.config.js'),
      sidebarPath: path.join(path.dirname(docs), 'sidebars-docs.js'),
      markdownFormat: 'md',
      editUrl: 'https://git.example/site/',
      onInlineTags: 'throw',
    });
    expect(docsFolderEditUrl(docs)).toBe('https://git.example/site/docs/');
  });

  it('leaves computed values unset: a function editUrl, a format from a variable', () => {
    const docs = site({
      'docusaurus.config.ts': `const format = 'md';
export default { markdown: { format }, presets: [['classic', { docs: { sidebarPath: './sidebars.ts',
  editUrl: ({ docPath }) => 'https://git.example/' + docPath } }]] };`,
    });
    const facts = readDocusaurusConfig(docs)!;
    expect(facts.sidebarPath).toBe(path.join(path.dirname(docs), 'sidebars.ts'));
    expect(facts.markdownFormat).toBeUndefined();
    expect(facts.editUrl).toBeUndefined();
    expect(docsFolderEditUrl(docs)).toBeUndefined();
  });

  it('reads sidebarPath: false, which turns the sidebars file off', () => {
    const docs = site({
      'docusaurus.config.mjs': `export default { presets: [['classic', { docs: { sidebarPath: false } }]] };`,
      'sidebars.js': 'module.exports = {};',
    });
    expect(readDocusaurusConfig(docs)!.sidebarPath).toBe(false);
    expect(findSidebarsFile(docs, false)).toBeUndefined();
    expect(findSidebarsFile(docs)).toBe(path.join(path.dirname(docs), 'sidebars.js'));
  });

  it('reads a TypeScript config through its types: import type, annotations, satisfies, as const, non-null', () => {
    const docs = site({
      'docusaurus.config.ts': `import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
interface Extra { label: string }
const identity = <T,>(value: T): T => value;
const config: Config = {
  markdown: { format: 'md' as const },
  presets: [['classic', {
    docs: {
      sidebarPath: './sidebars-docs.ts' as string,
      editUrl: ('https://git.example/site/' satisfies string)!,
      onInlineTags: <const>'ignore',
    } as Preset.Options['docs'],
  } satisfies Preset.Options]],
  themeConfig: { navbar: { title: identity<string>('Site') } } satisfies Preset.ThemeConfig,
};
export default config;`,
    });
    expect(readDocusaurusConfig(docs)).toEqual({
      file: path.join(path.dirname(docs), 'docusaurus.config.ts'),
      sidebarPath: path.join(path.dirname(docs), 'sidebars-docs.ts'),
      markdownFormat: 'md',
      editUrl: 'https://git.example/site/',
      onInlineTags: 'ignore',
    });
  });

  it('sees remark-math imported, required or imported in an async config, and only as a module name', () => {
    const configs = {
      'docusaurus.config.mjs': `import math from 'remark-math';
export default { markdown: { format: 'detect' }, presets: [['classic', { docs: { remarkPlugins: [math] } }]] };`,
      'docusaurus.config.cjs': `#!/usr/bin/env node
const package = require('./package.json');
const math = require('remark-math');
module.exports = { presets: [['classic', { docs: { remarkPlugins: [math] } }]] };`,
      'docusaurus.config.js': `export default async function createConfigAsync() {
  return { presets: [['classic', { docs: { remarkPlugins: [(await import('remark-math')).default] } }]] };
}`,
    };
    for (const [name, text] of Object.entries(configs))
      expect(readDocusaurusConfig(site({ [name]: text }))).toEqual({
        file: expect.stringMatching(new RegExp(`${name.replace('.', '\\.')}$`)),
        remarkMath: true,
        ...(name.endsWith('.mjs') ? { markdownFormat: 'detect' } : {}),
      });
    const named = site({
      'docusaurus.config.js': `// import math from 'remark-math';
export default { title: 'remark-math', presets: [['classic', { docs: { remarkPlugins: ['remark-math'] } }]] };`,
    });
    expect(readDocusaurusConfig(named)!.remarkMath).toBeUndefined();
  });

  it('takes no setting from a config that does not parse, and says so at its line', () => {
    const docs = site({
      'docusaurus.config.js': `module.exports = {
  markdown: { format: 'md' },,
  presets: [['classic', { docs: { editUrl: 'https://git.example/site/' } }]],
};`,
    });
    expect(readDocusaurusConfig(docs)).toEqual({ file: path.join(path.dirname(docs), 'docusaurus.config.js') });
    expect(docsFolderEditUrl(docs)).toBeUndefined();
    expect(docusaurusConfigWarning(docs, path.dirname(docs))).toEqual({
      severity: 'warning',
      file: 'docusaurus.config.js',
      line: 2,
      column: 30,
      message: expect.stringMatching(/^could not parse the Docusaurus config, .*: Unexpected token$/),
      hint: expect.stringContaining('Fix the syntax error'),
    });
    expect(docusaurusConfigWarning(site({ 'docusaurus.config.js': 'export default {};' }), '/')).toBeUndefined();
  });

  it('reads the config again when its modification time or size changes, not otherwise', () => {
    const docs = site({});
    const file = path.join(path.dirname(docs), 'docusaurus.config.js');
    const write = (format: string, seconds: number, size = 80) => {
      writeFileSync(file, `export default { markdown: { format: '${format}' } };`.padEnd(size));
      utimesSync(file, seconds, seconds);
    };
    write('md', 1_700_000_000);
    expect(readDocusaurusConfig(docs)!.markdownFormat).toBe('md');
    // Same size, same time: the file is taken as unchanged.
    write('mdx', 1_700_000_000);
    expect(readDocusaurusConfig(docs)!.markdownFormat).toBe('md');
    write('mdx', 1_700_000_001);
    expect(readDocusaurusConfig(docs)!.markdownFormat).toBe('mdx');
    write('detect', 1_700_000_001, 90);
    expect(readDocusaurusConfig(docs)!.markdownFormat).toBe('detect');
  });

  describe('docs plugin instances', () => {
    const twoInstances = `module.exports = {
  presets: [['classic', { docs: { sidebarPath: './sidebars.js', editUrl: 'https://git.example/docs/' } }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community',
      sidebarPath: './sidebarsCommunity.js', onInlineTags: 'ignore' }],
    ['content-docs', { id: 'api', path: './api/' }],
  ],
  themeConfig: { docs: { sidebar: { hideable: true } } },
};`;

    it("takes the options of the instance whose path is the docs folder, the preset's for docs/", () => {
      const docs = site({ 'docusaurus.config.js': twoInstances, 'sidebars.js': '', 'sidebarsCommunity.js': '' });
      const siteDir = path.dirname(docs);
      const community = path.join(siteDir, 'community');
      expect(readDocusaurusConfig(docs)).toMatchObject({
        sidebarPath: path.join(siteDir, 'sidebars.js'),
        editUrl: 'https://git.example/docs/',
      });
      expect(readDocusaurusConfig(community)).toEqual({
        file: path.join(siteDir, 'docusaurus.config.js'),
        sidebarPath: path.join(siteDir, 'sidebarsCommunity.js'),
        onInlineTags: 'ignore',
      });
      expect(findSidebarsFile(community, readDocusaurusConfig(community)!.sidebarPath)).toBe(
        path.join(siteDir, 'sidebarsCommunity.js'),
      );
      expect(docsFolderEditUrl(community)).toBeUndefined();
    });

    it("gives an instance of plugins without sidebarPath the folder's sidebar, not the preset's file", () => {
      const docs = site({ 'docusaurus.config.js': twoInstances, 'sidebars.js': '' });
      const api = path.join(path.dirname(docs), 'api');
      expect(readDocusaurusConfig(api)!.sidebarPath).toBe(false);
      expect(findSidebarsFile(api, readDocusaurusConfig(api)!.sidebarPath)).toBeUndefined();
    });

    it('warns at a sidebarPath it cannot read, naming the sidebars used instead and how to write it', () => {
      const docs = site({
        'docusaurus.config.js': `module.exports = { presets: [['classic', {
  docs: { sidebarPath: sidebarsFor('docs') } }]] };`,
        'sidebars.js': '',
      });
      const facts = readDocusaurusConfig(docs)!;
      expect(facts.sidebarPath).toBeUndefined();
      const used = findSidebarsFile(docs, facts.sidebarPath);
      expect(unreadSidebarPathWarning(facts, used, path.dirname(docs))).toEqual({
        severity: 'warning',
        file: 'docusaurus.config.js',
        line: 2,
        column: 24,
        message: expect.stringMatching(
          /^could not read sidebarPath: sidebarsFor\('docs'\) .*, so docsgen uses the sidebars of sidebars.js instead$/,
        ),
        hint: expect.stringContaining("require.resolve('./sidebars.js')"),
      });
      expect(unreadSidebarPathWarning(facts, undefined, path.dirname(docs))!.message).toMatch(
        /so docsgen uses a sidebar made from the docs folder instead$/,
      );
    });

    it('takes no docs options for a folder that no instance names', () => {
      const docs = site({ 'docusaurus.config.js': twoInstances });
      const other = path.join(path.dirname(docs), 'other');
      expect(readDocusaurusConfig(other)).toEqual({ file: path.join(path.dirname(docs), 'docusaurus.config.js') });
    });
  });

  it('warns at markdown.mermaid: true that mermaid blocks stay code, and not for false', () => {
    const config = (mermaid: string) =>
      readDocusaurusConfig(
        site({ 'docusaurus.config.js': `module.exports = {\n  markdown: { mermaid: ${mermaid} },\n};` }),
      )!;
    const on = config('true');
    const rootDir = path.dirname(on.file);
    expect(mermaidWarning(on, rootDir)).toMatchObject({
      severity: 'warning',
      file: 'docusaurus.config.js',
      line: 2,
      message: expect.stringContaining('shown as code'),
    });
    expect(mermaidWarning(config('false'), rootDir)).toBeUndefined();
  });

  it('is undefined without a config beside the docs folder', () => {
    expect(readDocusaurusConfig(site({}))).toBeUndefined();
  });
});

describe('tags file', () => {
  const page = (tags: string[]) =>
    ({
      source: { origin: 'docs/a.md', contents: `---\ntitle: A\ntags: [${tags.join(', ')}]\n---\n` },
      frontmatter: { tags },
    }) as unknown as SourcePage;

  it('completes each tag with Docusaurus defaults', () => {
    const docs = site({});
    writeFileSync(
      path.join(docs, 'tags.yml'),
      "releases:\n  label: 'Product releases'\n  permalink: '/product'\nemptyTag:\n",
    );
    expect([...readTagsFile(docs, '/').tags!]).toEqual([
      ['releases', { label: 'Product releases', permalink: '/product', description: undefined }],
      ['emptyTag', { label: 'Emptytag', permalink: '/empty-tag', description: undefined }],
    ]);
  });

  it('reports a file that is not a map of tags as an error', () => {
    const docs = site({});
    writeFileSync(path.join(docs, 'tags.yml'), '- just\n- a list\n');
    expect(readTagsFile(docs, '/').diagnostics).toEqual([expect.objectContaining({ severity: 'error' })]);
  });

  it('follows onInlineTags for a tag not in the file', () => {
    const tags = new Map([['releases', { label: 'Releases', permalink: '/releases' }]]);
    const pages = [page(['releases', 'other'])];
    expect(inlineTagDiagnostics(pages, tags, 'warn')).toEqual([
      expect.objectContaining({ severity: 'warning', line: 3, message: 'tags not defined in the tags file: "other"' }),
    ]);
    expect(inlineTagDiagnostics(pages, tags, 'throw')[0]!.severity).toBe('error');
    expect(inlineTagDiagnostics(pages, tags, 'ignore')).toEqual([]);
    expect(inlineTagDiagnostics(pages, undefined, 'throw')).toEqual([]);
  });
});
