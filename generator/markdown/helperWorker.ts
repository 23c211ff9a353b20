// The helper thread of a build (see helperThread.ts): loads shiki (each grammar on its first block), answers each job.
import { parentPort } from 'node:worker_threads';
import { highlightedPreHtml, type CodeRequest } from './codeHighlighter.js';
import type { HelperAnswer, HelperJob } from './helperThread.js';
import { getHighlighters } from './highlighter.js';
import { typesetFormulaHtml } from './mathTypesetter.js';

const highlighters = getHighlighters();
// A sixth of this site's code blocks repeat one seen before (the same declaration on several reference pages).
const highlightedBefore = new Map<string, string>();
const highlightOnce = (request: CodeRequest): string => {
  const key = JSON.stringify(request);
  let html = highlightedBefore.get(key);
  if (html === undefined) highlightedBefore.set(key, (html = highlightedPreHtml(highlighters, request)));
  return html;
};
parentPort!.on('message', async (job: HelperJob) => {
  if (job.kind === 'code') await highlighters.load(job.requests.map((request) => request.lang));
  const results =
    job.kind === 'code'
      ? job.requests.map(highlightOnce)
      : job.requests.map((request) => typesetFormulaHtml(request, job.options));
  parentPort!.postMessage({ id: job.id, results } satisfies HelperAnswer);
});
