// The TypeScript compiler API, loaded with require: an ESM import makes Node scan its very large CommonJS file for export names.
import { createRequire } from 'node:module';
import type TypeScript from 'typescript';

/** The compiler API. Only the cold path (extractPackageModels and what it imports) loads this module. */
export const ts: typeof TypeScript = createRequire(import.meta.url)('typescript');

/** The compiler types the extractor uses, under the same `ts.` prefix as the values. */
export declare namespace ts {
  export type AccessorDeclaration = TypeScript.AccessorDeclaration;
  export type ClassDeclaration = TypeScript.ClassDeclaration;
  export type ClassLikeDeclaration = TypeScript.ClassLikeDeclaration;
  export type CompilerOptions = TypeScript.CompilerOptions;
  export type Declaration = TypeScript.Declaration;
  export type Diagnostic = TypeScript.Diagnostic;
  export type EnumMember = TypeScript.EnumMember;
  export type InterfaceDeclaration = TypeScript.InterfaceDeclaration;
  export type JSDocComment = TypeScript.JSDocComment;
  export type JSDocLink = TypeScript.JSDocLink;
  export type JSDocLinkCode = TypeScript.JSDocLinkCode;
  export type JSDocLinkPlain = TypeScript.JSDocLinkPlain;
  export type JSDocSeeTag = TypeScript.JSDocSeeTag;
  export type JSDocTag = TypeScript.JSDocTag;
  export type MethodDeclaration = TypeScript.MethodDeclaration;
  export type MethodSignature = TypeScript.MethodSignature;
  export type Node = TypeScript.Node;
  export type NodeArray<T extends TypeScript.Node> = TypeScript.NodeArray<T>;
  export type ParameterDeclaration = TypeScript.ParameterDeclaration;
  export type Program = TypeScript.Program;
  export type PropertyDeclaration = TypeScript.PropertyDeclaration;
  export type PropertySignature = TypeScript.PropertySignature;
  export type SignatureDeclaration = TypeScript.SignatureDeclaration;
  export type SourceFile = TypeScript.SourceFile;
  export type Statement = TypeScript.Statement;
  export type StringLiteral = TypeScript.StringLiteral;
  export type Symbol = TypeScript.Symbol;
  export type SyntaxKind = TypeScript.SyntaxKind;
  export type Type = TypeScript.Type;
  export type TypeChecker = TypeScript.TypeChecker;
  export type TypeParameterDeclaration = TypeScript.TypeParameterDeclaration;
}
