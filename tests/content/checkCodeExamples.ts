// Checks every code example of a set of pages: Solidity compiles, TypeScript type-checks, GraphQL parses.
import { join } from 'node:path';
import { compileSolidityExamples } from './compileSolidity.js';
import { type ExampleFailure, mergeOutcomes } from './exampleFailure.js';
import { type CodeBlock, pagePath, readCodeBlocks } from './extractCodeBlocks.js';
import { GRAPHQL_LANGS, parseGraphqlExamples } from './parseGraphql.js';
import { SOLIDITY_LANGS } from './solidityInput.js';
import { TYPESCRIPT_LANGS, typecheckTypescriptExamples } from './typecheckTypescript.js';

/** How to check: the project root (for node_modules), the verdict cache and the solc process count. */
export interface CodeExampleOptions {
  rootDir: string;
  /** Default: `node_modules/.cache/docsgen-examples` under the root; `false` turns the cache off. */
  cacheDir?: string | false;
  workers?: number;
}

/** The verdict for one page. */
interface PageExamples {
  page: string;
  /** How many of its blocks were checked (fragments and other languages are not). */
  checked: number;
  failures: ExampleFailure[];
}

/** The verdict for all pages, with how many page groups were compiled versus read from the cache. */
export interface CodeExampleReport {
  pages: PageExamples[];
  compiled: number;
  cached: number;
}

/** The default verdict cache of a project. */
function defaultCacheDir(rootDir: string): string {
  return join(rootDir, 'node_modules', '.cache', 'docsgen-examples');
}

/** True for a block one of the checkers looks at. */
export function isCheckedBlock(block: CodeBlock): boolean {
  return !block.fragment && (SOLIDITY_LANGS.has(block.lang) || TYPESCRIPT_LANGS.has(block.lang) || GRAPHQL_LANGS.has(block.lang));
}

/** Reads the pages (absolute paths) and checks all their examples; a page that does not parse fails on its own. */
export async function checkCodeExamples(files: string[], options: CodeExampleOptions): Promise<CodeExampleReport> {
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? defaultCacheDir(options.rootDir));
  const blocks: CodeBlock[] = [];
  const unreadable: ExampleFailure[] = [];
  for (const file of files) {
    try {
      blocks.push(...readCodeBlocks(file, options.rootDir));
    } catch (error) {
      unreadable.push(parseFailure(file, options.rootDir, error));
    }
  }
  // solc runs in child processes while the TypeScript checker holds this thread.
  const solidity = compileSolidityExamples(blocks, { rootDir: options.rootDir, cacheDir, workers: options.workers });
  const typescript = typecheckTypescriptExamples(blocks, { rootDir: options.rootDir, cacheDir });
  const graphql = parseGraphqlExamples(blocks);
  const outcome = mergeOutcomes([await solidity, typescript, graphql]);
  const failures = [...unreadable, ...outcome.failures];
  const pageNames = [...new Set([...blocks.filter(isCheckedBlock).map((b) => b.page), ...unreadable.map((f) => f.page)])];
  const pages = pageNames.map((page) => ({
    page,
    checked: blocks.filter((b) => b.page === page && isCheckedBlock(b)).length,
    failures: failures.filter((f) => f.page === page).sort((a, b) => a.line - b.line),
  }));
  return { pages, compiled: outcome.compiled, cached: outcome.cached };
}

function parseFailure(file: string, rootDir: string, error: unknown): ExampleFailure {
  const page = pagePath(file, rootDir);
  const place = error as { line?: number; column?: number; reason?: string; message?: string };
  return { page, line: place.line ?? 1, column: place.column, tool: 'markdown', message: place.reason ?? place.message ?? String(error) };
}
