// The parsed, JSON-serialisable model of Solidity sources that the cache stores and the pages render from.
import type { Diagnostic } from '../pluginApi.js';

/** A type as written in the source, kept structured so it can be linked, printed and ABI-encoded. */
export type SolType =
  | { kind: 'elementary'; name: string }
  | { kind: 'user'; path: string }
  | { kind: 'array'; base: SolType; length?: string }
  | { kind: 'mapping'; key: SolType; value: SolType; keyName?: string; valueName?: string }
  | { kind: 'function'; params: SolType[]; returns: SolType[]; visibility?: string; mutability?: string };

/** One NatSpec tag occurrence, with the source line it starts on. */
export interface NatSpecTag {
  tag: string;
  /** For `@param` and named `@return`/`@inheritdoc`: the first word. */
  name?: string;
  text: string;
  line: number;
}

/** The NatSpec attached to one item, as parsed (inheritance is resolved later). */
export interface NatSpec {
  title?: string;
  author?: string;
  notice?: string;
  dev?: string;
  /** `@param name text`, in source order. */
  params: NatSpecTag[];
  /** `@return [name] text`, in source order. */
  returns: NatSpecTag[];
  inheritdoc?: NatSpecTag;
  /** `@custom:name text`, keyed by `name`. */
  custom: Array<{ name: string; text: string }>;
  /** Line of the first comment line. */
  line: number;
}

/** A parameter, return value, struct member or event field. */
export interface SolVariable {
  name: string;
  type: SolType;
  storage?: string;
  indexed?: boolean;
  natspec?: NatSpec;
}

export type MemberKind = 'function' | 'modifier' | 'event' | 'error' | 'variable' | 'struct' | 'enum' | 'udvt';

/** A member of a contract (or a file-level item): function, event, error, state variable, struct, enum or type. */
export interface SolMember {
  kind: MemberKind;
  /** Function kind for unnamed functions: `constructor`, `receive`, `fallback`. */
  name: string;
  line: number;
  natspec?: NatSpec;
  params: SolVariable[];
  returns: SolVariable[];
  visibility?: string;
  mutability?: string;
  modifiers?: string[];
  isVirtual?: boolean;
  overrides?: boolean;
  anonymous?: boolean;
  /** State variables: `constant`, `immutable`, `transient`. */
  constness?: 'constant' | 'immutable' | 'transient';
  /** State variables and user-defined value types: the declared type. */
  type?: SolType;
  /** Short initial value of a constant, as written. */
  value?: string;
  /** Enum values. */
  values?: Array<{ name: string; natspec?: NatSpec }>;
}

export type DefinitionKind = 'contract' | 'abstract contract' | 'interface' | 'library' | 'file';

/** A top-level definition of a file; `kind: 'file'` holds the file-level items (free functions, structs, types). */
export interface SolDefinition {
  kind: DefinitionKind;
  name: string;
  line: number;
  bases: string[];
  natspec?: NatSpec;
  members: SolMember[];
  /** Read from a compiled ABI (no source): no NatSpec, bases inferred from the interfaces it implements. */
  fromAbi?: boolean;
}

/** An import of a source file: the path as written and the names it brings in (none = everything). */
export interface SolImport {
  path: string;
  symbols?: Array<{ name: string; alias?: string }>;
  unitAlias?: string;
}

/** One parsed source file. */
export interface SolFile {
  /** Path inside the package, POSIX (`src/PoolManager.sol`). */
  path: string;
  /** Set when the file was read from a compiled artifact: the artifact's path in the package. */
  abiArtifact?: string;
  pragma?: string;
  imports: SolImport[];
  definitions: SolDefinition[];
}

/** A package's parsed sources; this is what the cache stores. */
export interface ParsedPackage {
  name: string;
  version: string;
  files: SolFile[];
  diagnostics: Diagnostic[];
}
