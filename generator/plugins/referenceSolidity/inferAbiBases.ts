// Infers which interfaces an ABI-only contract implements: those whose every function, event and error it has.
import { canonicalSignature } from './abiSignature.js';
import type { LoadedPackage } from './loadPackages.js';
import type { SolDefinition, SolFile } from './model.js';
import { SymbolTable, type Scope } from './symbolTable.js';

/** Packages with the `bases` of their ABI-only contracts filled in (inputs are not changed). */
export function withInferredBases(packages: LoadedPackage[]): LoadedPackage[] {
  if (!packages.some((pkg) => pkg.files.some((f) => f.abiArtifact))) return packages;
  const groups = new Map<string, LoadedPackage[]>();
  for (const pkg of packages) groups.set(pkg.config.group, [...(groups.get(pkg.config.group) ?? []), pkg]);
  const inferred = new Map<LoadedPackage, LoadedPackage>();
  for (const members of groups.values()) {
    const signatures = new InterfaceSignatures(members);
    for (const pkg of members)
      inferred.set(pkg, {
        ...pkg,
        files: pkg.files.map((file) => (file.abiArtifact ? signatures.withBases(pkg, file) : file)),
      });
  }
  return packages.map((pkg) => inferred.get(pkg)!);
}

/** The member signatures of every interface of a group, inherited ones included. */
class InterfaceSignatures {
  private readonly symbols: SymbolTable;
  private readonly interfaces: Array<{ definition: SolDefinition; signatures: Set<string> }> = [];

  constructor(packages: LoadedPackage[]) {
    const sources = packages.flatMap((pkg) =>
      pkg.files.map((file) => ({
        fileKey: fileKey(pkg, file),
        packageName: pkg.config.name,
        file,
        hrefOf: () => undefined,
      })),
    );
    this.symbols = new SymbolTable(sources);
    for (const source of sources) {
      for (const definition of source.file.definitions) {
        if (definition.kind !== 'interface' || source.file.path.split('/').includes('test')) continue;
        this.interfaces.push({
          definition,
          signatures: this.closure(definition, { fileKey: source.fileKey, contract: definition }, 0),
        });
      }
    }
  }

  /** The ABI file with `bases` set to the most derived interfaces its ABI fully contains, by name. */
  withBases(pkg: LoadedPackage, file: SolFile): SolFile {
    const [contract] = file.definitions;
    const own = signaturesOf(contract!, { fileKey: fileKey(pkg, file) }, this.symbols);
    const implemented = this.interfaces
      .filter((i) => i.signatures.size > 0 && [...i.signatures].every((s) => own.has(s)))
      .map((i) => i.definition);
    const covered = new Set(implemented.flatMap((i) => this.ancestors(i, 0)));
    const bases = implemented.filter((i) => !covered.has(i)).map((i) => i.name);
    return { ...file, definitions: [{ ...contract!, bases: [...new Set(bases)].sort() }] };
  }

  private closure(definition: SolDefinition, scope: Scope, depth: number): Set<string> {
    const signatures = signaturesOf(definition, scope, this.symbols);
    if (depth < 32) {
      for (const base of this.symbols.basesOf(definition))
        for (const s of this.closure(base.definition!, base.scope, depth + 1)) signatures.add(s);
    }
    return signatures;
  }

  private ancestors(definition: SolDefinition, depth: number): SolDefinition[] {
    if (depth > 32) return [];
    return this.symbols
      .basesOf(definition)
      .flatMap((b) => [b.definition!, ...this.ancestors(b.definition!, depth + 1)]);
  }
}

function fileKey(pkg: LoadedPackage, file: SolFile): string {
  return `${pkg.config.name}/${file.path}`;
}

/** `kind name(types)` of each function, event and error of a definition that resolves. */
function signaturesOf(definition: SolDefinition, scope: Scope, symbols: SymbolTable): Set<string> {
  const signatures = new Set<string>();
  for (const member of definition.members) {
    if (member.kind !== 'function' && member.kind !== 'event' && member.kind !== 'error') continue;
    if (member.kind === 'function' && ['constructor', 'receive', 'fallback'].includes(member.name)) continue;
    const signature = canonicalSignature(member.name, member.params, scope, symbols);
    if (signature) signatures.add(`${member.kind} ${signature}`);
  }
  return signatures;
}
