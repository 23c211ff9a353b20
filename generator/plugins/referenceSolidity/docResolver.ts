// Works out the documentation each item shows: `@inheritdoc`, solc's implicit inheritance, and tag checks.
import type { Diagnostic } from '../pluginApi.js';
import type { NatSpec, SolDefinition, SolMember, SolType } from './model.js';
import type { SymbolTable } from './symbolTable.js';

/** An item in its contract (or file-level pseudo definition). */
export interface MemberRef {
  member: SolMember;
  owner: SolDefinition;
}

/** Kinds whose `@param` tags must name one of the item's parameters (or a struct's fields). */
const PARAMETERISED = new Set(['function', 'modifier', 'event', 'error', 'struct']);

/** Resolves documentation lazily and remembers each answer; warnings are reported once per item. */
export class DocResolver {
  private readonly resolved = new Map<SolMember, NatSpec | undefined>();
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly symbols: SymbolTable,
    /** Package file path of a definition, for diagnostics. */
    private readonly fileOf: (definition: SolDefinition) => string,
  ) {}

  /** The NatSpec an item shows: its own tags over those it inherits. */
  docsOf(ref: MemberRef, depth = 0): NatSpec | undefined {
    if (this.resolved.has(ref.member)) return this.resolved.get(ref.member);
    this.resolved.set(ref.member, ref.member.natspec); // guards against inheritance cycles
    const own = ref.member.natspec;
    let parent: MemberRef | undefined;
    if (own?.inheritdoc) parent = this.inheritdocTarget(ref, own);
    else if (!hasText(own) && (inheritsImplicitly(ref.member) || ref.owner.fromAbi))
      parent = this.findInBases(ref.owner, ref.member, 0);
    const inherited = parent && depth < 32 ? this.docsOf(parent, depth + 1) : undefined;
    const docs = inherited ? mergeDocs(inherited, own) : own;
    this.resolved.set(ref.member, docs);
    return docs;
  }

  /** Reports `@param` tags that name no parameter of their item. */
  checkParams(ref: MemberRef): void {
    const { member } = ref;
    if (!member.natspec || !PARAMETERISED.has(member.kind)) return;
    const names = member.params.map((p) => p.name);
    for (const tag of member.natspec.params) {
      if (tag.name !== undefined && names.includes(tag.name)) continue;
      this.diagnostics.push({
        severity: 'warning',
        message: `NatSpec @param "${tag.name ?? ''}" of ${member.kind} ${member.name} in ${ref.owner.name} names no ${member.kind === 'struct' ? 'field' : 'parameter'} (it has: ${names.join(', ') || 'none'}).`,
        file: this.fileOf(ref.owner),
        line: tag.line,
        hint: 'Rename the tag to one of the parameters, or remove it.',
      });
    }
  }

  /** The item `@inheritdoc Base` points at, or a warning when there is none. */
  private inheritdocTarget(ref: MemberRef, own: NatSpec): MemberRef | undefined {
    const baseName = own.inheritdoc!.name ?? '';
    const base = this.baseNamed(ref.owner, baseName, 0);
    const target = base && findMatching(base, ref.member);
    if (target) return { member: target, owner: base };
    // A base from a package outside the group (OpenZeppelin, solmate): its text cannot be read, which is no error.
    if (!base && this.hasUnresolvedBase(ref.owner, baseName, 0)) return undefined;
    this.diagnostics.push({
      severity: 'warning',
      message: base
        ? `@inheritdoc ${baseName} on ${ref.member.name} in ${ref.owner.name}: ${baseName} has no ${ref.member.kind} of that name and parameter types.`
        : `@inheritdoc ${baseName} on ${ref.member.name} in ${ref.owner.name}: ${baseName} is not a base contract of ${ref.owner.name}.`,
      file: this.fileOf(ref.owner),
      line: own.inheritdoc!.line,
      hint: `Name a base contract that declares ${ref.member.name}, or write the documentation here.`,
    });
    return undefined;
  }

  /** A base (direct or not) of `definition` with the given name. */
  private baseNamed(definition: SolDefinition, name: string, depth: number): SolDefinition | undefined {
    if (depth > 32) return undefined;
    for (const base of this.symbols.basesOf(definition)) {
      if (base.name === name) return base.definition;
      const deeper = this.baseNamed(base.definition!, name, depth + 1);
      if (deeper) return deeper;
    }
    return undefined;
  }

  /** Whether `definition` (or a base of it) names a base `name` that is not in the group's sources. */
  private hasUnresolvedBase(definition: SolDefinition, name: string, depth: number): boolean {
    const resolved = this.symbols.basesOf(definition);
    if (definition.bases.some((b) => b.split('.').pop() === name && !resolved.some((r) => r.name === name)))
      return true;
    return depth < 32 && resolved.some((base) => this.hasUnresolvedBase(base.definition!, name, depth + 1));
  }

  /** The first documented item in the bases (breadth first) that `member` overrides. */
  private findInBases(definition: SolDefinition, member: SolMember, depth: number): MemberRef | undefined {
    if (depth > 32) return undefined;
    const bases = this.symbols.basesOf(definition).map((b) => b.definition!);
    for (const base of bases) {
      const match = findMatching(base, member);
      if (match && hasText(match.natspec)) return { member: match, owner: base };
    }
    for (const base of bases) {
      const found = this.findInBases(base, member, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
}

/** Public functions and getters without docs take those of the function they override, as solc does. */
function inheritsImplicitly(member: SolMember): boolean {
  const exposed = member.visibility === 'public' || member.visibility === 'external';
  return (member.kind === 'function' || member.kind === 'variable') && (exposed || member.overrides === true);
}

/** The member of `base` that `member` overrides or implements: same name and parameter types. */
function findMatching(base: SolDefinition, member: SolMember): SolMember | undefined {
  const wanted = member.kind === 'variable' ? getterParams(member.type) : member.params.map((p) => typeKey(p.type));
  const kinds = member.kind === 'variable' || member.kind === 'function' ? ['function', 'variable'] : [member.kind];
  return base.members.find((candidate) => {
    if (candidate.name !== member.name || !kinds.includes(candidate.kind)) return false;
    const params =
      candidate.kind === 'variable' ? getterParams(candidate.type) : candidate.params.map((p) => typeKey(p.type));
    return params.join(',') === wanted.join(',');
  });
}

/** Parameter types of a public state variable's getter: one per mapping key and array index. */
function getterParams(type: SolType | undefined): string[] {
  if (type?.kind === 'mapping') return [typeKey(type.key), ...getterParams(type.value)];
  if (type?.kind === 'array') return ['uint256', ...getterParams(type.base)];
  return [];
}

/** A type spelled so overrides compare equal across files (`IPoolManager.SwapParams` ≡ `SwapParams`). */
function typeKey(type: SolType): string {
  switch (type.kind) {
    case 'elementary':
      return ({ uint: 'uint256', int: 'int256' } as Record<string, string>)[type.name] ?? type.name;
    case 'user':
      return type.path.split('.').pop()!;
    case 'array':
      return `${typeKey(type.base)}[${type.length ?? ''}]`;
    case 'mapping':
      return `mapping(${typeKey(type.key)}=>${typeKey(type.value)})`;
    case 'function':
      return 'function';
  }
}

function hasText(spec: NatSpec | undefined): boolean {
  return (
    spec !== undefined &&
    Boolean(spec.notice || spec.dev || spec.params.length || spec.returns.length || spec.inheritdoc)
  );
}

/** Inherited tags, with each tag the item writes itself taking precedence (as `@inheritdoc` does in solc). */
function mergeDocs(inherited: NatSpec, own: NatSpec | undefined): NatSpec {
  if (!own) return inherited;
  const ownParams = new Set(own.params.map((p) => p.name));
  return {
    ...inherited,
    ...(own.notice ? { notice: own.notice } : {}),
    ...(own.dev ? { dev: own.dev } : {}),
    params: [...inherited.params.filter((p) => !ownParams.has(p.name)), ...own.params],
    returns: own.returns.length > 0 ? own.returns : inherited.returns,
    custom: [...inherited.custom, ...own.custom],
    inheritdoc: undefined,
    line: own.line,
  };
}
