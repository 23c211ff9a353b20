// Reads call signatures and type parameter lists from declarations.
import { ts } from './typescriptApi.js';
import type { Parameter, Signature, TypeParameter } from './model.js';
import { lineOf, printDeclaration, type ExtractContext } from './extractContext.js';
import { readDocComment } from './readDocComment.js';
import { readTypeText } from './readTypeText.js';

/** A constructor, method, function or accessor declaration as a signature. */
export function readSignature(ctx: ExtractContext, declaration: ts.SignatureDeclaration): Signature {
  return {
    code: printDeclaration(declaration),
    typeParameters: readTypeParameters(ctx, declaration.typeParameters),
    parameters: declaration.parameters.map((parameter) => readParameter(ctx, parameter)),
    returns: declaration.type ? readTypeText(ctx, declaration.type) : undefined,
    doc: readDocComment(declaration),
    line: lineOf(declaration),
  };
}

/** Names, constraints and defaults of a type parameter list. */
export function readTypeParameters(
  ctx: ExtractContext,
  parameters: ts.NodeArray<ts.TypeParameterDeclaration> | undefined,
): TypeParameter[] {
  return (parameters ?? []).map((parameter) => ({
    name: parameter.name.text,
    constraint: parameter.constraint ? readTypeText(ctx, parameter.constraint) : undefined,
    default: parameter.default ? readTypeText(ctx, parameter.default) : undefined,
  }));
}

function readParameter(ctx: ExtractContext, parameter: ts.ParameterDeclaration): Parameter {
  return {
    name: parameter.name.getText(),
    type: parameter.type ? readTypeText(ctx, parameter.type) : undefined,
    optional: parameter.questionToken !== undefined || parameter.initializer !== undefined,
    rest: parameter.dotDotDotToken !== undefined,
  };
}
