// The helper thread of a build (see helperThread.ts): loads shiki with its grammars, and answers each job in turn.
import { parentPort } from 'node:worker_threads';
import { highlightedPreHtml } from './codeHighlighter.js';
import type { HelperAnswer, HelperJob } from './helperThread.js';
import { getHighlighter } from './highlighter.js';
import { typesetFormulaHtml } from './mathTypesetter.js';

const highlighter = await getHighlighter();
parentPort!.on('message', (job: HelperJob) => {
  const results = job.kind === 'code' ? job.requests.map((request) => highlightedPreHtml(highlighter, request)) : job.requests.map((request) => typesetFormulaHtml(request, job.options));
  parentPort!.postMessage({ id: job.id, results } satisfies HelperAnswer);
});
