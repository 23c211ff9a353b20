// Turns fenced code into highlighted `<pre>` elements: in this thread, or in the helper thread (helperThread.ts).
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

/**
 * Highlights the code blocks of one page; the answer holds one `<pre>` per request, in order: an element, or, from the
 * helper thread, a `raw` node with its HTML.
 */
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

/**
 * The HTML of `highlightedPre`, once `highlighters.load` has loaded the request's language. The helper thread sends
 * HTML rather than the element: a tree of token elements is costly for the main thread to receive (structured clone)
 * and then to write out as HTML, a string costs next to nothing to receive, and the helper thread has time to spare.
 */
export function highlightedPreHtml(highlighters: Highlighters, request: CodeRequest): string {
  return toHtml(highlightedPre(highlighters, request));
}

/** Highlights in this thread, loading shiki on the first block and each language on its first block. */
export function localCodeHighlighter(): CodeHighlighter {
  return {
    async highlight(requests) {
      if (requests.length === 0) return [];
      const highlighters = getHighlighters();
      await highlighters.load(requests.map((request) => request.lang));
      return requests.map((request) => highlightedPre(highlighters, request));
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
