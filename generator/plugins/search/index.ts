// The search plugin: the `/search` results page, and the `v3-docs` index of every page written by postBuild.
import type { OutputFile, Plugin } from '../pluginApi.js';
import { startStreamedJob } from '../../workerJob.js';
import { collectSearchDocumentsInTurns, searchablePages, type SearchDocument } from './searchDocuments.js';
import { buildIndexFiles, type IndexHead } from './searchIndexFiles.js';
import { searchPageSource } from './searchPageSource.js';
import { cachedIndexFiles } from './searchIndexCache.js';

export { buildSearchIndex, buildCompactIndex } from './buildSearchIndex.js';
export { collectSearchDocuments, type SearchDocument, type SearchDocumentSet } from './searchDocuments.js';
export { searchIndexOutput, type SearchIndexOutput } from './searchIndexFiles.js';

const name = 'search';

/**
 * Below this many pages the index is built in this thread: starting a worker thread has a fixed cost, which indexing
 * a large site's thousands of sections repays, and a small site's few dozen do not.
 */
const minPagesForWorker = 100;

/** Local full-text search (a lunr index built at build time, in place of the hosted search service the Docusaurus site used). */
export function searchPlugin(): Plugin {
  return {
    name,
    loadContent(ctx) {
      return { pages: [searchPageSource(ctx.config.baseUrl, name)] };
    },
    postBuild(ctx) {
      // The results page itself is not a result.
      const pages = searchablePages(ctx.pages, (rendered) => rendered.page.source.generatedBy === name);
      const locale = ctx.config.i18n.defaultLocale;
      return cachedIndexFiles(ctx.cache, pages, locale, async () => {
        const inThisThread = async () => buildIndexFiles({ set: await collectSearchDocumentsInTurns(pages), locale });
        // Indexing is the costliest part of the render stage: on a worker thread, it overlaps rendering the pages'
        // HTML. The documents (every section's text) are sent a few pages at a time and kept by neither thread.
        const job =
          pages.length >= minPagesForWorker
            ? startStreamedJob<SearchDocument[], IndexHead, OutputFile[]>(
                'generator/plugins/search/searchIndexWorker.ts',
                inThisThread,
              )
            : undefined;
        if (!job) return inThisThread();
        const head = await collectSearchDocumentsInTurns(pages, undefined, (documents) => job.send(documents));
        return job.finish({ set: head, locale });
      });
    },
  };
}
