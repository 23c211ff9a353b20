// Pages written into the staging folder before the rest of the site: swapped in with it by the emit stage, or
// deleted with the folder when the build stops; on page-writing threads, a page a thread cannot write is written here.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitSite } from '../../../generator/emit/emitSite.js';
import { startPageWrites } from '../../../generator/emit/pageWrites.js';
import { startPageThreads, type PageThreadSetup } from '../../../generator/emit/pageThreads.js';
import type { PendingFile, RenderedPage } from '../../../generator/types.js';

let root: string;
let outDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-page-writes-'));
  outDir = path.join(root, 'build');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), 'old home');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A page at `/page-i`, with the fields a thread is sent. */
function pendingPage(i: number, extra: Partial<RenderedPage> = {}): PendingFile {
  const page = {
    page: { route: `/page-${i}`, source: { path: `page-${i}.md`, origin: `docs/page-${i}.md`, contents: '' } },
    ...extra,
  } as RenderedPage;
  return { path: `page-${i}/index.html`, render: () => `page ${i} here`, page };
}

const noThreads = { count: 0, setup: {} as PageThreadSetup };

describe('startPageWrites', () => {
  it('writes the pages into the staging folder, which the emit stage swaps in with the rest of the site', async () => {
    const pages = Array.from({ length: 50 }, (_, i) => pendingPage(i));
    const writes = await startPageWrites(outDir, pages, noThreads);
    await writes.done;
    const staging = `${outDir}.tmp-${process.pid}`;
    expect(readFileSync(path.join(staging, 'page-7/index.html'), 'utf8')).toBe('page 7 here');
    // Not in the output folder before the emit stage swaps the staging folder in.
    expect(readdirSync(outDir)).toEqual(['index.html']);
    const count = await emitSite(
      outDir,
      { files: [{ path: 'index.html', contents: 'new home' }], pending: pages, copies: [] },
      undefined,
      undefined,
      writes,
    );
    expect(count).toBe(51);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('new home');
    expect(readFileSync(path.join(outDir, 'page-49/index.html'), 'utf8')).toBe('page 49 here');
    expect(existsSync(staging)).toBe(false);
    expect(writes.threads()).toBe(0);
  });

  it('leaves the old site and no staging folder when discarded (a build with errors)', async () => {
    const writes = await startPageWrites(outDir, [pendingPage(1), pendingPage(2)], noThreads);
    await writes.discard();
    expect(existsSync(`${outDir}.tmp-${process.pid}`)).toBe(false);
    expect(readdirSync(outDir)).toEqual(['index.html']);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('old home');
  });

  it('refuses a page outside the output folder before making any folder or writing any page', async () => {
    await expect(
      startPageWrites(outDir, [pendingPage(1), { ...pendingPage(2), path: '../escape/index.html' }], noThreads),
    ).rejects.toThrow(/outside the output folder/);
    expect(existsSync(path.join(root, 'escape'))).toBe(false);
    expect(existsSync(`${outDir}.tmp-${process.pid}`)).toBe(false);
  });

  it('fails with the first page that cannot be written, and the emit stage deletes the staging folder', async () => {
    const failing = {
      ...pendingPage(3),
      render: () => {
        throw new Error('page 3 failed');
      },
    };
    const writes = await startPageWrites(outDir, [pendingPage(1), failing, pendingPage(4)], noThreads);
    await expect(
      emitSite(outDir, { files: [], pending: [], copies: [] }, undefined, undefined, writes),
    ).rejects.toThrow('page 3 failed');
    expect(existsSync(`${outDir}.tmp-${process.pid}`)).toBe(false);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('old home');
  });
});

describe('startPageThreads', () => {
  /** A runtime folder whose page-writing thread runs `source` (plain JavaScript). */
  function runtimeWith(source: string): string {
    const runtimeDir = path.join(root, `runtime-${Math.random().toString(36).slice(2)}`);
    mkdirSync(path.join(runtimeDir, 'generator/emit'), { recursive: true });
    writeFileSync(path.join(runtimeDir, 'generator/emit/pageWriterWorker.js'), source);
    return runtimeDir;
  }
  const setup = {
    context: { config: { title: 'Site', plugins: [{ name: 'p', postBuild: () => [] }] } },
    cacheDir: root,
    fingerprint: 'f',
  } as unknown as PageThreadSetup;

  /** Writes pages 0–5 (page 2 without its page, which only this thread can render) into `root` on two threads. */
  async function writeOnThreads(runtimeDir: string): Promise<Record<string, string>> {
    const threads = startPageThreads(2, setup, runtimeDir);
    const pages = Array.from({ length: 6 }, (_, i) =>
      i === 2 ? { ...pendingPage(i), page: undefined } : pendingPage(i),
    );
    try {
      await Promise.all(pages.map((page, i) => threads.write(page, path.join(root, `out-${i}.html`))));
    } finally {
      await threads.close();
    }
    return Object.fromEntries(pages.map((_, i) => [i, readFileSync(path.join(root, `out-${i}.html`), 'utf8')]));
  }

  it('writes on the threads what they are sent: the page and the context, posted without the plugins', async () => {
    const runtimeDir = runtimeWith(
      `import { parentPort, workerData } from 'node:worker_threads';\nimport { writeFileSync } from 'node:fs';\nparentPort.on('message', ({ id, job }) => {\n  writeFileSync(job.to, \`thread \${job.page.page.route} \${workerData.context.config.title} \${workerData.context.config.plugins.length}\`);\n  parentPort.postMessage({ id, output: undefined });\n});\n`,
    );
    expect(await writeOnThreads(runtimeDir)).toEqual({
      0: 'thread /page-0 Site 0',
      1: 'thread /page-1 Site 0',
      2: 'page 2 here',
      3: 'thread /page-3 Site 0',
      4: 'thread /page-4 Site 0',
      5: 'thread /page-5 Site 0',
    });
  });

  it('writes here the pages of a thread that exits, and those a thread failed on', async () => {
    const runtimeDir = runtimeWith(
      `import { parentPort } from 'node:worker_threads';\nparentPort.once('message', ({ id }) => { parentPort.postMessage({ id, failed: 'no' }); parentPort.once('message', () => process.exit(3)); });\n`,
    );
    expect(await writeOnThreads(runtimeDir)).toEqual(
      Object.fromEntries(Array.from({ length: 6 }, (_, i) => [i, `page ${i} here`])),
    );
  });
});
