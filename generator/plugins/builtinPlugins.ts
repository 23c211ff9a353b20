// The plugins every site gets, before the ones listed in site.config.ts.
import type { Plugin, SiteConfig } from '../types.js';
import { blogPlugin } from './blog/index.js';
import { deploymentsPlugin } from './deployments/index.js';
import { discoverabilityPlugin } from './discoverability/index.js';
import { referenceSolidity } from './referenceSolidity/index.js';
import { referenceTypescript } from './referenceTypescript/index.js';
import { searchPlugin } from './search/index.js';

/** Every plugin of a site: the built-in ones, then those of its config. */
export function sitePlugins(config: SiteConfig): Plugin[] {
  return [...builtinPlugins(), ...config.plugins];
}

/** Built-in features written as plugins: they use the same interface as user plugins. */
export function builtinPlugins(): Plugin[] {
  return [deploymentsPlugin(), blogPlugin(), referenceSolidity(), referenceTypescript(), discoverabilityPlugin(), searchPlugin()];
}
