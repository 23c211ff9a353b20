// The search index is built on a worker thread of the compiled runtime from documents sent in parts, or here when
// there is none: the same files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { compiledRuntime } from '../../../../bin/runtime.js';
import { collectSearchDocuments, type SearchDocument } from '../../../../generator/plugins/search/searchDocuments.js';
import {
  buildIndexFiles,
  type IndexHead,
  type IndexInput,
} from '../../../../generator/plugins/search/searchIndexFiles.js';
import type { OutputFile, RenderedPage } from '../../../../generator/types.js';
import { startStreamedJob } from '../../../../generator/workerJob.js';

const page = (route: string, title: string, text: string) =>
  ({
    page: { route, frontmatter: {}, source: {} },
    title,
    sections: [
      { id: '', heading: '', text },
      { id: 'fees', heading: 'Fees', text: `${title} pays a fee tier.` },
    ],
  }) as unknown as RenderedPage;
const input: IndexInput = {
  set: collectSearchDocuments([
    page('/swaps', 'Swaps', 'Exact-input swaps.'),
    page('/pools', 'Pools', 'Concentrated liquidity.'),
  ]),
  locale: 'en',
};
const worker = 'generator/plugins/search/searchIndexWorker.ts';
const bytesOf = (files: OutputFile[]) => files.map((f) => ({ path: f.path, contents: Buffer.from(f.contents) }));

/** Sends `documents` in parts of two, then the pages and sections. */
async function streamed(documents: SearchDocument[], again: () => Promise<OutputFile[]>, runtimeDir?: string) {
  const job = startStreamedJob<SearchDocument[], IndexHead, OutputFile[]>(worker, again, runtimeDir)!;
  for (let i = 0; i < documents.length; i += 2) await job.send(documents.slice(i, i + 2));
  return job.finish({ set: { pages: input.set.pages, sections: input.set.sections }, locale: input.locale });
}

it('builds the index files on a worker thread from documents sent in parts, the same as in this thread', async () => {
  const again = vi.fn(async () => buildIndexFiles(input));
  const files = await streamed(input.set.documents, again, await compiledRuntime());
  expect(again).not.toHaveBeenCalled();
  expect(bytesOf(files)).toEqual(bytesOf(buildIndexFiles(input)));
  expect(files.map((f) => f.path)).toEqual(['search-index/v3-docs.json.gz', 'search-index/v3-docs.json']);
  expect(Buffer.from(files[1]!.contents).toString()).toContain('"fees"');
}, 60_000);

it('moves index files of its own buffers to this thread whole, past the size of a pooled buffer', async () => {
  const pages = Array.from({ length: 200 }, (_, i) => page(`/pool-${i}`, `Pool ${i}`, `Liquidity of pool ${i}.`));
  const large: IndexInput = { set: collectSearchDocuments(pages), locale: 'en' };
  const job = startStreamedJob<SearchDocument[], IndexHead, OutputFile[]>(
    worker,
    async () => buildIndexFiles(large),
    await compiledRuntime(),
  )!;
  await job.send(large.set.documents);
  const files = await job.finish({ set: { pages: large.set.pages, sections: large.set.sections }, locale: 'en' });
  expect(files[1]!.contents.length).toBeGreaterThan(16 * 1024);
  expect(bytesOf(files)).toEqual(bytesOf(buildIndexFiles(large)));
}, 60_000);

it('builds them again in this thread when the worker module cannot be loaded', async () => {
  const again = vi.fn(async () => buildIndexFiles(input));
  const files = await streamed(input.set.documents, again, '/nonexistent-docsgen-runtime');
  expect(again).toHaveBeenCalledTimes(1);
  expect(bytesOf(files)).toEqual(bytesOf(buildIndexFiles(input)));
});

it('does a job that fails on the worker thread again in this thread, which throws its error', async () => {
  const misnumbered = input.set.documents.map((d, i) => ({ ...d, ref: String(i + 1) }));
  const again = vi.fn(async () => buildIndexFiles({ ...input, set: { ...input.set, documents: misnumbered } }));
  await expect(streamed(misnumbered, again, await compiledRuntime())).rejects.toThrow(
    'search index: document 0 has ref "1"',
  );
  expect(again).toHaveBeenCalledTimes(1);
}, 60_000);

it('starts no thread without the compiled runtime', () => {
  expect(startStreamedJob(worker, async () => [], undefined)).toBeUndefined();
});

it('has a sender wait once more than a few parts are not taken in yet, until the worker takes them in', async () => {
  // A worker that takes in its parts only when it is sent the last one.
  const runtimeDir = mkdtempSync(path.join(tmpdir(), 'docsgen-streamed-'));
  try {
    mkdirSync(path.join(runtimeDir, 'generator'));
    writeFileSync(
      path.join(runtimeDir, 'generator/slowWorker.js'),
      [
        "import { parentPort } from 'node:worker_threads';",
        'let parts = 0;',
        "parentPort.on('message', (message) => {",
        "  if ('part' in message) return void parts++;",
        '  for (let i = 0; i < parts; i++) parentPort.postMessage({ taken: true });',
        '  parentPort.postMessage({ output: parts });',
        '});',
      ].join('\n'),
    );
    const job = startStreamedJob<number, string, number>('generator/slowWorker.ts', async () => -1, runtimeDir)!;
    const sent = Array.from({ length: 6 }, (_, i) => job.send(i));
    const settled = sent.map(() => false);
    sent.forEach((send, i) => void send.then(() => (settled[i] = true)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toEqual([true, true, true, true, false, false]);
    expect(await job.finish('last')).toBe(6);
    await Promise.all(sent);
  } finally {
    rmSync(runtimeDir, { recursive: true, force: true });
  }
});

it('lets a sender go on when the worker has ended', async () => {
  const job = startStreamedJob<number, string, number>(worker, async () => -1, '/nonexistent-docsgen-runtime')!;
  expect(await job.finish('last')).toBe(-1);
  await Promise.all(Array.from({ length: 8 }, (_, i) => job.send(i)));
});
