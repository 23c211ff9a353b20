// The emit stage: the new site replaces the old one whole, and a failure leaves the old one as it was.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitSite } from '../../../generator/emit/emitSite.js';
import { openBuildCache } from '../../../generator/cache/buildCache.js';
import { openOutputMemo } from '../../../generator/cache/outputMemo.js';
import { buildStampContents, buildStampName } from '../../../generator/emit/buildStamp.js';

let root: string;
let outDir: string;

/** Every file under `dir` with its text, for before/after comparisons. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      out[path.relative(dir, path.join(entry.parentPath, entry.name))] = readFileSync(
        path.join(entry.parentPath, entry.name),
        'utf8',
      );
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
  it('renders a pending page only when it writes it: pages are written while later ones are still to render', async () => {
    const staging = `${outDir}.tmp-${process.pid}`;
    let writtenBeforeLast = 0;
    const pending = Array.from({ length: 200 }, (_, i) => ({
      path: `page-${i}/index.html`,
      render: () => {
        if (i === 199)
          writtenBeforeLast = readdirSync(staging).filter((name) =>
            existsSync(path.join(staging, name, 'index.html')),
          ).length;
        return `page ${i}`;
      },
    }));
    const count = await emitSite(outDir, { files: [], pending, copies: [] });
    expect(count).toBe(200);
    expect(readFileSync(path.join(outDir, 'page-199/index.html'), 'utf8')).toBe('page 199');
    expect(writtenBeforeLast).toBeGreaterThan(150);
  });

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

  it('writes a brotli copy beside the search index, scripts and styles of 1 KB or more, and nothing else', async () => {
    const script = `export const lines = [${'"concentrated liquidity", '.repeat(100)}];\n`;
    const index = JSON.stringify({ documents: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Page ${i}` })) });
    const page = `<!doctype html><p>${'Hooks. '.repeat(400)}</p>`;
    const count = await emitSite(outDir, {
      files: [
        { path: 'assets/main-ABC.js', contents: script },
        { path: 'assets/small-ABC.css', contents: 'body { color: red }' },
        { path: 'search-index/docs.json', contents: new TextEncoder().encode(index) },
        { path: 'search-index/docs.json.gz', contents: gzipSync(index) },
        { path: 'guide/index.html', contents: page },
      ],
      copies: [],
    });
    const written = snapshot(outDir);
    expect(
      Object.keys(written)
        .filter((f) => f.endsWith('.br'))
        .sort(),
    ).toEqual(['assets/main-ABC.js.br', 'search-index/docs.json.br']);
    expect(count).toBe(7);
    const unbrotli = (file: string) => brotliDecompressSync(readFileSync(path.join(outDir, file))).toString();
    expect(unbrotli('assets/main-ABC.js.br')).toBe(script);
    expect(unbrotli('search-index/docs.json.br')).toBe(index);
  });

  it('keeps the previous file of a keyed output without making its contents, and makes them for a new key', async () => {
    const memoCache = openBuildCache(undefined, 'emit-test');
    const made: string[] = [];
    const keyed = (key: string, text: string) => ({
      path: 'guide.md',
      key,
      get contents() {
        made.push(text);
        return text;
      },
    });
    await emitSite(outDir, { files: [keyed('a', 'first')], copies: [] }, openOutputMemo(memoCache, outDir));
    const first = statSync(path.join(outDir, 'guide.md')).ino;
    await emitSite(outDir, { files: [keyed('a', 'not made')], copies: [] }, openOutputMemo(memoCache, outDir));
    expect(statSync(path.join(outDir, 'guide.md')).ino).toBe(first);
    expect(readFileSync(path.join(outDir, 'guide.md'), 'utf8')).toBe('first');
    await emitSite(outDir, { files: [keyed('b', 'second')], copies: [] }, openOutputMemo(memoCache, outDir));
    expect(readFileSync(path.join(outDir, 'guide.md'), 'utf8')).toBe('second');
    expect(made).toEqual(['first', 'second']);
  });

  it('writes a file given in pieces piece by piece, without making its whole contents', async () => {
    const pieces = Array.from({ length: 3000 }, (_, i) => `page ${i} ${'é'.repeat(i % 1000)}\n`);
    const file = {
      path: 'all.txt',
      key: 'all',
      get contents(): string {
        throw new Error('the whole contents were asked for');
      },
      pieces: () => pieces,
    };
    expect(await emitSite(outDir, { files: [file], copies: [] })).toBe(1);
    expect(readFileSync(path.join(outDir, 'all.txt'), 'utf8')).toBe(pieces.join(''));
  });

  it('writes nothing when the folder holds the same site, and stages it again when a file was added by hand', async () => {
    const memoCache = openBuildCache(undefined, 'emit-test');
    const image = path.join(root, 'flow.png');
    writeFileSync(image, 'png');
    const site = () => ({
      files: [{ path: 'index.html', contents: 'home' }],
      kept: [],
      copies: [{ path: 'img/flow.png', from: image }],
    });
    await emitSite(outDir, site(), openOutputMemo(memoCache, outDir));
    await emitSite(outDir, site(), openOutputMemo(memoCache, outDir));
    // Nothing staged: the same folder, not a new one renamed into its place.
    const folder = statSync(outDir).ino;
    expect(await emitSite(outDir, site(), openOutputMemo(memoCache, outDir))).toBe(2);
    expect(statSync(outDir).ino).toBe(folder);
    writeFileSync(path.join(outDir, 'stray.html'), 'added by hand');
    await emitSite(outDir, site(), openOutputMemo(memoCache, outDir));
    expect(Object.keys(snapshot(outDir)).sort()).toEqual([buildStampName, 'img/flow.png', 'index.html']);
  });

  it('leaves the old folder untouched and no temporary folders behind when a copy fails', async () => {
    const before = snapshot(outDir);
    const failing = emitSite(outDir, {
      files: [{ path: 'index.html', contents: 'new home' }],
      copies: [{ path: 'img/x.png', from: path.join(root, 'does-not-exist.png') }],
    });
    await expect(failing).rejects.toThrow(/does-not-exist\.png/);
    expect(snapshot(outDir)).toEqual(before);
    expect(readdirSync(root)).toEqual(['build']);
  });

  it('throws the error of a file that cannot be made once the writes under way have ended, and leaves no folder', async () => {
    const before = snapshot(outDir);
    // The failing file comes first: the writes of the others are under way when it fails.
    const unmade = {
      path: 'guide/unmade.md',
      get contents(): string {
        throw new Error('guide/unmade.md cannot be made');
      },
    };
    const pages = Array.from({ length: 200 }, (_, i) => ({ path: `guide/page-${i}.html`, contents: 'x'.repeat(1e5) }));
    await expect(emitSite(outDir, { files: [unmade, ...pages], copies: [] })).rejects.toThrow(
      'guide/unmade.md cannot be made',
    );
    expect(snapshot(outDir)).toEqual(before);
    expect(readdirSync(root)).toEqual(['build']);
  });

  it('refuses to write outside the output folder and leaves the old one', async () => {
    const before = snapshot(outDir);
    await expect(emitSite(outDir, { files: [{ path: '../escape.html', contents: 'x' }], copies: [] })).rejects.toThrow(
      /outside the output folder/,
    );
    expect(snapshot(outDir)).toEqual(before);
    expect(existsSync(path.join(root, 'escape.html'))).toBe(false);
  });

  it('makes no folder outside the output folder for a path that climbs out of it', async () => {
    await expect(
      emitSite(outDir, { files: [{ path: 'a/../../outside/page/index.html', contents: 'x' }], copies: [] }),
    ).rejects.toThrow(/outside the output folder/);
    expect(readdirSync(root)).toEqual(['build']);
  });

  it('creates the output folder when there was none', async () => {
    rmSync(outDir, { recursive: true });
    await emitSite(outDir, { files: [{ path: '404.html', contents: 'not found' }], copies: [] });
    expect(snapshot(outDir)).toEqual({ '404.html': 'not found', [buildStampName]: buildStampContents });
  });

  it('deletes the temporary folders of killed builds of the same folder, and nothing else', async () => {
    const stamped = (name: string) => {
      mkdirSync(path.join(root, name, 'guide'), { recursive: true });
      writeFileSync(path.join(root, name, buildStampName), buildStampContents);
    };
    // Process ids above the kernel's maximum (4194304) belong to no process.
    stamped('build.tmp-99999991');
    stamped('build.old-99999992');
    stamped('other.tmp-99999993');
    mkdirSync(path.join(root, 'build.tmp-99999994'));
    writeFileSync(path.join(root, 'build.tmp-99999994', 'notes.txt'), "not docsgen's");
    stamped(`build.tmp-${process.ppid}`);
    stamped('build.tmp-99999995-2');
    mkdirSync(path.join(root, 'build.old-99999996-1'));
    await emitSite(outDir, { files: [{ path: 'index.html', contents: 'new home' }], copies: [] });
    expect(readdirSync(root).sort()).toEqual([
      'build',
      'build.old-99999996-1',
      `build.tmp-${process.ppid}`,
      'build.tmp-99999994',
      'other.tmp-99999993',
    ]);
  });

  it('never writes into, reuses or deletes a folder named like its temporary folders that it did not make', async () => {
    const theirs = [`build.tmp-${process.pid}`, `build.old-${process.pid}`, `build.old-${process.pid}-1`];
    for (const name of theirs) {
      mkdirSync(path.join(root, name));
      writeFileSync(path.join(root, name, 'user.txt'), 'mine');
    }
    await emitSite(outDir, { files: [{ path: 'index.html', contents: 'new home' }], copies: [] });
    expect(readdirSync(root).sort()).toEqual(['build', ...theirs].sort());
    for (const name of theirs) expect(snapshot(path.join(root, name))).toEqual({ 'user.txt': 'mine' });
    expect(snapshot(outDir)).toEqual({ 'index.html': 'new home', [buildStampName]: buildStampContents });
  });

  it('removes its temporary folder and keeps the old site when interrupted (Ctrl+C) in the middle of writing', async () => {
    // A copy from a named pipe with no writer blocks until the process ends: the emit is caught halfway, every time.
    const pipe = path.join(root, 'pipe');
    execFileSync('mkfifo', [pipe]);
    const script = path.join(root, 'emit.mts');
    const emitModule = path.resolve(import.meta.dirname, '../../../generator/emit/emitSite.ts');
    writeFileSync(
      script,
      `import { emitSite } from ${JSON.stringify(emitModule)};\nawait emitSite(${JSON.stringify(outDir)}, { files: [{ path: 'index.html', contents: 'new' }], copies: [{ path: 'stuck.bin', from: ${JSON.stringify(pipe)} }] });\n`,
    );
    const before = snapshot(outDir);
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    let ended = false;
    void exited.then(() => (ended = true));
    const staging = `${outDir}.tmp-${child.pid}`;
    // A folder of the name it would take first, which is not the build's: it makes its own beside it.
    mkdirSync(staging);
    const ownStaging = `${staging}-1`;
    while (!ended && !existsSync(path.join(ownStaging, 'index.html')))
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended, 'the emit ended before it could be interrupted').toBe(false);
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(readdirSync(root).sort()).toEqual(['build', path.basename(staging), 'emit.mts', 'pipe']);
    expect(snapshot(outDir)).toEqual(before);
  });
});
