// Serializes the search payload once and writes it twice: gzip for the browser, plain JSON as a fallback.
import { gzipSync } from 'node:zlib';
import type { OutputFile } from '../pluginApi.js';
import { searchIndexFiles, type SearchPayload } from '../../../theme/shared/searchPayload.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import type { SearchDocumentSet } from './searchDocuments.js';

/** The index files, and their sizes for the build summary and the benchmark. */
export interface SearchIndexOutput {
  files: OutputFile[];
  rawBytes: number;
  gzipBytes: number;
}

/** `search-index/v3-docs.json.gz` and `search-index/v3-docs.json`. */
export function searchIndexOutput(payload: SearchPayload): SearchIndexOutput {
  const json = Buffer.from(JSON.stringify(payload));
  const gzip = gzipSync(json, { level: 9 });
  return {
    files: [
      { path: searchIndexFiles.gzip, contents: gzip },
      { path: searchIndexFiles.json, contents: json },
    ],
    rawBytes: json.byteLength,
    gzipBytes: gzip.byteLength,
  };
}

/** What the index files are built from besides the documents: the pages and sections, and the language. */
export interface IndexHead {
  set: Pick<SearchDocumentSet, 'pages' | 'sections'>;
  locale: string;
}

/** What the index files are built from. */
export interface IndexInput {
  set: SearchDocumentSet;
  locale: string;
}

/** Indexes `set` and writes the index files (run by searchIndexWorker.ts, or in this thread). */
export function buildIndexFiles({ set, locale }: IndexInput): OutputFile[] {
  return searchIndexOutput(buildSearchIndex(set, locale)).files;
}
