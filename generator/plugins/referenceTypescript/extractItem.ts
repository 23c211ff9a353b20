// Reads one exported class, enum or interface into a reference item.
import { ts } from './typescriptApi.js';
import { newMember, type ItemKind, type ItemRef, type Member, type ReferenceItem, type TypeText } from './model.js';
import { lineOf, packageFileOf, printDeclaration, type ExtractContext } from './extractContext.js';
import { extractClassMembers, extractInterfaceMembers } from './extractMembers.js';
import { readDocComment } from './readDocComment.js';
import { readTypeParameters } from './readSignature.js';
import { readTypeText } from './readTypeText.js';

/** The page kind of a symbol, or undefined when it gets no page (functions, variables, type aliases). */
export function itemKindOf(symbol: ts.Symbol): ItemKind | undefined {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (symbol.flags & ts.SymbolFlags.Enum) return 'enum';
  if (symbol.flags & ts.SymbolFlags.Interface) return 'interface';
  return undefined;
}

/** The declaration that a symbol's page describes (merged interfaces: the first one). */
export function primaryDeclaration(symbol: ts.Symbol, kind: ItemKind): ts.Declaration | undefined {
  const matches = { class: ts.isClassDeclaration, enum: ts.isEnumDeclaration, interface: ts.isInterfaceDeclaration }[
    kind
  ];
  return symbol.declarations?.find((d) => matches(d));
}

/** Everything a page shows about one exported item. */
export function extractItem(
  ctx: ExtractContext,
  symbol: ts.Symbol,
  ref: ItemRef,
  kind: ItemKind,
): ReferenceItem | undefined {
  const declaration = primaryDeclaration(symbol, kind);
  if (!declaration) return undefined;
  const item: ReferenceItem = {
    kind,
    name: ref.name,
    pkg: ref.pkg,
    file: packageFileOf(ctx.pkg, declaration),
    line: lineOf(declaration),
    isAbstract: (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract) !== 0,
    typeParameters: [],
    extends: [],
    implements: [],
    doc: readDocComment(declaration),
    members: [],
  };
  if (ts.isClassDeclaration(declaration)) fillClass(ctx, item, symbol, declaration);
  else if (ts.isEnumDeclaration(declaration)) item.members = readEnumMembers(ctx, symbol);
  else fillInterface(ctx, item, symbol);
  return item;
}

function fillClass(
  ctx: ExtractContext,
  item: ReferenceItem,
  symbol: ts.Symbol,
  declaration: ts.ClassDeclaration,
): void {
  item.typeParameters = readTypeParameters(ctx, declaration.typeParameters);
  item.extends = heritage(ctx, [declaration], ts.SyntaxKind.ExtendsKeyword);
  item.implements = heritage(ctx, [declaration], ts.SyntaxKind.ImplementsKeyword);
  item.members = extractClassMembers(ctx, symbol, declaration);
}

function fillInterface(ctx: ExtractContext, item: ReferenceItem, symbol: ts.Symbol): void {
  const declarations = (symbol.declarations ?? []).filter(ts.isInterfaceDeclaration);
  item.typeParameters = readTypeParameters(ctx, declarations[0]?.typeParameters);
  item.extends = heritage(ctx, declarations, ts.SyntaxKind.ExtendsKeyword);
  item.members = extractInterfaceMembers(ctx, symbol);
}

function heritage(
  ctx: ExtractContext,
  declarations: ts.ClassLikeDeclaration[] | ts.InterfaceDeclaration[],
  token: ts.SyntaxKind,
): TypeText[] {
  const clauses = declarations.flatMap((d) => d.heritageClauses ?? []).filter((c) => c.token === token);
  return clauses.flatMap((clause) => clause.types.map((type) => readTypeText(ctx, type)));
}

/** Enum members in declaration order, with their constant values. */
function readEnumMembers(ctx: ExtractContext, symbol: ts.Symbol): Member[] {
  const declarations = (symbol.declarations ?? []).filter(ts.isEnumDeclaration);
  return declarations.flatMap((declaration) =>
    declaration.members.map((member) =>
      newMember({
        kind: 'enumMember',
        name: member.name.getText(),
        isReadonly: true,
        value: enumValueOf(ctx, member),
        code: printDeclaration(member),
        doc: readDocComment(member),
        line: lineOf(member),
      }),
    ),
  );
}

function enumValueOf(ctx: ExtractContext, member: ts.EnumMember): string | undefined {
  const value = ctx.checker.getConstantValue(member);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  return member.initializer?.getText();
}
