// Child process that compiles standard-JSON inputs with solc-js and answers with the compiler's errors only.
import { createRequire } from 'node:module';
import { createImportResolver, type ImportResult } from './solidityImports.js';
import type { SolcVersion } from './solidityPragma.js';

/** A compile job sent to the worker. */
export interface SolcRequest {
  id: number;
  version: SolcVersion;
  /** The standard-JSON input, serialized. */
  input: string;
  nodeModulesDir: string;
}

/** One error or warning of solc's standard-JSON output. */
export interface SolcError {
  severity: 'error' | 'warning' | 'info';
  type: string;
  message: string;
  formattedMessage?: string;
  sourceLocation?: { file: string; start: number; end: number };
}

/** The worker's answer: solc's errors, or why the compiler itself failed. */
export type SolcResponse = { id: number; errors: SolcError[] } | { id: number; crash: string };

interface SolcModule {
  compile(input: string, callbacks: { import: (path: string) => ImportResult }): string;
}

const require = createRequire(import.meta.url);
const compilers = new Map<SolcVersion, SolcModule>();

function loadCompiler(version: SolcVersion): SolcModule {
  let solc = compilers.get(version);
  if (!solc) {
    solc = require(version === '0.7.6' ? 'solc-0.7.6' : 'solc') as SolcModule;
    compilers.set(version, solc);
  }
  return solc;
}

function compile(request: SolcRequest): SolcResponse {
  try {
    const solc = loadCompiler(request.version);
    const output = JSON.parse(solc.compile(request.input, { import: createImportResolver(request.version, request.nodeModulesDir) })) as {
      errors?: SolcError[];
    };
    return { id: request.id, errors: output.errors ?? [] };
  } catch (error) {
    return { id: request.id, crash: error instanceof Error ? error.stack ?? error.message : String(error) };
  }
}

process.on('message', (request: SolcRequest) => process.send?.(compile(request)));
// The pool ended or the test process died: nothing more will come.
process.on('disconnect', () => process.exit(0));
