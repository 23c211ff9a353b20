// The highlighting thread of a build's render threads (see markdown/renderPool.ts): one highlighter, its grammars
// compiled once and its blocks seen before shared, answering each render thread through a port of its own.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { answerHighlights, localCodeHighlighter } from './markdown/codeHighlighter.js';

const highlighter = localCodeHighlighter();
parentPort!.on('message', ({ port }: { port: MessagePort }) => answerHighlights(port, highlighter));
