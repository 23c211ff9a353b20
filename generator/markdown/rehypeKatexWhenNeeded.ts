// Typesets math with KaTeX, skipping the walk over the whole tree for the many pages without math.
import type { Element, Parent, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import rehypeKatex, { type Options } from 'rehype-katex';
import type { VFile } from 'vfile';
import { hasClass, someElement } from './treeWalk.js';
import { localMathTypesetter, typesetFormula, type MathRequest, type MathTypesetter } from './mathTypesetter.js';

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
 * Rehype plugin: rehype-katex, run only when the tree holds math. A page's formulas are typeset together, as HTML
 * except in headings. Formulas KaTeX reports a problem with are left for rehype-katex to typeset, so that the report
 * names this page.
 */
export function rehypeKatexWhenNeeded(options: Options) {
  const katex = rehypeKatex(options);
  const asHtml = localMathTypesetter();
  const asElements: MathTypesetter = {
    typeset: async (requests, katexOptions) => requests.map((request) => typesetFormula(request, katexOptions)),
  };
  return async (tree: Root, file: VFile) => {
    if (!someElement(tree, (element) => mathClasses.some((name) => hasClass(element, name)))) return;
    const formulas: FoundFormula[] = [];
    findFormulas(tree, undefined, false, formulas);
    // Heading text is read from the elements (see collectSections), so formulas in headings become elements.
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
    await Promise.all([
      typesetWith(
        asElements,
        formulas.filter((formula) => formula.inHeading),
      ),
      typesetWith(
        asHtml,
        formulas.filter((formula) => !formula.inHeading),
      ),
    ]);
    // Only the formulas left over still carry math classes.
    if (problems) katex(tree, file);
  };
}

/**
 * Finds the elements rehype-katex typesets, as it finds them: in document order, not looking inside one. A math
 * fence (`<pre><code class="language-math">`) is replaced as a whole, so its `<pre>` and the `<pre>`'s parent are kept.
 */
function findFormulas(
  node: Root | Element,
  parent: Parent | undefined,
  inHeading: boolean,
  found: FoundFormula[],
): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    const languageMath = hasClass(child, 'language-math');
    if (!languageMath && !hasClass(child, 'math-display') && !hasClass(child, 'math-inline')) {
      findFormulas(child, node, inHeading || headingTags.has(child.tagName), found);
      continue;
    }
    const isFence = child.tagName === 'code' && languageMath && node.type === 'element' && node.tagName === 'pre';
    const replaced = isFence ? (node as Element) : child;
    const container = isFence ? parent : node;
    if (!container) continue;
    found.push({
      parent: container,
      node: replaced,
      request: {
        tex: toText(replaced, { whitespace: 'pre' }),
        displayMode: isFence || hasClass(child, 'math-display'),
      },
      inHeading,
    });
  }
}
