// The search plugin's worker thread: builds the index files from the documents it is sent a few pages at a time,
// while the main thread renders the pages' HTML.
import { answerStreamedJob, type StreamedWork } from '../../workerJob.js';
import type { OutputFile } from '../pluginApi.js';
import { compactIndexBuilder, searchPayloadOf } from './buildSearchIndex.js';
import type { SearchDocument } from './searchDocuments.js';
import { searchIndexOutput, type IndexHead } from './searchIndexFiles.js';

answerStreamedJob((): StreamedWork<SearchDocument[], IndexHead, OutputFile[]> => {
  const builder = compactIndexBuilder();
  return {
    add: (documents) => documents.forEach((document) => builder.add(document)),
    finish: ({ set, locale }) => searchIndexOutput(searchPayloadOf(set, locale, builder.finish())).files,
  };
});
