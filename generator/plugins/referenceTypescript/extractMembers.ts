// Reads the members of a class or interface, own and inherited, with what they override or implement.
import { ts } from './typescriptApi.js';
import { newMember, type DocComment, type Member, type MemberKind, type TypeSegment } from './model.js';
import { lineOf, printDeclaration, refAt, type ExtractContext } from './extractContext.js';
import { isEmptyDocComment, readDocComment } from './readDocComment.js';
import { readSignature } from './readSignature.js';
import { readTypeText } from './readTypeText.js';

/** A base type whose members ours may override (`extends`) or implement (`implements`). */
interface BaseType {
  type: ts.Type;
  relation: 'overrides' | 'implements';
}

type MemberDeclaration =
  ts.PropertyDeclaration | ts.PropertySignature | ts.MethodDeclaration | ts.MethodSignature | ts.AccessorDeclaration;

/** Constructors, then instance members, then static members of a class. */
export function extractClassMembers(
  ctx: ExtractContext,
  symbol: ts.Symbol,
  declaration: ts.ClassDeclaration,
): Member[] {
  const { checker } = ctx;
  const instanceType = checker.getDeclaredTypeOfSymbol(symbol);
  const owners = new Set<ts.Node>(symbol.declarations ?? []);
  const bases: BaseType[] = [
    ...baseTypesOf(checker, instanceType).map((type) => ({ type, relation: 'overrides' as const })),
    ...heritageTypes(checker, declaration, ts.SyntaxKind.ImplementsKeyword).map((type) => ({
      type,
      relation: 'implements' as const,
    })),
  ];
  const instance = checker
    .getPropertiesOfType(instanceType)
    .map((p) => readMember(ctx, p, { owners, bases, isStatic: false }));
  const statics = checker
    .getPropertiesOfType(checker.getTypeOfSymbol(symbol))
    .filter((p) => p.name !== 'prototype')
    .map((p) => readMember(ctx, p, { owners, bases: [], isStatic: true }));
  return [...readConstructors(ctx, declaration), ...instance, ...statics].filter((m): m is Member => m !== undefined);
}

/** Members of an interface, including those of the interfaces it extends. */
export function extractInterfaceMembers(ctx: ExtractContext, symbol: ts.Symbol): Member[] {
  const { checker } = ctx;
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  const owners = new Set<ts.Node>(symbol.declarations ?? []);
  const bases = baseTypesOf(checker, type).map((base) => ({ type: base, relation: 'overrides' as const }));
  const members = checker.getPropertiesOfType(type).map((p) => readMember(ctx, p, { owners, bases, isStatic: false }));
  const indexSignatures = (symbol.declarations ?? [])
    .filter(ts.isInterfaceDeclaration)
    .flatMap((d) => readIndexSignatures(ctx, d));
  return [...indexSignatures, ...members.filter((m): m is Member => m !== undefined)];
}

function readMember(
  ctx: ExtractContext,
  property: ts.Symbol,
  context: { owners: Set<ts.Node>; bases: BaseType[]; isStatic: boolean },
): Member | undefined {
  const declarations = (property.declarations ?? []).filter(isMemberDeclaration);
  const first = declarations[0];
  if (!first || isHidden(first, property.name)) return undefined;
  const flags = ts.getCombinedModifierFlags(first);
  const member = newMember({
    kind: memberKindOf(first),
    name: property.name,
    isStatic: context.isStatic,
    isReadonly: (flags & ts.ModifierFlags.Readonly) !== 0,
    isOptional: (property.flags & ts.SymbolFlags.Optional) !== 0,
    isAbstract: (flags & ts.ModifierFlags.Abstract) !== 0,
    isProtected: (flags & ts.ModifierFlags.Protected) !== 0,
    inheritedFrom: context.owners.has(first.parent) ? undefined : ownerSegment(ctx, first.parent),
    doc: readDocComment(first),
    line: lineOf(first),
  });
  fillMemberBody(ctx, member, first, declarations);
  if (!member.inheritedFrom) linkToBase(ctx, member, context.bases);
  return member;
}

/** Type and code of a property; signatures of a method (overloads) or accessor (getter, then setter). */
function fillMemberBody(ctx: ExtractContext, member: Member, first: MemberDeclaration, all: MemberDeclaration[]): void {
  if (ts.isPropertyDeclaration(first) || ts.isPropertySignature(first)) {
    member.type = first.type ? readTypeText(ctx, first.type) : undefined;
    member.code = printDeclaration(first);
    return;
  }
  const signatures =
    member.kind === 'accessor' ? [...all.filter(ts.isGetAccessor), ...all.filter(ts.isSetAccessor)] : all;
  member.signatures = signatures.filter(isSignatureDeclaration).map((declaration) => readSignature(ctx, declaration));
  member.doc = member.signatures.find((s) => !isEmptyDocComment(s.doc))?.doc ?? member.doc;
  if (member.kind === 'accessor') member.type = member.signatures[0]?.returns;
}

/** Records what the member overrides or implements and borrows the base's doc when it has none. */
function linkToBase(ctx: ExtractContext, member: Member, bases: BaseType[]): void {
  for (const base of bases) {
    const baseProperty = ctx.checker.getPropertyOfType(base.type, member.name);
    const baseDeclaration = baseProperty?.declarations?.find(isMemberDeclaration);
    if (!baseDeclaration) continue;
    member.overrides = { relation: base.relation, owner: ownerSegment(ctx, baseDeclaration.parent) };
    if (isEmptyDocComment(member.doc)) inheritDoc(member, readDocComment(baseDeclaration));
    return;
  }
}

function inheritDoc(member: Member, doc: DocComment): void {
  member.doc = doc;
  for (const signature of member.signatures) if (isEmptyDocComment(signature.doc)) signature.doc = doc;
}

/** A class's constructors; a class without one shows the constructor it inherits. */
function readConstructors(ctx: ExtractContext, declaration: ts.ClassDeclaration): Member[] {
  let current: ts.ClassDeclaration | undefined = declaration;
  while (current) {
    const constructors = current.members.filter(ts.isConstructorDeclaration);
    const first = constructors[0];
    if (first) {
      const flags = ts.getCombinedModifierFlags(first);
      if (flags & ts.ModifierFlags.Private) return [];
      const signatures = constructors.map((c) => readSignature(ctx, c));
      const constructor = newMember({
        kind: 'constructor',
        name: 'constructor',
        isProtected: (flags & ts.ModifierFlags.Protected) !== 0,
        inheritedFrom: current === declaration ? undefined : ownerSegment(ctx, current),
        signatures,
        doc: signatures[0]?.doc ?? readDocComment(first),
        line: lineOf(first),
      });
      return [constructor];
    }
    current = baseClassDeclaration(ctx, current);
  }
  return [];
}

function readIndexSignatures(ctx: ExtractContext, declaration: ts.InterfaceDeclaration): Member[] {
  return declaration.members.filter(ts.isIndexSignatureDeclaration).map((signature) =>
    newMember({
      kind: 'indexSignature',
      name: `[${signature.parameters.map((p) => p.getText()).join(', ')}]`,
      isReadonly: signature.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword) ?? false,
      type: readTypeText(ctx, signature.type),
      code: printDeclaration(signature),
      doc: readDocComment(signature),
      line: lineOf(signature),
    }),
  );
}

function baseClassDeclaration(ctx: ExtractContext, declaration: ts.ClassDeclaration): ts.ClassDeclaration | undefined {
  const symbol = declaration.name ? ctx.checker.getSymbolAtLocation(declaration.name) : undefined;
  if (!symbol) return undefined;
  const base = baseTypesOf(ctx.checker, ctx.checker.getDeclaredTypeOfSymbol(symbol))[0];
  return base?.symbol?.declarations?.find(ts.isClassDeclaration);
}

function baseTypesOf(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  return type.isClassOrInterface() ? checker.getBaseTypes(type) : [];
}

function heritageTypes(checker: ts.TypeChecker, declaration: ts.ClassLikeDeclaration, token: ts.SyntaxKind): ts.Type[] {
  const clause = declaration.heritageClauses?.find((c) => c.token === token);
  return (clause?.types ?? []).map((t) => checker.getTypeAtLocation(t));
}

/** The class or interface declaring a member, as a (possibly linked) name. */
function ownerSegment(ctx: ExtractContext, owner: ts.Node): TypeSegment {
  const name =
    (ts.isClassDeclaration(owner) || ts.isInterfaceDeclaration(owner)) && owner.name ? owner.name : undefined;
  if (!name) return { text: '(anonymous)' };
  const ref = refAt(ctx, name);
  return ref ? { text: ref.name, ref } : { text: name.text };
}

function isMemberDeclaration(node: ts.Node): node is MemberDeclaration {
  return (
    ts.isPropertyDeclaration(node) ||
    ts.isPropertySignature(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isGetAccessor(node) ||
    ts.isSetAccessor(node)
  );
}

function isSignatureDeclaration(
  node: MemberDeclaration,
): node is Exclude<MemberDeclaration, ts.PropertyDeclaration | ts.PropertySignature> {
  return !ts.isPropertyDeclaration(node) && !ts.isPropertySignature(node);
}

/** Private members and `#private` fields are not part of the public API. */
function isHidden(declaration: MemberDeclaration, name: string): boolean {
  return (
    (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Private) !== 0 ||
    name.startsWith('#') ||
    name.startsWith('__#')
  );
}

function memberKindOf(declaration: MemberDeclaration): MemberKind {
  if (ts.isPropertyDeclaration(declaration) || ts.isPropertySignature(declaration)) return 'property';
  if (ts.isGetAccessor(declaration) || ts.isSetAccessor(declaration)) return 'accessor';
  return 'method';
}
