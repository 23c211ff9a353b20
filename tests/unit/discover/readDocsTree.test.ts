// Reading a docs folder: markdown and category files only, POSIX paths, Docusaurus's `_` and `.` exclusions.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocsTree } from '../../../generator/discover/readDocsTree.js';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-tree-'));
  const files = [
    'docs/01-guides/intro.md',
    'docs/01-guides/tabs.mdx',
    'docs/01-guides/_category_.json',
    'docs/01-guides/_draft.md',
    'docs/01-guides/image.png',
    'docs/_partials/snippet.md',
    'docs/guides/_shared/deep/note.mdx',
    'docs/.github/contributing.md',
    'docs/01-guides/.notes.md',
  ];
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), file.endsWith('.json') ? '{}' : '# x\n');
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readDocsTree', () => {
  it('reads .md, .mdx and _category_ files with docs-relative paths and project-relative origins', async () => {
    const files = readDocsTree(path.join(root, 'docs'), root);
    const intro = files.find((f) => f.path === '01-guides/intro.md');
    expect(intro).toEqual({ path: '01-guides/intro.md', origin: 'docs/01-guides/intro.md', contents: '# x\n' });
    expect(files.map((f) => f.path)).toContain('01-guides/_category_.json');
    expect(files.map((f) => f.path)).not.toContain('01-guides/image.png');
  });

  // Docusaurus's default `exclude` is `**/_*.{md,mdx}` and `**/_*/**`: partials and their folders are not pages; its
  // file globbing leaves out hidden files and folders.
  it('skips files and folders whose name starts with "_" or "."', async () => {
    const paths = readDocsTree(path.join(root, 'docs'), root)
      .map((f) => f.path)
      .sort();
    expect(paths).toEqual(['01-guides/_category_.json', '01-guides/intro.md', '01-guides/tabs.mdx']);
  });

  it('returns nothing for a missing optional folder', async () => {
    expect(readDocsTree(path.join(root, 'nope'), root, { optional: true })).toEqual([]);
  });
});
