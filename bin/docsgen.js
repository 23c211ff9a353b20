#!/usr/bin/env node
// Entry point of the docsgen command: runs the CLI from the compiled runtime (bin/runtime.js).
import { importCompiled } from './runtime.js';

try {
  if (process.env.DOCSGEN_DEBUG) process.setSourceMapsEnabled(true);
  await importCompiled('cli/index.ts');
} catch (error) {
  // A failure here is a bug in docsgen itself, not in the content: say so in one line (stack on request).
  process.stderr.write(`docsgen: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write(
    '  hint: This is a bug in docsgen; run with DOCSGEN_DEBUG=1 for the stack trace and report it.\n',
  );
  if (process.env.DOCSGEN_DEBUG) console.error(error);
  process.exitCode = 1;
}
