// The markdown stage's helper thread: highlights code and typesets math while the main thread renders pages.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ElementContent } from 'hast';
import type { Options as KatexOptions } from 'rehype-katex';
import { localCodeHighlighter, type CodeHighlighter, type CodeRequest } from './codeHighlighter.js';
import {
  formulaNodes,
  localMathTypesetter,
  type MathRequest,
  type MathTypesetter,
  type TypesetHtml,
} from './mathTypesetter.js';

/** What the helper thread is sent: one page's code blocks, or one page's formulas. */
export type HelperJob =
  | { id: number; kind: 'code'; requests: CodeRequest[] }
  | { id: number; kind: 'math'; requests: MathRequest[]; options: KatexOptions };
/** Its answer: per request, the HTML of the block, or of the formula with its text (`undefined`: KaTeX had a problem). */
export interface HelperAnswer {
  id: number;
  results: string[] | (TypesetHtml | undefined)[];
}

/** The helper thread, seen from the main thread. */
export interface HelperThread extends CodeHighlighter, MathTypesetter {
  close(): Promise<void>;
}

/**
 * Starts the helper thread. It loads only shiki and KaTeX, so this thread parses the next pages meanwhile. Unlike a
 * second thread rendering whole pages, it does not make V8 compile the whole markdown pipeline twice, with both
 * threads' optimising compilers competing for the cores. Parsing stays here too: receiving parsed trees, and
 * compiling the parser in both threads, would cost what it saves. It answers with HTML, which costs next to nothing
 * to receive (see highlightedPreHtml). If the thread fails, its jobs are done here: that costs speed,
 * never output.
 */
export function startHelperThread(runtimeDir: string): HelperThread {
  const thread = new Worker(path.join(runtimeDir, 'generator/markdown/helperWorker.js'));
  const local = { code: localCodeHighlighter(), math: localMathTypesetter() };
  const pending = new Map<number, { job: HelperJob; resolve: (answer: unknown) => void }>();
  let failed = false;
  let nextId = 0;
  const doHere = (job: HelperJob): Promise<unknown> =>
    job.kind === 'code' ? local.code.highlight(job.requests) : local.math.typeset(job.requests, job.options);
  const fallBack = () => {
    failed = true;
    for (const { job, resolve } of pending.values()) resolve(doHere(job));
    pending.clear();
  };
  thread.on('message', ({ id, results }: HelperAnswer) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (waiting?.job.kind === 'code')
      waiting.resolve((results as string[]).map((html): ElementContent => ({ type: 'raw', value: html })));
    else waiting?.resolve((results as (TypesetHtml | undefined)[]).map(formulaNodes));
  });
  thread.once('error', fallBack);
  thread.once('exit', fallBack);
  const send = (job: HelperJob): Promise<unknown> => {
    if (failed) return doHere(job);
    return new Promise((resolve) => {
      pending.set(job.id, { job, resolve });
      thread.postMessage(job);
    });
  };
  return {
    async highlight(requests) {
      return requests.length === 0 ? [] : ((await send({ id: nextId++, kind: 'code', requests })) as ElementContent[]);
    },
    async typeset(requests, options) {
      return requests.length === 0
        ? []
        : ((await send({ id: nextId++, kind: 'math', requests, options })) as (ElementContent[] | undefined)[]);
    },
    async close() {
      thread.removeAllListeners('exit');
      await thread.terminate();
    },
  };
}
