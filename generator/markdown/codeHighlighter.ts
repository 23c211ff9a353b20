// Turns fenced code into highlighted `<pre>` blocks, as HTML.
import type { MessagePort } from 'node:worker_threads';
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { applyMagicComments, type CodeMeta } from './codeMeta.js';
import { codeTheme, getHighlighters, resolveLanguage, type Highlighters } from './highlighter.js';

/** One fenced block: its text (magic comments already applied), its shiki language, the lines to mark, and whether to number lines. */
export interface CodeRequest {
  source: string;
  lang: string;
  highlightLines: number[];
  showLineNumbers: boolean;
}

/** The request for one fenced block's text (Docusaurus's magic comments still in it), as its fence and meta say. */
export function codeRequest(code: string, fenceLang: string | undefined, meta: CodeMeta): CodeRequest {
  const source = applyMagicComments(code, meta.highlightLines);
  return {
    source,
    lang: resolveLanguage(fenceLang) ?? 'text',
    highlightLines: [...meta.highlightLines],
    showLineNumbers: meta.showLineNumbers,
  };
}

/** Highlights the code blocks of one page; the answer holds one `<pre>` per request, in order, as a `raw` node. */
export interface CodeHighlighter {
  highlight(requests: CodeRequest[]): Promise<ElementContent[]>;
}

/** The `<pre>` of one block: token colours as classes, marked lines with the class `highlighted`. */
function highlightedPre(highlighters: Highlighters, request: CodeRequest): Element {
  const marked = new Set(request.highlightLines);
  const root = highlighters.of(request.lang).codeToHast(request.source, {
    lang: request.lang,
    theme: codeTheme,
    // Without a time limit, a slow line (the first of a language compiles its grammar, slower still under CPU load)
    // is tokenized whole rather than left plain: the HTML depends on the code alone, not on the machine's load.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        span(span) {
          tokenStyleToClass(span);
        },
        line(line, number) {
          if (marked.has(number)) this.addClassToHast(line, 'highlighted');
          line.children = unwrapBareSpans(line.children);
        },
      },
    ],
  });
  const pre = root.children[0] as Element;
  pre.properties = { className: ['shiki', ...(request.showLineNumbers ? ['line-numbers'] : [])], tabIndex: 0 };
  return pre;
}

/** Blocks highlighted before, at most: a long dev session of edits to code blocks would otherwise grow it forever. */
const maxRemembered = 5000;

/**
 * Highlights in this thread, loading shiki on the first block and each language on its first block. The answer is HTML: a block seen before (a sixth of
 * this site's blocks repeat one, the same declaration on several reference pages) costs one lookup, and a string costs
 * the garbage collector far less than a tree of token elements, which would only be written out as HTML again.
 */
export function localCodeHighlighter(): CodeHighlighter {
  const highlightedBefore = new Map<string, string>();
  const htmlOf = (highlighters: Highlighters, request: CodeRequest): string => {
    const key = JSON.stringify(request);
    let html = highlightedBefore.get(key);
    if (html === undefined) {
      if (highlightedBefore.size >= maxRemembered) highlightedBefore.clear();
      highlightedBefore.set(key, (html = toHtml(highlightedPre(highlighters, request))));
    }
    return html;
  };
  return {
    async highlight(requests) {
      if (requests.length === 0) return [];
      const highlighters = getHighlighters();
      await highlighters.load(requests.map((request) => request.lang));
      return requests.map((request): ElementContent => ({ type: 'raw', value: htmlOf(highlighters, request) }));
    },
  };
}

/**
 * Plain-coloured tokens lose their style in `tokenStyleToClass`; their bare spans become text, which leaves the browser
 * fewer elements to lay out.
 */
function unwrapBareSpans(tokens: ElementContent[]): ElementContent[] {
  return tokens.flatMap((token) =>
    token.type === 'element' && token.tagName === 'span' && Object.keys(token.properties).length === 0
      ? token.children
      : [token],
  );
}

const tokenColor = /^color:var\(--shiki-(token-[a-z-]+|foreground)\)(;.*)?$/;

/** `style="color:var(--shiki-token-keyword)"` → `class="tk-keyword"`: shorter HTML, colours from the stylesheet. */
function tokenStyleToClass(span: Element): void {
  const style = span.properties.style;
  if (typeof style !== 'string') return;
  const match = tokenColor.exec(style);
  if (!match) return;
  const rest = match[2]?.slice(1);
  if (rest) span.properties.style = rest;
  else delete span.properties.style;
  if (match[1] !== 'foreground') span.properties.className = [`tk-${match[1]!.slice('token-'.length)}`];
}

/** A request to a highlighting thread (answerHighlights), and its answer: each block's HTML, or why it failed. */
interface HighlightMessage {
  id: number;
  requests: CodeRequest[];
}
type HighlightAnswer = { id: number; html: string[] } | { id: number; failed: true };

/**
 * Highlights on the thread at the other end of `port` (answerHighlights), which holds the grammars and the blocks
 * seen before for every thread that asks it; in this thread (localCodeHighlighter, loaded then) when that thread
 * cannot highlight a page's blocks or has ended. The same HTML either way.
 */
export function remoteCodeHighlighter(port: MessagePort): CodeHighlighter {
  const pending = new Map<number, { requests: CodeRequest[]; resolve: (nodes: Promise<ElementContent[]>) => void }>();
  let local: CodeHighlighter | undefined;
  let ended = false;
  let nextId = 0;
  const here = (requests: CodeRequest[]) => (local ??= localCodeHighlighter()).highlight(requests);
  port.on('message', (answer: HighlightAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    waiting?.resolve(
      'html' in answer
        ? Promise.resolve(answer.html.map((value): ElementContent => ({ type: 'raw', value })))
        : here(waiting.requests),
    );
  });
  port.once('close', () => {
    ended = true;
    for (const { requests, resolve } of pending.values()) resolve(here(requests));
    pending.clear();
  });
  return {
    highlight(requests) {
      if (requests.length === 0) return Promise.resolve([]);
      if (ended) return here(requests);
      return new Promise<ElementContent[]>((resolve) => {
        const id = nextId++;
        pending.set(id, { requests, resolve });
        port.postMessage({ id, requests } satisfies HighlightMessage);
      });
    },
  };
}

/** In a highlighting thread: answers the requests that come through `port` with `highlighter`. */
export function answerHighlights(port: MessagePort, highlighter: CodeHighlighter): void {
  port.on('message', async ({ id, requests }: HighlightMessage) => {
    let answer: HighlightAnswer;
    try {
      const nodes = await highlighter.highlight(requests);
      answer = { id, html: nodes.map((node) => (node as { value: string }).value) };
    } catch {
      answer = { id, failed: true };
    }
    port.postMessage(answer);
  });
}
