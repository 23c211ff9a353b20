// The reference model: what the extractor reads from declaration files and the renderer turns into pages.
import type { Diagnostic } from '../pluginApi.js';

/** The kinds of exported items that get a page. */
export type ItemKind = 'class' | 'enum' | 'interface';

/** Names a documented item: the package that exports it and its exported name. */
export interface ItemRef {
  pkg: string;
  name: string;
}

/** A piece of a type as written; `ref` is set when the piece names a documented item. */
export interface TypeSegment {
  text: string;
  ref?: ItemRef;
}

/** A type as written in the declaration, split so documented names can become links. */
export type TypeText = TypeSegment[];

/** A piece of doc comment prose; `link` holds the target of an inline `{@link target}`. */
interface DocSegment {
  text: string;
  link?: string;
}

/** Doc comment prose with its inline links. */
export type DocText = DocSegment[];

/** A parsed doc comment. */
export interface DocComment {
  summary: DocText;
  /** `@param` and `@template` descriptions by name. */
  params: Record<string, DocText>;
  typeParams: Record<string, DocText>;
  returns: DocText[];
  throws: DocText[];
  /** `@example` bodies, as written (code or prose). */
  examples: string[];
  /** Set when `@deprecated` is present (possibly empty text). */
  deprecated?: DocText;
  see: DocText[];
}

/** A type parameter of a class, interface or signature. */
export interface TypeParameter {
  name: string;
  constraint?: TypeText;
  default?: TypeText;
}

/** A parameter of a call signature. */
export interface Parameter {
  name: string;
  type?: TypeText;
  optional: boolean;
  rest: boolean;
}

/** One call signature (a constructor, method overload, getter or setter). */
export interface Signature {
  /** The declaration as printed from the source, without its doc comment. */
  code: string;
  typeParameters: TypeParameter[];
  parameters: Parameter[];
  returns?: TypeText;
  doc: DocComment;
  line: number;
}

/** The kinds of members a page lists. */
export type MemberKind = 'constructor' | 'property' | 'accessor' | 'method' | 'enumMember' | 'indexSignature';

/** A member of a class, interface or enum. */
export interface Member {
  kind: MemberKind;
  name: string;
  isStatic: boolean;
  isReadonly: boolean;
  isOptional: boolean;
  isAbstract: boolean;
  isProtected: boolean;
  /** The class or interface that declares the member when it is inherited. */
  inheritedFrom?: TypeSegment;
  /** The base class or interface member this one overrides or implements (same name). */
  overrides?: { relation: 'overrides' | 'implements'; owner: TypeSegment };
  /** Property type. */
  type?: TypeText;
  /** Enum member value, as source text (`1`, `"ETH"`). */
  value?: string;
  /** Property or enum member declaration as printed from the source. */
  code?: string;
  /** Methods and constructors: one per overload; accessors: getter then setter. */
  signatures: Signature[];
  doc: DocComment;
  line: number;
}

/** A documented class, enum or interface. */
export interface ReferenceItem {
  kind: ItemKind;
  name: string;
  pkg: string;
  /** Declaration file, relative to the package folder. */
  file: string;
  line: number;
  isAbstract: boolean;
  typeParameters: TypeParameter[];
  extends: TypeText[];
  implements: TypeText[];
  doc: DocComment;
  members: Member[];
}

/** Everything extracted from one package; this is what the cache stores. */
export interface PackageModel {
  name: string;
  version: string;
  items: ReferenceItem[];
  /** Load problems (unparsable or missing declaration files), kept so warm builds report them too. */
  diagnostics: Diagnostic[];
}

/** A doc comment with nothing in it. */
export function emptyDocComment(): DocComment {
  return { summary: [], params: {}, typeParams: {}, returns: [], throws: [], examples: [], see: [] };
}

/** Orders names case-insensitively, then by code point: stable across machines and locales, and fast. */
export function compareNames(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A member with every flag off; callers set what differs. */
export function newMember(fields: Pick<Member, 'kind' | 'name' | 'doc' | 'line'> & Partial<Member>): Member {
  return {
    isStatic: false,
    isReadonly: false,
    isOptional: false,
    isAbstract: false,
    isProtected: false,
    signatures: [],
    ...fields,
  };
}
