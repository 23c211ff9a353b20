// A page-writing thread of a build (see emit/pageThreads.ts): renders the pages it is sent, with the page's body read
// from the markdown cache when it was not sent, and writes each into the staging folder.
import { writeFileSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { openBuildCache } from '../cache/buildCache.js';
import { answerJobs } from '../jobThreads.js';
import { bodyNamespaces, readBodyField, withBodyReadOnUse } from '../markdown/renderMarkdown.js';
import { renderDocPage } from '../render/renderPages.js';
import type { PageJob, PageThreadSetup } from './pageThreads.js';
import type { RenderedPage } from '../types.js';

const { context, cacheDir, fingerprint } = workerData as PageThreadSetup;
// Bodies read once each: not held.
const cache = openBuildCache(cacheDir, fingerprint, { transient: bodyNamespaces });

answerJobs(({ page, to }: PageJob) => {
  // A page whose body is read on use was sent without it (its body fields are not its own enumerable ones); a body
  // the cache lost makes the page go back to the main thread, which reports it.
  writeFileSync(to, renderDocPage(withBody(page), context));
});

function withBody(page: PageJob['page']): RenderedPage {
  if (page.html !== undefined) return page as RenderedPage;
  if (page.contentKey === undefined) throw new Error(`${page.page.source.origin} was sent without its body`);
  // The HTML once, as the page is written; the rest of the body only if the page's rendering reads it.
  return withBodyReadOnUse({ ...page, html: readBodyField(cache, page.page, page.contentKey, 'html') }, cache);
}
