// Canonical ABI signatures and their keccak-256 selectors (errors, functions) and topics (events).
import { keccak256 } from '@ethersproject/keccak256';
import type { SolType, SolVariable } from './model.js';
import type { Scope, SymbolTable } from './symbolTable.js';

/** Solidity spells some elementary types two ways; the ABI uses the long form. */
const ELEMENTARY_ALIASES: Record<string, string> = {
  uint: 'uint256',
  int: 'int256',
  byte: 'bytes1',
  'address payable': 'address',
  fixed: 'fixed128x18',
  ufixed: 'ufixed128x18',
};

/** Structs nest; this bounds a (never valid) recursive struct. */
const MAX_DEPTH = 16;

/** The canonical ABI type of `type` used in `scope`, or undefined when a name does not resolve. */
function canonicalType(type: SolType, scope: Scope, symbols: SymbolTable, depth = 0): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  switch (type.kind) {
    case 'elementary':
      return type.name === 'unknown' ? undefined : (ELEMENTARY_ALIASES[type.name] ?? type.name);
    case 'array': {
      const base = canonicalType(type.base, scope, symbols, depth + 1);
      return base && /^\d*$/.test(type.length ?? '') ? `${base}[${type.length ?? ''}]` : undefined;
    }
    case 'function':
      return 'function';
    case 'mapping':
      return undefined;
    case 'user':
      return canonicalUserType(type.path, scope, symbols, depth);
  }
}

function canonicalUserType(path: string, scope: Scope, symbols: SymbolTable, depth: number): string | undefined {
  const symbol = symbols.resolve(path, scope);
  if (!symbol) return undefined;
  if (symbol.definition) return 'address';
  if (symbol.kind === 'enum') return 'uint8';
  const member = symbol.member!;
  if (symbol.kind === 'udvt') return canonicalType(member.type!, symbol.scope, symbols, depth + 1);
  const fields = member.params.map((field) => canonicalType(field.type, symbol.scope, symbols, depth + 1));
  return fields.every((f) => f !== undefined) ? `(${fields.join(',')})` : undefined;
}

/** `name(type1,type2)`, or undefined when a parameter type does not resolve. */
export function canonicalSignature(
  name: string,
  params: SolVariable[],
  scope: Scope,
  symbols: SymbolTable,
): string | undefined {
  const types = params.map((p) => canonicalType(p.type, scope, symbols));
  return types.every((t) => t !== undefined) ? `${name}(${types.join(',')})` : undefined;
}

const hashes = new Map<string, string>();

/** keccak-256 of a signature as `0x` + 64 hex digits (an event's topic 0). */
export function signatureHash(signature: string): string {
  let hash = hashes.get(signature);
  if (!hash) hashes.set(signature, (hash = keccak256(new TextEncoder().encode(signature))));
  return hash;
}

/** The 4-byte selector of a function or error signature, `0x` + 8 hex digits. */
export function selectorOf(signature: string): string {
  return signatureHash(signature).slice(0, 10);
}
