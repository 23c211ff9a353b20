// Types of bin/runtime.js for the TypeScript that imports it (the benchmark, the browser tests' setup, worker tests).

/** The docsgen package root. */
export const packageRoot: string;

/** The folder of the compiled runtime for the current sources, compiling it first when needed. */
export function compiledRuntime(): Promise<string>;

/** Imports a module of the compiled runtime by its source path, e.g. `generator/index.ts`. */
export function importCompiled(sourcePath: string): Promise<unknown>;
