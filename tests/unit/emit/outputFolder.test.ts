// The output folder: a build replaces only an empty folder or one an earlier build stamped, never a folder of other files.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStampContents, buildStampName } from '../../../generator/emit/buildStamp.js';
import { outputFolderProblem } from '../../../generator/emit/outputFolder.js';

let root: string;
const paths = () => ({ rootDir: path.join(root, 'project'), sources: [path.join(root, 'project/docs')] });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-outfolder-'));
  mkdirSync(path.join(root, 'project/docs'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A gh-pages checkout: a site docsgen did not write, with history and a domain file. */
function ghPagesCheckout(dir: string): void {
  mkdirSync(path.join(dir, '.git'), { recursive: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, 'CNAME'), 'docs.example');
  writeFileSync(path.join(dir, 'src/app.js'), '');
}

describe('outputFolderProblem', () => {
  it('refuses a non-empty folder without the stamp, even one with an index.html, and says what to do', () => {
    const out = path.join(root, 'gh-pages');
    ghPagesCheckout(out);
    const problem = outputFolderProblem(out, paths());
    expect(problem?.severity).toBe('error');
    expect(problem?.message).toMatch(/\.docsgen-build/);
    expect(problem?.hint).toMatch(/new or empty folder/);
  });

  it('accepts a missing folder, an empty one, and one holding a stamped build', () => {
    expect(outputFolderProblem(path.join(root, 'none'), paths())).toBeUndefined();
    mkdirSync(path.join(root, 'empty'));
    expect(outputFolderProblem(path.join(root, 'empty'), paths())).toBeUndefined();
    const built = path.join(root, 'built');
    mkdirSync(built);
    writeFileSync(path.join(built, 'index.html'), 'home');
    writeFileSync(path.join(built, buildStampName), buildStampContents);
    expect(outputFolderProblem(built, paths())).toBeUndefined();
  });

  it('does not take a stamp file written by something else', () => {
    const out = path.join(root, 'other');
    ghPagesCheckout(out);
    writeFileSync(path.join(out, buildStampName), 'not json');
    expect(outputFolderProblem(out, paths())).toBeDefined();
  });

  it('refuses a link to nowhere in place of the folder, which the swap could not rename the site onto', () => {
    const out = path.join(root, 'dangling');
    symlinkSync(path.join(root, 'nonexistent'), out);
    const problem = outputFolderProblem(out, paths());
    expect(problem?.message).toMatch(/dangling: it is a symbolic link to .*nonexistent, which does not exist/);
    expect(problem?.hint).toMatch(/--out/);
  });

  it('refuses a path with a file on the way to it', () => {
    writeFileSync(path.join(root, 'file'), '');
    for (const out of ['file/site', 'file/a/b'])
      expect(outputFolderProblem(path.join(root, out), paths())?.message).toMatch(/file is a file, not a folder/);
  });
});
