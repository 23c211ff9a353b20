// Everything the pages of one package group share: names, inheritance and resolved documentation.
import { DocResolver } from './docResolver.js';
import type { SolDefinition } from './model.js';
import { hrefOf, type ReferencePage } from './planPages.js';
import { SymbolTable, type Scope, type SolSymbol } from './symbolTable.js';

/** The shared state of a group of packages that link to each other (`v3`, `v4`). */
export interface ReferenceGroup {
  name: string;
  pages: ReferencePage[];
  symbols: SymbolTable;
  docs: DocResolver;
  /** Contracts of the group that list `definition` as a direct base. */
  derivedOf(definition: SolDefinition): SolSymbol[];
  /** Where names inside `definition` resolve. */
  scopeOf(definition: SolDefinition): Scope;
  pageOf(definition: SolDefinition): ReferencePage;
}

/** Groups pages by their package's group and builds each group's symbol table and resolver. */
export function buildGroups(pages: ReferencePage[]): ReferenceGroup[] {
  const byGroup = new Map<string, ReferencePage[]>();
  for (const page of pages) byGroup.set(page.pkg.config.group, [...(byGroup.get(page.pkg.config.group) ?? []), page]);
  return [...byGroup].map(([name, groupPages]) => buildGroup(name, groupPages));
}

function buildGroup(name: string, pages: ReferencePage[]): ReferenceGroup {
  const pageByDefinition = new Map<SolDefinition, ReferencePage>();
  for (const page of pages) for (const definition of page.file.definitions) pageByDefinition.set(definition, page);
  const symbols = new SymbolTable(
    pages.map((page) => ({
      fileKey: page.fileKey,
      packageName: page.pkg.config.name,
      file: page.file,
      hrefOf: (item) => hrefOf(page, item),
    })),
  );
  const derived = new Map<SolDefinition, SolSymbol[]>();
  for (const symbol of symbols.contracts()) {
    for (const base of symbols.basesOf(symbol.definition!))
      derived.set(base.definition!, [...(derived.get(base.definition!) ?? []), symbol]);
  }
  const pageOf = (definition: SolDefinition): ReferencePage => pageByDefinition.get(definition)!;
  return {
    name,
    pages,
    symbols,
    docs: new DocResolver(symbols, (definition) => pageOf(definition).fileKey),
    derivedOf: (definition) => derived.get(definition) ?? [],
    scopeOf: (definition) => ({
      fileKey: pageOf(definition).fileKey,
      ...(definition.kind === 'file' ? {} : { contract: definition }),
    }),
    pageOf,
  };
}
