// Writes types and contract names as markdown, linking every name that has its own reference page.
import { code } from './markdownText.js';
import type { SolType } from './model.js';
import { typeText } from './solidityText.js';
import type { Scope, SymbolTable } from './symbolTable.js';

/** A type as inline markdown: code, with the user-defined names linked to their pages. */
export function typeMarkdown(type: SolType, scope: Scope, symbols: SymbolTable): string {
  switch (type.kind) {
    case 'user':
      return nameMarkdown(type.path, scope, symbols);
    case 'array':
      return `${typeMarkdown(type.base, scope, symbols)}${code(`[${type.length ?? ''}]`)}`;
    case 'mapping':
      return `${code('mapping(')}${typeMarkdown(type.key, scope, symbols)}${code(' => ')}${typeMarkdown(type.value, scope, symbols)}${code(')')}`;
    default:
      return code(typeText(type));
  }
}

/** A contract or type name, linked when it resolves to a page. */
export function nameMarkdown(name: string, scope: Scope, symbols: SymbolTable): string {
  const href = symbols.resolve(name, scope)?.href;
  return href ? `[${code(name)}](${href})` : code(name);
}

/** `a`, `a and b`, `a, b and c`. */
export function listMarkdown(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
