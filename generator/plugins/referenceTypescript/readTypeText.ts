// Turns a type node into its source text, split where it names a documented item.
import { ts } from './typescriptApi.js';
import type { ItemRef, TypeText } from './model.js';
import { refAt, type ExtractContext } from './extractContext.js';

interface RefRange {
  start: number;
  end: number;
  ref: ItemRef;
}

/** The type as written (whitespace collapsed), with documented names marked for linking. */
export function readTypeText(ctx: ExtractContext, node: ts.Node): TypeText {
  const sourceFile = node.getSourceFile();
  const start = node.getStart(sourceFile);
  const source = sourceFile.text;
  const ranges = collectRefRanges(ctx, node, sourceFile);
  const segments: TypeText = [];
  let cursor = start;
  for (const range of ranges) {
    if (range.start > cursor) segments.push({ text: source.slice(cursor, range.start) });
    segments.push({ text: source.slice(range.start, range.end), ref: range.ref });
    cursor = range.end;
  }
  if (node.end > cursor) segments.push({ text: source.slice(cursor, node.end) });
  return collapseWhitespace(segments);
}

function collectRefRanges(ctx: ExtractContext, root: ts.Node, sourceFile: ts.SourceFile): RefRange[] {
  const ranges: RefRange[] = [];
  const visit = (node: ts.Node): void => {
    const name = referencedName(node);
    if (name) {
      const ref = refAt(ctx, rightmostName(name));
      if (ref) ranges.push({ start: name.getStart(sourceFile), end: name.end, ref });
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return ranges.sort((a, b) => a.start - b.start);
}

/** The name node of a type reference, heritage clause entry or `typeof X` query. */
function referencedName(node: ts.Node): ts.Node | undefined {
  if (ts.isTypeReferenceNode(node)) return node.typeName;
  if (ts.isExpressionWithTypeArguments(node)) return node.expression;
  if (ts.isTypeQueryNode(node)) return node.exprName;
  return undefined;
}

/** `ns.Item` resolves through its last part; the checker does not resolve the qualified node itself. */
function rightmostName(node: ts.Node): ts.Node {
  if (ts.isQualifiedName(node)) return node.right;
  if (ts.isPropertyAccessExpression(node)) return node.name;
  return node;
}

/** Declaration files wrap long object types over lines; one line reads better in tables. */
function collapseWhitespace(segments: TypeText): TypeText {
  const collapsed = segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ') }));
  const first = collapsed[0];
  const last = collapsed[collapsed.length - 1];
  if (first) first.text = first.text.trimStart();
  if (last) last.text = last.text.trimEnd();
  return collapsed.filter((segment) => segment.text.length > 0);
}
