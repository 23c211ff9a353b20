import { expect, it } from 'vitest';
import { localCodeHighlighter, threadCodeHighlighter, type CodeRequest } from '../../../generator/markdown/codeHighlighter.js';

const requests: CodeRequest[] = [
  { source: 'const fee: number = 3000;\nexport { fee };', lang: 'typescript', highlightLines: [2], showLineNumbers: true },
  { source: 'plain words', lang: 'text', highlightLines: [], showLineNumbers: false },
];

it('highlights on this thread when the highlight thread cannot start, with the same markup', async () => {
  // No compiled runtime in this folder: the worker fails to load, and every block is highlighted here instead.
  const thread = threadCodeHighlighter('/nonexistent-docsgen-runtime');
  const pres = await thread.highlight(requests);
  await thread.close();
  expect(pres).toEqual(await localCodeHighlighter().highlight(requests));
  expect(JSON.stringify(pres[0])).toContain('tk-keyword');
  expect(JSON.stringify(pres[0])).toContain('highlighted');
  expect(JSON.stringify(pres[0])).toContain('line-numbers');
});
