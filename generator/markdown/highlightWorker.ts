// The highlight thread of a build: loads shiki with its grammars and answers each page's code blocks in turn.
import { parentPort } from 'node:worker_threads';
import { highlightedPreHtml, type HighlightAnswer, type HighlightJob } from './codeHighlighter.js';
import { getHighlighter } from './highlighter.js';

const highlighter = await getHighlighter();
parentPort!.on('message', ({ id, requests }: HighlightJob) => {
  parentPort!.postMessage({ id, pres: requests.map((request) => highlightedPreHtml(highlighter, request)) } satisfies HighlightAnswer);
});
