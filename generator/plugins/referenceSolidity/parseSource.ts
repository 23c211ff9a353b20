// Parses one Solidity file with @solidity-parser/parser into the reference model, NatSpec attached.
import { createRequire } from 'node:module';
import type * as SolidityParser from '@solidity-parser/parser';
import type { Diagnostic } from '../pluginApi.js';
import type {
  DefinitionKind,
  NatSpec,
  SolDefinition,
  SolFile,
  SolImport,
  SolMember,
  SolType,
  SolVariable,
} from './model.js';
import { CommentIndex, type ParserComment } from './natspec.js';
import { stripBodies } from './stripBodies.js';

// Loaded with require: an ESM import makes Node scan the large CommonJS file for export names before the first
// file is parsed.
const { parse, ParserError } = createRequire(import.meta.url)('@solidity-parser/parser') as typeof SolidityParser;

/** The loosely typed AST nodes we read; the parser's own union types make every field access a cast. */
type Node = any;

/** Values longer than this are left out of the signature of a constant. */
const MAX_VALUE_LENGTH = 80;

/** What parsing one file gives: the file model or a diagnostic saying why there is none. */
export interface ParsedSource {
  file?: SolFile;
  diagnostics: Diagnostic[];
}

/** Parses `source` (the text of `path` inside package `packageName`) into a `SolFile`. */
export function parseSolidityFile(packageName: string, path: string, source: string): ParsedSource {
  const text = stripBodies(source);
  let ast: Node;
  try {
    ast = parse(text, { loc: true, range: true, comments: true });
  } catch (error) {
    return { diagnostics: [parseFailure(`${packageName}/${path}`, error)] };
  }
  const reader = new AstReader(text, new CommentIndex(ast.comments as ParserComment[], text));
  return { file: reader.file(path, ast), diagnostics: [] };
}

/** A warning for a file the parser rejected. */
function parseFailure(file: string, error: unknown): Diagnostic {
  const first = error instanceof ParserError ? error.errors[0] : undefined;
  return {
    severity: 'warning',
    message: `Solidity parse error, no reference page for this file: ${first?.message ?? String(error)}`,
    file,
    line: first?.line,
    column: first?.column === undefined ? undefined : first.column + 1,
    hint: 'Check the package version; the file is skipped and the other pages still build.',
  };
}

/** Turns AST nodes into model objects, looking up NatSpec by position. */
class AstReader {
  constructor(
    private readonly text: string,
    private readonly comments: CommentIndex,
  ) {}

  file(path: string, ast: Node): SolFile {
    const file: SolFile = { path, imports: [], definitions: [] };
    const fileLevel: SolMember[] = [];
    for (const node of ast.children as Node[]) {
      if (node.type === 'PragmaDirective' && node.name === 'solidity') file.pragma = node.value;
      else if (node.type === 'ImportDirective') file.imports.push(readImport(node));
      else if (node.type === 'ContractDefinition') file.definitions.push(this.contract(node));
      else fileLevel.push(...this.member(node));
    }
    if (fileLevel.length > 0) {
      const name = path.replace(/^.*\//, '').replace(/\.sol$/, '');
      file.definitions.unshift({ kind: 'file', name, line: 1, bases: [], members: fileLevel });
    }
    return file;
  }

  private contract(node: Node): SolDefinition {
    // The parser reports abstract contracts as kind `abstract`.
    const kind = (node.kind === 'abstract' ? 'abstract contract' : node.kind) as DefinitionKind;
    return {
      kind,
      name: node.name,
      line: node.loc.start.line,
      bases: (node.baseContracts as Node[]).map((b) => b.baseName.namePath as string),
      natspec: this.natspec(node),
      members: (node.subNodes as Node[]).flatMap((n) => this.member(n)),
    };
  }

  /** The model of a contract member or file-level item; nothing for `using` and other undocumented nodes. */
  private member(node: Node): SolMember[] {
    const base = { line: node.loc.start.line as number, natspec: this.natspec(node), params: [], returns: [] };
    switch (node.type) {
      case 'FunctionDefinition':
        return [this.func(node, base)];
      case 'ModifierDefinition':
        return [
          {
            ...base,
            kind: 'modifier',
            name: node.name,
            params: this.vars(node.parameters ?? []),
            isVirtual: node.isVirtual,
          },
        ];
      case 'EventDefinition':
        return [
          { ...base, kind: 'event', name: node.name, params: this.vars(node.parameters), anonymous: node.isAnonymous },
        ];
      case 'CustomErrorDefinition':
        return [{ ...base, kind: 'error', name: node.name, params: this.vars(node.parameters) }];
      case 'StructDefinition':
        return [{ ...base, kind: 'struct', name: node.name, params: this.vars(node.members, true) }];
      case 'EnumDefinition':
        return [
          {
            ...base,
            kind: 'enum',
            name: node.name,
            values: (node.members as Node[]).map((m) => ({ name: m.name, natspec: this.natspec(m) })),
          },
        ];
      case 'TypeDefinition':
        return [{ ...base, kind: 'udvt', name: node.name, type: readType(node.definition) }];
      case 'StateVariableDeclaration':
        return [this.stateVariable(node, base)];
      case 'FileLevelConstant':
        return [
          {
            ...base,
            kind: 'variable',
            name: node.name,
            type: readType(node.typeName),
            constness: 'constant',
            value: this.value(node.initialValue),
          },
        ];
      default:
        return [];
    }
  }

  private func(node: Node, base: Pick<SolMember, 'line' | 'natspec'>): SolMember {
    const name = node.isConstructor
      ? 'constructor'
      : node.isReceiveEther
        ? 'receive'
        : node.isFallback
          ? 'fallback'
          : node.name;
    return {
      ...base,
      kind: 'function',
      name,
      params: this.vars(node.parameters),
      returns: this.vars(node.returnParameters ?? []),
      visibility: node.visibility === 'default' ? undefined : node.visibility,
      mutability: node.stateMutability ?? undefined,
      modifiers: (node.modifiers as Node[]).map((m) => m.name as string),
      isVirtual: node.isVirtual,
      overrides: node.override !== null,
    };
  }

  private stateVariable(node: Node, base: Pick<SolMember, 'line' | 'natspec'>): SolMember {
    const variable = node.variables[0];
    const constness = variable.isDeclaredConst
      ? 'constant'
      : variable.isImmutable
        ? 'immutable'
        : variable.isTransient
          ? 'transient'
          : undefined;
    return {
      ...base,
      kind: 'variable',
      name: variable.name,
      params: [],
      returns: [],
      type: readType(variable.typeName),
      visibility: variable.visibility === 'default' ? undefined : variable.visibility,
      overrides: variable.override !== null && variable.override !== undefined,
      constness,
      value: constness === 'constant' ? this.value(node.initialValue) : undefined,
    };
  }

  private vars(nodes: Node[], documented = false): SolVariable[] {
    return nodes.map((n) => ({
      name: n.name ?? '',
      type: readType(n.typeName),
      ...(n.storageLocation ? { storage: n.storageLocation } : {}),
      ...(n.isIndexed ? { indexed: true } : {}),
      ...(documented ? { natspec: this.natspec(n) } : {}),
    }));
  }

  private natspec(node: Node): NatSpec | undefined {
    return node.range ? this.comments.natspecBefore(node.range[0]) : undefined;
  }

  /** The initial value of a constant as written, when it is short enough to show. */
  private value(expression: Node): string | undefined {
    if (!expression?.range) return undefined;
    const text = this.text.slice(expression.range[0], expression.range[1] + 1).replace(/\s+/g, ' ');
    return text.length <= MAX_VALUE_LENGTH ? text : undefined;
  }
}

function readImport(node: Node): SolImport {
  const symbols = (node.symbolAliases as Array<[string, string | null]> | null)?.map(([name, alias]) =>
    alias ? { name, alias } : { name },
  );
  return { path: node.path, ...(symbols ? { symbols } : {}), ...(node.unitAlias ? { unitAlias: node.unitAlias } : {}) };
}

/** The model of a type name node. */
function readType(node: Node): SolType {
  switch (node?.type) {
    case 'ElementaryTypeName':
      return { kind: 'elementary', name: node.stateMutability === 'payable' ? 'address payable' : node.name };
    case 'UserDefinedTypeName':
      return { kind: 'user', path: node.namePath };
    case 'ArrayTypeName':
      return {
        kind: 'array',
        base: readType(node.baseTypeName),
        ...(node.length ? { length: lengthText(node.length) } : {}),
      };
    case 'Mapping':
      return {
        kind: 'mapping',
        key: readType(node.keyType),
        value: readType(node.valueType),
        ...(node.keyName ? { keyName: node.keyName.name } : {}),
        ...(node.valueName ? { valueName: node.valueName.name } : {}),
      };
    case 'FunctionTypeName':
      return {
        kind: 'function',
        params: (node.parameterTypes as Node[]).map((p) => readType(p.typeName)),
        returns: (node.returnTypes as Node[]).map((p) => readType(p.typeName)),
        visibility: node.visibility === 'default' ? undefined : node.visibility,
        mutability: node.stateMutability ?? undefined,
      };
    default:
      return { kind: 'elementary', name: 'unknown' };
  }
}

/** Array lengths are usually number literals or constant names. */
function lengthText(node: Node): string {
  return String(node.number ?? node.name ?? node.value ?? '');
}
