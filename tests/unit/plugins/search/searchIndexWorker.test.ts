// The search index is built on a worker thread of the compiled runtime, or here when there is none: the same files.
import { expect, it, vi } from 'vitest';
import { compiledRuntime } from '../../../../bin/runtime.js';
import { collectSearchDocuments } from '../../../../generator/plugins/search/searchDocuments.js';
import { buildIndexFiles, type IndexInput } from '../../../../generator/plugins/search/searchIndexFiles.js';
import type { OutputFile, RenderedPage } from '../../../../generator/types.js';
import { runWorkerJob } from '../../../../generator/workerJob.js';

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

it('builds the index files on a worker thread, the same as in this thread', async () => {
  const here = vi.fn(buildIndexFiles);
  const files = await runWorkerJob(worker, input, here, await compiledRuntime());
  expect(here).not.toHaveBeenCalled();
  expect(bytesOf(files)).toEqual(bytesOf(buildIndexFiles(input)));
  expect(files.map((f) => f.path)).toEqual(['search-index/v3-docs.json.gz', 'search-index/v3-docs.json']);
  expect(Buffer.from(files[1]!.contents).toString()).toContain('"fees"');
}, 60_000);

it('builds them in this thread when the worker module cannot be loaded', async () => {
  const here = vi.fn(buildIndexFiles);
  const files = await runWorkerJob(worker, input, here, '/nonexistent-docsgen-runtime');
  expect(here).toHaveBeenCalledTimes(1);
  expect(bytesOf(files)).toEqual(bytesOf(buildIndexFiles(input)));
});

it('rejects with the error of a job that fails on the worker thread and again in this one', async () => {
  const misnumbered: IndexInput = {
    set: { ...input.set, documents: input.set.documents.map((d, i) => ({ ...d, ref: String(i + 1) })) },
    locale: 'en',
  };
  await expect(runWorkerJob(worker, misnumbered, buildIndexFiles, await compiledRuntime())).rejects.toThrow(
    'search index: document 0 has ref "1"',
  );
}, 60_000);
