// Writes types and contract names as inline markdown nodes, linking every name that has its own reference page.
import { code, link, phrasing, type Inline, type Phrasing } from './markdownNodes.js';
import type { SolType } from './model.js';
import { typeText } from './solidityText.js';
import type { Scope, SymbolTable } from './symbolTable.js';

/** A type as code, with the user-defined names linked to their pages (the code between links is one span). */
export function typeNodes(type: SolType, scope: Scope, symbols: SymbolTable): Phrasing {
  const parts: Inline[] = [];
  let codeText = '';
  for (const piece of typePieces(type, scope, symbols)) {
    if (typeof piece === 'string') codeText += piece;
    else {
      if (codeText) parts.push(code(codeText));
      parts.push(piece);
      codeText = '';
    }
  }
  if (codeText) parts.push(code(codeText));
  return phrasing(...parts);
}

/** The type's code text in pieces, a linked name as its link. */
function typePieces(type: SolType, scope: Scope, symbols: SymbolTable): Array<string | Phrasing> {
  switch (type.kind) {
    case 'user': {
      const href = symbols.resolve(type.path, scope)?.href;
      return [href ? link(href, code(type.path)) : type.path];
    }
    case 'array':
      return [...typePieces(type.base, scope, symbols), `[${type.length ?? ''}]`];
    case 'mapping':
      return [
        'mapping(',
        ...typePieces(type.key, scope, symbols),
        ' => ',
        ...typePieces(type.value, scope, symbols),
        ')',
      ];
    default:
      return [typeText(type)];
  }
}

/** A contract or type name as code, linked when it resolves to a page. */
export function nameNode(name: string, scope: Scope, symbols: SymbolTable): Phrasing {
  const href = symbols.resolve(name, scope)?.href;
  return href ? link(href, code(name)) : code(name);
}

/** `a`, `a and b`, `a, b and c`. */
export function listNodes(items: Inline[][]): Inline[] {
  if (items.length <= 1) return items.flat();
  return [
    ...items.slice(0, -1).flatMap((item, i) => (i === 0 ? item : [', ', ...item])),
    ' and ',
    ...items[items.length - 1]!,
  ];
}
