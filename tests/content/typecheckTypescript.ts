// Type-checks the TypeScript examples of many pages in one compiler Program of virtual files, cached on disk.
import { join } from 'node:path';
import ts from 'typescript';
import type { CodeBlock } from './extractCodeBlocks.js';
import { type BlockFinding, type CheckOutcome, findingsToFailures } from './exampleFailure.js';
import { cacheKey, createExampleCache, installedPackagesFingerprint } from './exampleCache.js';

/** Where to resolve packages from and keep verdicts. */
export interface TypescriptCheckOptions {
  rootDir: string;
  /** Folder of cached verdicts; none means check everything. */
  cacheDir?: string;
}

/** Languages whose blocks are type-checked. */
export const TYPESCRIPT_LANGS = new Set(['ts', 'typescript', 'tsx']);

/** The compiler options examples are checked with, in tsconfig form (part of the cache key). */
const EXAMPLE_COMPILER_OPTIONS = {
  strict: true,
  target: 'ES2022',
  module: 'ESNext',
  // The SDK packages publish `exports` with `types`; bundler resolution also lets blocks import each other without extensions.
  moduleResolution: 'Bundler',
  // Every block is a module even without imports, so blocks of different pages never share globals.
  moduleDetection: 'force',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: ['node'],
  jsx: 'react-jsx',
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
} as const;

/** The blocks of one page, each a virtual module file. */
interface TypescriptGroup {
  page: string;
  blocks: CodeBlock[];
  files: string[];
}

/** Type-checks every complete TypeScript block; a failure names the page, the line and tsc's message. */
export function typecheckTypescriptExamples(blocks: CodeBlock[], options: TypescriptCheckOptions): CheckOutcome {
  const cache = createExampleCache(options.cacheDir);
  const groups = groupTypescriptBlocks(blocks, join(options.rootDir, '.docsgen-examples'));
  const dependencies = installedPackagesFingerprint(options.rootDir);
  const keys = new Map(groups.map((g) => [g, cacheKey(['typescript', ts.version, EXAMPLE_COMPILER_OPTIONS, dependencies, pageSources(g, options.rootDir)])]));
  const verdicts = new Map<TypescriptGroup, BlockFinding[]>();
  for (const group of groups) {
    const cached = cache.get(keys.get(group)!);
    if (cached) verdicts.set(group, cached);
  }
  const pending = groups.filter((g) => !verdicts.has(g));
  if (pending.length > 0) {
    for (const [group, findings] of checkGroups(pending, options.rootDir)) {
      verdicts.set(group, findings);
      cache.set(keys.get(group)!, findings);
    }
  }
  const tool = `tsc ${ts.version}`;
  const failures = groups.flatMap((g) => findingsToFailures(g.blocks, verdicts.get(g) ?? [], tool));
  return { failures, compiled: pending.length, cached: groups.length - pending.length };
}

/** The page's files relative to the project, so the cache key does not depend on where the checkout lives. */
function pageSources(group: TypescriptGroup, rootDir: string): string[][] {
  return group.files.map((file, i) => [file.slice(rootDir.length), group.blocks[i]!.code]);
}

function groupTypescriptBlocks(blocks: CodeBlock[], virtualRoot: string): TypescriptGroup[] {
  const groups = new Map<string, TypescriptGroup>();
  for (const block of blocks) {
    if (!TYPESCRIPT_LANGS.has(block.lang) || block.fragment) continue;
    const group = groups.get(block.page) ?? { page: block.page, blocks: [], files: [] };
    groups.set(block.page, group);
    group.blocks.push(block);
    group.files.push(uniqueFile(join(virtualRoot, block.page, blockFileName(block, group.blocks.length)), group.files));
  }
  return [...groups.values()];
}

/** A block's file: its title (given a TypeScript extension if it has none), else `block-<n>.ts(x)`. */
function blockFileName(block: CodeBlock, n: number): string {
  const extension = block.lang === 'tsx' ? '.tsx' : '.ts';
  const title = block.title?.replace(/^(\.\/|\/)+/, '');
  if (!title) return `block-${n}${extension}`;
  return /\.[cm]?tsx?$/.test(title) ? title : `${title}${extension}`;
}

function uniqueFile(file: string, taken: string[]): string {
  let candidate = file;
  for (let i = 2; taken.includes(candidate); i++) candidate = file.replace(/(\.[^./]+)?$/, `~${i}$1`);
  return candidate;
}

/** One Program for all groups: the SDK declarations are loaded once however many pages there are. */
function checkGroups(groups: TypescriptGroup[], rootDir: string): Map<TypescriptGroup, BlockFinding[]> {
  const { options, errors } = ts.convertCompilerOptionsFromJson(EXAMPLE_COMPILER_OPTIONS, rootDir);
  if (errors.length > 0) throw new Error(`Example compiler options are invalid: ${flatten(errors[0]!.messageText)}`);
  const sources = new Map<string, string>();
  for (const group of groups) group.files.forEach((file, i) => sources.set(file, group.blocks[i]!.code));
  const program = ts.createProgram({ rootNames: [...sources.keys()], options, host: virtualHost(options, rootDir, sources) });
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (global.length > 0) throw new Error(`The example Program itself does not type-check: ${flatten(global[0]!.messageText)}`);
  const verdicts = new Map<TypescriptGroup, BlockFinding[]>();
  for (const group of groups) {
    verdicts.set(
      group,
      group.files.flatMap((file, block) => {
        const sourceFile = program.getSourceFile(file)!;
        const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
        return diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).map((d) => toFinding(d, block));
      }),
    );
  }
  return verdicts;
}

/** A compiler host that serves the blocks as files and everything else from disk. */
function virtualHost(options: ts.CompilerOptions, rootDir: string, sources: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  const virtualDirs = new Set([...sources.keys()].flatMap(parentDirs));
  return {
    ...host,
    getCurrentDirectory: () => rootDir,
    fileExists: (file) => sources.has(file) || fileExists.call(host, file),
    directoryExists: (dir) => virtualDirs.has(dir.replace(/\/$/, '')) || (directoryExists?.call(host, dir) ?? true),
    readFile: (file) => sources.get(file) ?? readFile.call(host, file),
    getSourceFile(file, languageVersion, onError, shouldCreate) {
      const text = sources.get(file);
      if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, true);
      return getSourceFile.call(host, file, languageVersion, onError, shouldCreate);
    },
  };
}

function parentDirs(file: string): string[] {
  const parts = file.split('/');
  return parts.slice(1, -1).map((_, i) => parts.slice(0, i + 2).join('/'));
}

function toFinding(diagnostic: ts.Diagnostic, block: number): BlockFinding {
  const message = `TS${diagnostic.code}: ${flatten(diagnostic.messageText)}`;
  if (!diagnostic.file || diagnostic.start === undefined) return { block, line: 1, message };
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return { block, line: line + 1, column: character + 1, message };
}

function flatten(text: string | ts.DiagnosticMessageChain): string {
  return ts.flattenDiagnosticMessageText(text, ' ');
}
