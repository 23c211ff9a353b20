// Writes types and contract names as inline markdown nodes, linking every name that has its own reference page.
import type { PhrasingContent } from 'mdast';
import { code, link, type Inline } from './markdownNodes.js';
import type { SolType } from './model.js';
import { typeText } from './solidityText.js';
import type { Scope, SymbolTable } from './symbolTable.js';

/** A type as code, with the user-defined names linked to their pages (the code between links is one span). */
export function typeNodes(type: SolType, scope: Scope, symbols: SymbolTable): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  for (const piece of typePieces(type, scope, symbols)) {
    const last = nodes[nodes.length - 1];
    if (typeof piece !== 'string') nodes.push(piece);
    else if (last?.type === 'inlineCode') nodes[nodes.length - 1] = code(last.value + piece);
    else nodes.push(code(piece));
  }
  return nodes;
}

/** The type's code text in pieces, a linked name as its link. */
function typePieces(type: SolType, scope: Scope, symbols: SymbolTable): Array<string | PhrasingContent> {
  switch (type.kind) {
    case 'user': {
      const name = nameNode(type.path, scope, symbols);
      return [name.type === 'inlineCode' ? name.value : name];
    }
    case 'array':
      return [...typePieces(type.base, scope, symbols), `[${type.length ?? ''}]`];
    case 'mapping':
      return ['mapping(', ...typePieces(type.key, scope, symbols), ' => ', ...typePieces(type.value, scope, symbols), ')'];
    default:
      return [typeText(type)];
  }
}

/** A contract or type name as code, linked when it resolves to a page. */
export function nameNode(name: string, scope: Scope, symbols: SymbolTable): PhrasingContent {
  const href = symbols.resolve(name, scope)?.href;
  return href ? link(href, code(name)) : code(name);
}

/** `a`, `a and b`, `a, b and c`. */
export function listNodes(items: Inline[][]): Inline[] {
  if (items.length <= 1) return items.flat();
  return [...items.slice(0, -1).flatMap((item, i) => (i === 0 ? item : [', ', ...item])), ' and ', ...items[items.length - 1]!];
}
