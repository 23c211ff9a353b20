// The syntax tree (ESTree) of a JavaScript or TypeScript file, for reading literal values out of it without running it.
import { tsPlugin } from '@sveltejs/acorn-typescript';
import { Parser, type Options } from 'acorn';
import type { Node, Program } from 'estree';

const typescriptFile = /\.[cm]?ts$/;
/** acorn with TypeScript syntax, made on first use: plain JavaScript files are read without it. */
let typescriptParser: typeof Parser | undefined;

/** Nodes that only tell TypeScript about a value's type: `x as T`, `x satisfies T`, `x!`, `<T>x`. */
const typeWrappers = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion']);

/** Where a file could not be parsed, and why (acorn's message without its own `(line:column)`). */
export interface ScriptSyntaxError {
  message: string;
  line?: number;
  column?: number;
}

/**
 * The tree of `text`, the contents of `file`: TypeScript syntax for `.ts`, `.mts` and `.cts` (the TypeScript parser
 * would misread some JavaScript, so other files are parsed as JavaScript). A module, or a CommonJS script when it is not
 * a valid module (a `return` at the top, sloppy-mode syntax). Gives the error of the module parse when neither works.
 */
export function parseScript(file: string, text: string): { program: Program } | { error: ScriptSyntaxError } {
  const parser = typescriptFile.test(file) ? (typescriptParser ??= Parser.extend(tsPlugin())) : Parser;
  const options: Options = {
    ecmaVersion: 'latest',
    sourceType: 'module',
    locations: true,
    allowHashBang: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
  };
  try {
    return { program: parser.parse(text, options) as unknown as Program };
  } catch (moduleError) {
    try {
      return { program: parser.parse(text, { ...options, sourceType: 'script' }) as unknown as Program };
    } catch {
      return { error: syntaxErrorOf(moduleError) };
    }
  }
}

function syntaxErrorOf(error: unknown): ScriptSyntaxError {
  const { message, loc } = error as { message?: string; loc?: { line: number; column: number } };
  return {
    message: String(message ?? error).replace(/ \(\d+:\d+\)$/, ''),
    line: loc?.line,
    column: loc === undefined ? undefined : loc.column + 1,
  };
}

/** `node` without the type assertions and annotations around it (`{…} satisfies Config` → `{…}`). */
export function unwrapTypes(node: Node): Node {
  let inner = node as Node & { expression?: Node };
  while (typeWrappers.has(inner.type) && inner.expression) inner = inner.expression as Node & { expression?: Node };
  return inner;
}

/** Calls `visit` with every node under `root` in source order, and the nodes around it (nearest last). */
export function visitNodes(root: Node, visit: (node: Node, ancestors: readonly Node[]) => void): void {
  const ancestors: Node[] = [];
  const walk = (node: Node): void => {
    visit(node, ancestors);
    ancestors.push(node);
    for (const child of childNodes(node)) walk(child);
    ancestors.pop();
  };
  walk(root);
}

/** The nodes directly under `node`, whatever its type (TypeScript nodes included): fields holding a node or nodes. */
function childNodes(node: Node): Node[] {
  const children: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') continue;
    for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) children.push(item);
  }
  return children;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
