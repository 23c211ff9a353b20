// No function of generator/ or cli/ is longer than a screen: a long function is a sign of more than one job.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../../..');
const maxLines = 60;

/** Every function, method and arrow function of `file` longer than `maxLines`, as `file:line name (n lines)`. */
function longFunctions(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > maxLines)
        found.push(`${path.relative(rootDir, file)}:${start + 1} ${nameOf(node)} (${end - start + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node): string {
  const named = node as { name?: ts.Node };
  if (named.name && ts.isIdentifier(named.name)) return named.name.text;
  if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) return node.parent.name.text;
  if (ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name)) return node.parent.name.text;
  return '(anonymous)';
}

const sourceFiles = (dir: string) =>
  readdirSync(path.join(rootDir, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

it(`has no function over ${maxLines} lines in generator/ and cli/`, () => {
  expect([...sourceFiles('generator'), ...sourceFiles('cli')].flatMap(longFunctions)).toEqual([]);
});
