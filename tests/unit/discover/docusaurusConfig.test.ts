// The literal settings read from a Docusaurus config beside a docs folder, without running it, and the tags file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { docsFolderEditUrl, readDocusaurusConfig } from '../../../generator/discover/docusaurusConfig.js';
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
