// The dev server tells the reader what its watcher saw: once tracking, a save reads only the files written since the
// last look, without listing the folder or looking at the other files; anything else makes it look at every file.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createSourceReader } from '../../../generator/discover/discoverSite.js';
import type { SourceFile } from '../../../generator/types.js';

let rootDir = '';
let docsDir = '';
beforeEach(() => {
  rootDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-tracked-'));
  docsDir = path.join(rootDir, 'docs');
  mkdirSync(docsDir);
  writeFile('a.md', '# A\n');
  writeFile('b.md', '# B\n');
  // Read well after the files were written: no write shares the file system's clock tick with a read.
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + 5000);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(rootDir, { recursive: true, force: true });
});

function writeFile(name: string, text: string): string {
  const file = path.join(docsDir, name);
  writeFileSync(file, text);
  return file;
}
const contentsOf = (files: SourceFile[]) => Object.fromEntries(files.map((f) => [f.path, f.contents]));

it('reads only the files written since, once tracking, and every file after any other change', () => {
  const reader = createSourceReader(rootDir);
  const first = reader.docFiles(docsDir);
  reader.trackChanges();
  // Written before the watcher was ready: found by the first look after tracking starts, which looks at every file.
  writeFile('b.md', '# B, before the watcher\n');
  expect(contentsOf(reader.docFiles(docsDir))).toEqual({ 'a.md': '# A\n', 'b.md': '# B, before the watcher\n' });

  const a = writeFile('a.md', '# A, saved\n');
  writeFile('b.md', '# B, written without an event\n');
  reader.noteChanges([a, path.join(rootDir, 'static/logo.png')], false);
  const tracked = reader.docFiles(docsDir);
  expect(contentsOf(tracked)).toEqual({ 'a.md': '# A, saved\n', 'b.md': '# B, before the watcher\n' });
  expect(tracked[0]).not.toBe(first[0]);

  reader.noteChanges([path.join(rootDir, 'static/new.png')], true);
  expect(contentsOf(reader.docFiles(docsDir))).toEqual({
    'a.md': '# A, saved\n',
    'b.md': '# B, written without an event\n',
  });
});

it('lists the folder again for a written file it does not know, or one gone since', () => {
  const reader = createSourceReader(rootDir);
  reader.trackChanges();
  reader.docFiles(docsDir);
  reader.noteChanges([writeFile('c.md', '# C\n')], false);
  expect(Object.keys(contentsOf(reader.docFiles(docsDir)))).toEqual(['a.md', 'b.md', 'c.md']);
  const b = path.join(docsDir, 'b.md');
  unlinkSync(b);
  reader.noteChanges([b], false);
  expect(Object.keys(contentsOf(reader.docFiles(docsDir)))).toEqual(['a.md', 'c.md']);
});

it('looks at every file on each call when not tracking (a build)', () => {
  const reader = createSourceReader(rootDir);
  reader.docFiles(docsDir);
  writeFile('a.md', '# A, edited\n');
  reader.noteChanges([], false);
  expect(contentsOf(reader.docFiles(docsDir))['a.md']).toBe('# A, edited\n');
});
