// Resolves type and contract names the way solc does (own scope, bases, imports), across a group of packages.
import { posix } from 'node:path';
import type { DefinitionKind, SolDefinition, SolFile, SolMember } from './model.js';

type SymbolKind = Exclude<DefinitionKind, 'file'> | 'struct' | 'enum' | 'udvt';

/** Where names used inside a declaration are looked up: its file and, if any, its contract. */
export interface Scope {
  fileKey: string;
  contract?: SolDefinition;
}

/** A named contract or type, and the page (and anchor) that documents it. */
export interface SolSymbol {
  name: string;
  kind: SymbolKind;
  /** Link target: a route, with `#anchor` unless the symbol is its page's main item. */
  href?: string;
  /** Set for contracts, interfaces and libraries. */
  definition?: SolDefinition;
  /** Set for structs, enums and user-defined value types. */
  member?: SolMember;
  /** Scope the symbol's own declaration lives in (for resolving a struct's member types). */
  scope: Scope;
  /** Types declared inside a contract. */
  nested: Map<string, SolSymbol>;
}

/** A parsed file as the symbol table needs it: its key and a way to find the link of each item. */
export interface SymbolSource {
  /** `<package name>/<path in package>`, also what import paths resolve to. */
  fileKey: string;
  packageName: string;
  file: SolFile;
  hrefOf(item: SolDefinition | SolMember): string | undefined;
}

const TYPE_MEMBER_KINDS = new Set(['struct', 'enum', 'udvt']);

/** The names of one package group and how to resolve them. */
export class SymbolTable {
  private readonly sources = new Map<string, SymbolSource>();
  private readonly own = new Map<string, Map<string, SolSymbol>>();
  private readonly visibleCache = new Map<string, Map<string, SolSymbol>>();
  private readonly byName = new Map<string, SolSymbol[]>();
  private readonly byDefinition = new Map<SolDefinition, SolSymbol>();
  private readonly basesCache = new Map<SolDefinition, SolSymbol[]>();
  private readonly resolveCache = new Map<string, Map<SolDefinition | undefined, SolSymbol | undefined>>();

  constructor(sources: SymbolSource[]) {
    for (const source of sources) {
      this.sources.set(source.fileKey, source);
      this.own.set(source.fileKey, this.declare(source));
    }
  }

  /** The symbol of a contract-like definition. */
  symbolOf(definition: SolDefinition): SolSymbol | undefined {
    return this.byDefinition.get(definition);
  }

  /** Every contract-like symbol of the group. */
  contracts(): SolSymbol[] {
    return [...this.byDefinition.values()];
  }

  /** Resolves a (possibly dotted) type or contract name used in `scope`. */
  resolve(path: string, scope: Scope): SolSymbol | undefined {
    const key = `${scope.fileKey}\0${path}`;
    let byContract = this.resolveCache.get(key);
    if (!byContract) this.resolveCache.set(key, (byContract = new Map()));
    if (!byContract.has(scope.contract)) byContract.set(scope.contract, this.lookup(path, scope));
    return byContract.get(scope.contract);
  }

  private lookup(path: string, scope: Scope): SolSymbol | undefined {
    const [head, ...rest] = path.split('.');
    let symbol =
      (scope.contract && this.inHierarchy(scope.contract, head!, 0)) ??
      this.visible(scope.fileKey).get(head!) ??
      this.uniqueByName(head!, scope.fileKey);
    for (const part of rest)
      symbol =
        symbol && (symbol.nested.get(part) ?? (symbol.definition && this.inHierarchy(symbol.definition, part, 0)));
    return symbol;
  }

  /** The symbols of the direct bases of a contract that resolve inside the group. */
  basesOf(definition: SolDefinition): SolSymbol[] {
    const cached = this.basesCache.get(definition);
    if (cached) return cached;
    const scope = this.symbolOf(definition)?.scope;
    const bases = scope
      ? definition.bases.flatMap((base) => {
          const symbol = this.resolve(base, { fileKey: scope.fileKey });
          return symbol?.definition ? [symbol] : [];
        })
      : [];
    this.basesCache.set(definition, bases);
    return bases;
  }

  /** Declares the top-level names of a file (contracts and file-level types). */
  private declare(source: SymbolSource): Map<string, SolSymbol> {
    const names = new Map<string, SolSymbol>();
    for (const definition of source.file.definitions) {
      const scope: Scope = { fileKey: source.fileKey, ...(definition.kind === 'file' ? {} : { contract: definition }) };
      const types = definition.members
        .filter((m) => TYPE_MEMBER_KINDS.has(m.kind))
        .map((m) => this.typeSymbol(source, m, scope));
      if (definition.kind === 'file') {
        for (const symbol of types) this.add(names, symbol);
        continue;
      }
      const symbol: SolSymbol = {
        name: definition.name,
        kind: definition.kind,
        href: source.hrefOf(definition),
        definition,
        scope,
        nested: new Map(types.map((t) => [t.name, t])),
      };
      this.byDefinition.set(definition, symbol);
      this.add(names, symbol);
    }
    return names;
  }

  private typeSymbol(source: SymbolSource, member: SolMember, scope: Scope): SolSymbol {
    return {
      name: member.name,
      kind: member.kind as SymbolKind,
      href: source.hrefOf(member),
      member,
      scope,
      nested: new Map(),
    };
  }

  private add(names: Map<string, SolSymbol>, symbol: SolSymbol): void {
    names.set(symbol.name, symbol);
    this.byName.set(symbol.name, [...(this.byName.get(symbol.name) ?? []), symbol]);
  }

  /** A type declared in a contract or one of its bases. */
  private inHierarchy(definition: SolDefinition, name: string, depth: number): SolSymbol | undefined {
    const symbol = this.symbolOf(definition);
    if (!symbol || depth > 32) return undefined;
    return (
      symbol.nested.get(name) ??
      this.basesOf(definition).reduce<SolSymbol | undefined>(
        (found, base) => found ?? this.inHierarchy(base.definition!, name, depth + 1),
        undefined,
      )
    );
  }

  /** Names visible at the top level of a file: its own and those its imports bring in. */
  private visible(fileKey: string, inProgress = new Set<string>()): Map<string, SolSymbol> {
    const cached = this.visibleCache.get(fileKey);
    if (cached) return cached;
    const names = new Map(this.own.get(fileKey));
    const source = this.sources.get(fileKey);
    if (!source || inProgress.has(fileKey)) return names;
    inProgress.add(fileKey);
    for (const imported of source.file.imports) {
      const target = this.importTarget(fileKey, imported.path);
      if (!target || imported.unitAlias) continue;
      const targetNames = this.visible(target, inProgress);
      if (!imported.symbols) for (const [name, symbol] of targetNames) if (!names.has(name)) names.set(name, symbol);
      for (const { name, alias } of imported.symbols ?? []) {
        const symbol = targetNames.get(name);
        if (symbol) names.set(alias ?? name, symbol);
      }
    }
    inProgress.delete(fileKey);
    this.visibleCache.set(fileKey, names);
    return names;
  }

  /** The file key an import path points at, if that file is in the group. */
  private importTarget(fromKey: string, importPath: string): string | undefined {
    const key = importPath.startsWith('.')
      ? posix.normalize(posix.join(posix.dirname(fromKey), importPath))
      : importPath;
    return this.sources.has(key) ? key : undefined;
  }

  /** Last resort for names imports do not explain: the only top-level symbol of that name, or the one in the same package. */
  private uniqueByName(name: string, fileKey: string): SolSymbol | undefined {
    const candidates = this.byName.get(name) ?? [];
    if (candidates.length <= 1) return candidates[0];
    const packageName = this.sources.get(fileKey)?.packageName;
    return candidates.find((c) => this.sources.get(c.scope.fileKey)?.packageName === packageName) ?? candidates[0];
  }
}
