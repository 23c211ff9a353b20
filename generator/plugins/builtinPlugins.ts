// The plugins every site gets, before the ones listed in site.config.ts.
import type { Plugin } from '../types.js';
import { referenceTypescript } from './referenceTypescript/index.js';

/** Built-in features written as plugins: they use the same interface as user plugins. */
export function builtinPlugins(): Plugin[] {
  return [referenceTypescript()];
}
