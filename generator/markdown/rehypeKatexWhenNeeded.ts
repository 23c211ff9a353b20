// Typesets math with KaTeX, skipping the walk over the whole tree for the many pages without math.
import type { Root } from 'hast';
import rehypeKatex, { type Options } from 'rehype-katex';
import type { VFile } from 'vfile';
import { hasClass, someElement } from './elementWalk.js';

/** The classes remark-math and math fences give the elements rehype-katex typesets. */
const mathClasses = ['math-inline', 'math-display', 'language-math'];

/** Rehype plugin: rehype-katex, run only when the tree holds math. */
export function rehypeKatexWhenNeeded(options: Options) {
  const katex = rehypeKatex(options);
  return (tree: Root, file: VFile) => {
    if (someElement(tree, (element) => mathClasses.some((name) => hasClass(element, name)))) katex(tree, file);
  };
}
