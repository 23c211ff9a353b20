// The static folder: its files are published, but no symlink is followed out of it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readStaticFolder } from '../../../generator/discover/readStaticFolder.js';

let root: string;
let staticDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-static-'));
  staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'img'), { recursive: true });
  writeFileSync(path.join(staticDir, 'img/logo.svg'), '<svg/>');
  writeFileSync(path.join(root, 'id_rsa'), 'PRIVATE KEY');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('readStaticFolder', () => {
  it('lists files, and a symlink to a file inside the folder as that file', () => {
    symlinkSync('img/logo.svg', path.join(staticDir, 'logo.svg'));
    const { files, diagnostics } = readStaticFolder(staticDir, root);
    expect(diagnostics).toEqual([]);
    expect(files.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'img/logo.svg', from: path.join(staticDir, 'img/logo.svg') },
      { path: 'logo.svg', from: path.join(staticDir, 'img/logo.svg') },
    ]);
  });

  it('does not follow a symlink out of the folder: a warning names it and it is skipped', () => {
    symlinkSync(path.join(root, 'id_rsa'), path.join(staticDir, 'key.txt'));
    symlinkSync('/etc', path.join(staticDir, 'etc'));
    const { files, diagnostics } = readStaticFolder(staticDir, root);
    expect(files.map((f) => f.path)).toEqual(['img/logo.svg']);
    expect(diagnostics.map((d) => [d.severity, d.file, d.message])).toEqual(
      expect.arrayContaining([
        ['warning', 'static/key.txt', expect.stringMatching(/^symlink key\.txt points outside the static folder/)],
        ['warning', 'static/etc', expect.stringMatching(/^symlink etc points outside the static folder/)],
      ]),
    );
  });

  it('names a dangling symlink and where it points', () => {
    symlinkSync('gone.png', path.join(staticDir, 'img/broken.png'));
    const { files, diagnostics } = readStaticFolder(staticDir, root);
    expect(files.map((f) => f.path)).toEqual(['img/logo.svg']);
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        file: 'static/img/broken.png',
        message: expect.stringMatching(/^broken symlink in the static folder: img\/broken\.png points to gone\.png/),
        hint: expect.any(String),
      },
    ]);
  });
});
