// Fetches the search index once, on first use, and keeps the loaded engine for every later search.
import { createSearchEngine, type SearchEngine } from './searchEngine.js';
import { searchIndexFiles, type SearchPayload } from '../../shared/searchPayload.js';

let loading: Promise<SearchEngine> | undefined;

/** The engine, fetching the index the first time (a failed fetch is retried on the next call). */
export function loadSearchEngine(indexUrl?: string): Promise<SearchEngine> {
  loading ??= fetchPayload(indexUrl ?? defaultIndexUrl()).then(createSearchEngine, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The gzip file when the browser can inflate it, else the plain JSON next to it. */
function defaultIndexUrl(): string {
  return `/${'DecompressionStream' in globalThis ? searchIndexFiles.gzip : searchIndexFiles.json}`;
}

async function fetchPayload(url: string): Promise<SearchPayload> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the search index could not be loaded (HTTP ${response.status} for ${url})`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // A host may already have decoded the gzip (Content-Encoding); only inflate what still starts with gzip's magic bytes.
  const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? await gunzip(bytes) : new TextDecoder().decode(bytes);
  const payload = JSON.parse(text) as SearchPayload;
  if (payload.version !== 1)
    throw new Error(`the search index has format ${String(payload.version)}; reload the page to get the current one`);
  return payload;
}

async function gunzip(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(stream).text();
}
