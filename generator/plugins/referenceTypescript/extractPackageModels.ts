// The cold path: parses the declarations and extracts one model per package (loaded lazily, it pulls in TypeScript).
import { ts } from './typescriptApi.js';
import path from 'node:path';
import type { Diagnostic } from '../pluginApi.js';
import { compareNames, type ItemKind, type ItemRef, type PackageModel, type ReferenceItem } from './model.js';
import type { ResolvedPackage } from './resolvePackages.js';
import { lineOf, resolveAlias, type ExtractContext } from './extractContext.js';
import { extractItem, itemKindOf, primaryDeclaration } from './extractItem.js';
import { createDeclarationProgram, loadDiagnostics, packagePath } from './loadDeclarations.js';

/** An exported item of a package, before extraction. */
interface ExportedItem {
  symbol: ts.Symbol;
  ref: ItemRef;
  kind: ItemKind;
}

/** What extractModelsWorker.ts is sent: every configured package, and those to extract. */
export interface ModelsToExtract {
  all: ResolvedPackage[];
  targets: ResolvedPackage[];
}

/** extractPackageModels for one job of the worker thread (or of this one). */
export function extractModels({ all, targets }: ModelsToExtract): PackageModel[] {
  return extractPackageModels(all, targets);
}

/** Extracts the models of `targets`; `all` are every configured package, loaded so cross-package types link. */
export function extractPackageModels(all: ResolvedPackage[], targets: ResolvedPackage[]): PackageModel[] {
  const program = createDeclarationProgram(all);
  const checker = program.getTypeChecker();
  const exported = new Map(all.map((pkg) => [pkg.name, exportedItems(program, checker, pkg)]));
  const documented = new Map<ts.Symbol, ItemRef>();
  for (const items of exported.values())
    for (const item of items) if (!documented.has(item.symbol)) documented.set(item.symbol, item.ref);
  return targets.map((pkg) => {
    const ctx: ExtractContext = { checker, documented, pkg };
    const diagnostics = loadDiagnostics(program, checker, pkg);
    const items = (exported.get(pkg.name) ?? []).flatMap((item) => safeExtract(ctx, item, diagnostics));
    items.sort((a, b) => compareNames(a.name, b.name));
    return { name: pkg.name, version: pkg.version, items, diagnostics };
  });
}

/** The classes, enums and interfaces a package exports and declares itself (re-exports of other packages are theirs). */
function exportedItems(program: ts.Program, checker: ts.TypeChecker, pkg: ResolvedPackage): ExportedItem[] {
  const entry = program.getSourceFile(pkg.entry);
  const moduleSymbol = entry ? checker.getSymbolAtLocation(entry) : undefined;
  if (!moduleSymbol) return [];
  const items: ExportedItem[] = [];
  for (const exportSymbol of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = resolveAlias(checker, exportSymbol);
    const kind = itemKindOf(symbol);
    const declaration = kind ? primaryDeclaration(symbol, kind) : undefined;
    if (!kind || !declaration || !isInside(pkg, declaration.getSourceFile().fileName)) continue;
    items.push({ symbol, kind, ref: { pkg: pkg.name, name: exportSymbol.name } });
  }
  return items;
}

/** One item that fails to extract becomes a warning; the rest of the package still builds. */
function safeExtract(ctx: ExtractContext, item: ExportedItem, diagnostics: Diagnostic[]): ReferenceItem[] {
  try {
    const extracted = extractItem(ctx, item.symbol, item.ref, item.kind);
    return extracted ? [extracted] : [];
  } catch (error) {
    const declaration = primaryDeclaration(item.symbol, item.kind);
    diagnostics.push({
      severity: 'warning',
      message: `reference-typescript: could not document ${item.ref.name} of ${ctx.pkg.name}: ${error instanceof Error ? error.message : String(error)}`,
      file: declaration ? packagePath(ctx.pkg, declaration.getSourceFile().fileName) : ctx.pkg.name,
      line: declaration ? lineOf(declaration) : undefined,
      hint: 'Its page is skipped; report the declaration to the docsgen maintainers.',
    });
    return [];
  }
}

function isInside(pkg: ResolvedPackage, fileName: string): boolean {
  const relative = path.relative(pkg.dir, path.resolve(fileName));
  return !relative.startsWith('..') && !relative.split(path.sep).includes('node_modules');
}
