// An index of the functions, events, errors and public getters declared in the pinned Solidity packages, by name,
// with their parameter types: what a page's `name(args)` claims are checked against.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, visit } from '@solidity-parser/parser';

type Visitor = Parameters<typeof visit>[1];
type TypeName = NonNullable<Parameters<NonNullable<Visitor['VariableDeclaration']>>[0]['typeName']>;

/** One declaration a call-shaped claim can refer to. */
export interface Declaration {
  kind: 'function' | 'event' | 'error' | 'getter' | 'struct';
  /** A library or free function: `value.name(...)` passes the value as the first parameter. */
  attachable?: boolean;
  /** Parameter types, normalized (`uint256`, `PoolKey`, `bytes[]`). */
  params: string[];
  file: string;
}

/** Source folders of the pinned packages under node_modules (tests and submodule libraries other than these excluded). */
export const SOLIDITY_SOURCE_DIRS = [
  '@uniswap/v3-core/contracts',
  '@uniswap/v3-periphery/contracts',
  '@uniswap/swap-router-contracts/contracts',
  '@uniswap/v3-staker/contracts',
  '@uniswap/v2-core/contracts',
  '@uniswap/v2-periphery/contracts',
  '@uniswap/v4-core/src',
  '@uniswap/v4-periphery/src',
  '@uniswap/v4-periphery/lib/permit2/src',
  '@uniswap/universal-router/contracts',
  '@uniswap/v4-core/lib/solmate/src/tokens',
  '@openzeppelin/contracts/token',
];

/** The `.sol` files under `dir`, without test, mock and example folders; none when `dir` is missing. */
export function solidityFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return /^(test|mocks?|examples)$/i.test(entry.name) ? [] : solidityFiles(path);
    return entry.name.endsWith('.sol') ? [path] : [];
  });
}

/** The type as written in a signature, without location or parameter name, with `uint`/`int` widened. */
export function normalizeType(type: string): string {
  const bare = type.replace(/\b(memory|calldata|storage|payable|indexed)\b/g, '').trim().split(/\s+/)[0] ?? '';
  const last = bare.replace(/^.*\.(?=[^.]+$)/, '');
  return last.replace(/^uint(?=$|\[)/, 'uint256').replace(/^int(?=$|\[)/, 'int256');
}

function typeString(type: TypeName | null | undefined): string {
  if (!type) return '?';
  switch (type.type) {
    case 'ElementaryTypeName':
      return normalizeType(type.name);
    case 'UserDefinedTypeName':
      return normalizeType(type.namePath);
    case 'ArrayTypeName':
      return `${typeString(type.baseTypeName)}[]`;
    case 'Mapping':
      return 'mapping';
    default:
      return type.type;
  }
}

/** Key types of a public mapping getter (nested mappings take one argument per level). */
function getterParams(type: TypeName | null | undefined): string[] {
  if (type?.type === 'Mapping') return [typeString(type.keyType as TypeName), ...getterParams(type.valueType as TypeName)];
  if (type?.type === 'ArrayTypeName') return ['uint256', ...getterParams(type.baseTypeName)];
  return [];
}

/** Reads every declaration of the source folders under `nodeModulesDir`. */
export function buildSolidityIndex(nodeModulesDir: string): Map<string, Declaration[]> {
  const index = new Map<string, Declaration[]>();
  for (const dir of SOLIDITY_SOURCE_DIRS) {
    for (const file of solidityFiles(join(nodeModulesDir, dir))) {
      addDeclarations(index, readFileSync(file, 'utf8'), file.slice(nodeModulesDir.length + 1));
    }
  }
  return index;
}

/** Adds the declarations of one source text to `index`; a source that does not parse adds nothing. */
export function addDeclarations(index: Map<string, Declaration[]>, source: string, where: string): void {
  let unit;
  try {
    unit = parse(source, { tolerant: true });
  } catch {
    return;
  }
  const add = (name: string | null | undefined, declaration: Declaration) => {
    if (name) index.set(name, [...(index.get(name) ?? []), declaration]);
  };
  const params = (list: Array<{ typeName?: TypeName | null }>) => list.map((p) => typeString(p.typeName));
  // Library functions, and free functions (declared at file level), can be attached to a type with `using for`.
  const libraries = new Set<unknown>(unit.children.filter((node) => node.type === 'FunctionDefinition'));
  visit(unit, {
    ContractDefinition: (node) => {
      if (node.kind !== 'library') return;
      visit(node, { FunctionDefinition: (fn) => void libraries.add(fn) });
    },
  });
  visit(unit, {
    FunctionDefinition: (node) => {
      if (node.isConstructor || node.isReceiveEther || node.isFallback) return;
      add(node.name, { kind: 'function', params: params(node.parameters), attachable: libraries.has(node), file: where });
    },
    EventDefinition: (node) => add(node.name, { kind: 'event', params: params(node.parameters), file: where }),
    CustomErrorDefinition: (node) => add(node.name, { kind: 'error', params: params(node.parameters), file: where }),
    // A struct's EIP-712 type string reads like a signature: `TokenPermissions(address token,uint256 amount)`.
    StructDefinition: (node) => add(node.name, { kind: 'struct', params: params(node.members), file: where }),
    StateVariableDeclaration: (node) => {
      for (const variable of node.variables) {
        if (variable.visibility === 'public') add(variable.name, { kind: 'getter', params: getterParams(variable.typeName), file: where });
      }
    },
  });
}
