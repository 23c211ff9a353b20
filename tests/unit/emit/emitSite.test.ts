// The emit stage: the new site replaces the old one whole, and a failure leaves the old one as it was.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitSite } from '../../../generator/emit/emitSite.js';
import { buildStampContents, buildStampName } from '../../../generator/emit/buildStamp.js';

let root: string;
let outDir: string;

/** Every file under `dir` with its text, for before/after comparisons. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) out[path.relative(dir, path.join(entry.parentPath, entry.name))] = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return out;
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-emit-'));
  outDir = path.join(root, 'build');
  mkdirSync(path.join(outDir, 'old'), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), 'old home');
  writeFileSync(path.join(outDir, 'old', 'index.html'), 'old page');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('emitSite', () => {
  it('writes files and copies, and drops what the old build had', async () => {
    const staticDir = path.join(root, 'static');
    mkdirSync(path.join(staticDir, 'img'), { recursive: true });
    writeFileSync(path.join(staticDir, 'img', 'logo.svg'), '<svg/>');
    writeFileSync(path.join(root, 'diagram.png'), 'png');
    const count = await emitSite(outDir, {
      files: [
        { path: 'index.html', contents: 'new home' },
        { path: 'guide/intro/index.html', contents: new TextEncoder().encode('intro') },
      ],
      copies: [
        { path: 'assets/img/diagram-1234.png', from: path.join(root, 'diagram.png') },
        { path: 'img/logo.svg', from: path.join(staticDir, 'img', 'logo.svg') },
      ],
    });
    expect(count).toBe(4);
    expect(snapshot(outDir)).toEqual({
      'index.html': 'new home',
      'guide/intro/index.html': 'intro',
      'assets/img/diagram-1234.png': 'png',
      'img/logo.svg': '<svg/>',
      [buildStampName]: buildStampContents,
    });
  });

  it('leaves the old folder untouched and no temporary folders behind when a copy fails', async () => {
    const before = snapshot(outDir);
    const failing = emitSite(outDir, { files: [{ path: 'index.html', contents: 'new home' }], copies: [{ path: 'img/x.png', from: path.join(root, 'does-not-exist.png') }] });
    await expect(failing).rejects.toThrow(/does-not-exist\.png/);
    expect(snapshot(outDir)).toEqual(before);
    expect(readdirSync(root)).toEqual(['build']);
  });

  it('refuses to write outside the output folder and leaves the old one', async () => {
    const before = snapshot(outDir);
    await expect(emitSite(outDir, { files: [{ path: '../escape.html', contents: 'x' }], copies: [] })).rejects.toThrow(/outside the output folder/);
    expect(snapshot(outDir)).toEqual(before);
    expect(existsSync(path.join(root, 'escape.html'))).toBe(false);
  });

  it('makes no folder outside the output folder for a path that climbs out of it', async () => {
    await expect(emitSite(outDir, { files: [{ path: 'a/../../outside/page/index.html', contents: 'x' }], copies: [] })).rejects.toThrow(/outside the output folder/);
    expect(readdirSync(root)).toEqual(['build']);
  });

  it('creates the output folder when there was none', async () => {
    rmSync(outDir, { recursive: true });
    await emitSite(outDir, { files: [{ path: '404.html', contents: 'not found' }], copies: [] });
    expect(snapshot(outDir)).toEqual({ '404.html': 'not found', [buildStampName]: buildStampContents });
  });
});
