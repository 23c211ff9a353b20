// Typesets math with KaTeX, skipping the walk over the whole tree for the many pages without math.
import type { Element, Parent, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeKatex, { type Options } from 'rehype-katex';
import { SKIP, visitParents } from 'unist-util-visit-parents';
import type { VFile } from 'vfile';
import { hasClass, someElement } from './treeWalk.js';
import { localMathTypesetter, type MathRequest, type MathTypesetter } from './mathTypesetter.js';

/** The classes remark-math and math fences give the elements rehype-katex typesets. */
const mathClasses = ['math-inline', 'math-display', 'language-math'];

/** A formula found in the tree: the node it replaces (the `<pre>` of a math fence), what to typeset, and where. */
interface FoundFormula {
  parent: Parent;
  node: Element;
  request: MathRequest;
  inHeading: boolean;
}

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Rehype plugin: rehype-katex, run only when the tree holds math. A page's formulas are typeset together, by
 * `file.data.mathTypesetter` (the helper thread of a build) or in this thread. Formulas KaTeX reports a problem
 * with are left for rehype-katex to typeset here, so that the report names this page.
 */
export function rehypeKatexWhenNeeded(options: Options) {
  const katex = rehypeKatex(options);
  const local = localMathTypesetter();
  return async (tree: Root, file: VFile) => {
    if (!someElement(tree, (element) => mathClasses.some((name) => hasClass(element, name)))) return;
    const formulas: FoundFormula[] = [];
    // The elements rehype-katex typesets, found as it finds them.
    visitParents(tree, 'element', (element, parents) => {
      const languageMath = hasClass(element, 'language-math');
      if (!languageMath && !hasClass(element, 'math-display') && !hasClass(element, 'math-inline')) return;
      const parent = parents[parents.length - 1];
      const isFence = element.tagName === 'code' && languageMath && parent?.type === 'element' && parent.tagName === 'pre';
      const node = isFence ? (parent as Element) : element;
      const container = isFence ? parents[parents.length - 2] : parent;
      if (!container) return;
      const inHeading = parents.some((ancestor) => ancestor.type === 'element' && headingTags.has(ancestor.tagName));
      formulas.push({ parent: container, node, request: { tex: toText(node, { whitespace: 'pre' }), displayMode: isFence || hasClass(element, 'math-display') }, inHeading });
      return SKIP;
    });
    // Heading text is read from the elements (see collectSections), so formulas in headings are typeset here.
    const helper = (file.data.mathTypesetter as MathTypesetter | undefined) ?? local;
    let problems = false;
    const typesetWith = async (typesetter: MathTypesetter, batch: FoundFormula[]) => {
      const typeset = await typesetter.typeset(
        batch.map((formula) => formula.request),
        options,
      );
      batch.forEach((formula, i) => {
        const nodes = typeset[i];
        if (nodes) formula.parent.children.splice(formula.parent.children.indexOf(formula.node), 1, ...nodes);
        else problems = true;
      });
    };
    await Promise.all([typesetWith(local, formulas.filter((formula) => formula.inHeading)), typesetWith(helper, formulas.filter((formula) => !formula.inHeading))]);
    // Only the formulas left over still carry math classes.
    if (problems) katex(tree, file);
  };
}
