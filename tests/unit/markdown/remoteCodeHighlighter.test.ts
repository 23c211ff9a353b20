// Highlighting through another thread's port (the render threads' highlighting thread): the same HTML as in this
// thread, and highlighting here when that thread cannot answer or has ended.
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterEach, expect, it } from 'vitest';
import {
  answerHighlights,
  localCodeHighlighter,
  remoteCodeHighlighter,
  type CodeHighlighter,
  type CodeRequest,
} from '../../../generator/markdown/codeHighlighter.js';

const requests: CodeRequest[] = [
  { source: 'contract C {\n  uint256 public x;\n}', lang: 'solidity', highlightLines: [2], showLineNumbers: false },
  { source: 'const fee: number = 3000;', lang: 'typescript', highlightLines: [], showLineNumbers: true },
  { source: 'npm install @uniswap/v3-sdk', lang: 'bash', highlightLines: [], showLineNumbers: false },
];
const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

/** A highlighter at the far end of a new channel, answering with `highlighter`. */
function throughPort(highlighter: CodeHighlighter): CodeHighlighter {
  const channel = new MessageChannel();
  channels.push(channel);
  answerHighlights(channel.port1, highlighter);
  return remoteCodeHighlighter(channel.port2);
}

it('gives the HTML this thread gives, for each block in order', async () => {
  const here = await localCodeHighlighter().highlight(requests);
  expect(here.map((node) => node.type)).toEqual(['raw', 'raw', 'raw']);
  expect(JSON.stringify(here)).toMatch(/tk-keyword.*highlighted|highlighted.*tk-keyword/);
  expect(await throughPort(localCodeHighlighter()).highlight(requests)).toEqual(here);
  expect(await throughPort(localCodeHighlighter()).highlight([])).toEqual([]);
});

it('highlights here the blocks the other thread failed on', async () => {
  const failing: CodeHighlighter = {
    highlight: async () => {
      throw new Error('no grammars there');
    },
  };
  expect(await throughPort(failing).highlight(requests)).toEqual(await localCodeHighlighter().highlight(requests));
});

it('highlights here once the other end is closed, the blocks waiting for it included', async () => {
  const channel = new MessageChannel();
  channels.push(channel);
  const remote = remoteCodeHighlighter(channel.port2);
  // Nobody answers on port1: the request waits until the port closes.
  const waiting = remote.highlight(requests);
  channel.port1.close();
  const here = await localCodeHighlighter().highlight(requests);
  expect(await waiting).toEqual(here);
  expect(await remote.highlight(requests)).toEqual(here);
});

it('highlights here when the thread holding the other end exits', async () => {
  const channel = new MessageChannel();
  const worker = new Worker(
    "const { workerData } = require('node:worker_threads'); workerData.port.on('message', () => process.exit(3));",
    { eval: true, workerData: { port: channel.port1 }, transferList: [channel.port1] },
  );
  const remote = remoteCodeHighlighter(channel.port2);
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  expect(await remote.highlight(requests)).toEqual(await localCodeHighlighter().highlight(requests));
  expect(await exited).toBe(3);
  channel.port2.close();
});
