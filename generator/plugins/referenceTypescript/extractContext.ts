// What every extraction step needs: the checker and the map of documented symbols, plus small node helpers.
import { ts } from './typescriptApi.js';
import path from 'node:path';
import type { ItemRef } from './model.js';
import type { ResolvedPackage } from './resolvePackages.js';

/** Shared state of one extraction run over one package. */
export interface ExtractContext {
  checker: ts.TypeChecker;
  /** Every class, enum and interface exported by a configured package, by its declared symbol. */
  documented: Map<ts.Symbol, ItemRef>;
  pkg: ResolvedPackage;
}

/** Follows import/export aliases to the declared symbol. */
export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The documented item a name node refers to, if any. */
export function refAt(ctx: ExtractContext, name: ts.Node): ItemRef | undefined {
  const symbol = ctx.checker.getSymbolAtLocation(name);
  return symbol ? ctx.documented.get(resolveAlias(ctx.checker, symbol)) : undefined;
}

/** 1-based line of a node's first token. */
export function lineOf(node: ts.Node): number {
  const sourceFile = node.getSourceFile();
  return sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
}

/** Declaration file of a node, relative to the package folder, POSIX. */
export function packageFileOf(pkg: ResolvedPackage, node: ts.Node): string {
  return path.relative(pkg.dir, node.getSourceFile().fileName).split(path.sep).join('/');
}

/**
 * A declaration as written in the declaration file, without its doc comment or trailing semicolon, dedented.
 * Source text keeps tsc's own layout; the TypeScript printer would spread tuples over several lines.
 */
export function printDeclaration(node: ts.Node): string {
  const sourceFile = node.getSourceFile();
  const start = node.getStart(sourceFile);
  const indent = sourceFile.getLineAndCharacterOfPosition(start).character;
  const [first = '', ...rest] = sourceFile.text.slice(start, node.end).split(/\r?\n/);
  const dedented = rest.map((line) => line.replace(new RegExp(`^[ \\t]{0,${indent}}`), ''));
  return [first, ...dedented].join('\n').trim().replace(/;$/, '');
}
