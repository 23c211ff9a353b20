// The dev server reads only the docs files that changed since it last read them; a file written in the moment it
// was read is read again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it, vi } from 'vitest';
import { readDocsTree } from '../../../generator/discover/readDocsTree.js';
import { unchangedFiles } from '../../../generator/discover/unchangedFiles.js';

const docsDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-unchanged-'));
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const byPath = (files: ReturnType<typeof readDocsTree>) => new Map(files.map((f) => [f.path, f]));

it('gives the files read before when unchanged, and reads the edited ones', () => {
  writeFileSync(path.join(docsDir, 'a.md'), '# A\n');
  writeFileSync(path.join(docsDir, 'b.md'), '# B\n');
  const unchanged = unchangedFiles();
  // Read well after the files were written (no write can share the file system's clock tick with the read).
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + 5000);
  const first = byPath(readDocsTree(docsDir, docsDir, { unchanged }));
  const second = byPath(readDocsTree(docsDir, docsDir, { unchanged }));
  expect(second.get('a.md')).toBe(first.get('a.md'));
  expect(second.get('b.md')).toBe(first.get('b.md'));
  writeFileSync(path.join(docsDir, 'a.md'), '# Z\n');
  const third = byPath(readDocsTree(docsDir, docsDir, { unchanged }));
  expect(third.get('a.md')!.contents).toBe('# Z\n');
  expect(third.get('b.md')).toBe(first.get('b.md'));
});

it('reads a file again when it was written just before it was read, even if it looks the same', () => {
  writeFileSync(path.join(docsDir, 'c.md'), '# C\n');
  const unchanged = unchangedFiles();
  const first = byPath(readDocsTree(docsDir, docsDir, { unchanged }));
  const second = byPath(readDocsTree(docsDir, docsDir, { unchanged }));
  expect(second.get('c.md')).not.toBe(first.get('c.md'));
  expect(second.get('c.md')).toEqual(first.get('c.md'));
});
