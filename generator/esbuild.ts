// esbuild, for the config and the bundle stage. Loaded with require: an ESM import makes Node scan its CommonJS
// entry for export names first, on every build, warm ones included.
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

export type { Metafile, Plugin } from 'esbuild';

export const { build } = createRequire(import.meta.url)('esbuild') as typeof Esbuild;
