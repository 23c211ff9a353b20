// The plugins every site gets, before the ones listed in site.config.ts.
import type { Plugin, SiteConfig } from '../types.js';
import { blogPlugin } from './blog/index.js';
import { discoverabilityPlugin } from './discoverability/index.js';
import { searchPlugin } from './search/index.js';

/** Every plugin of a site: the built-in ones, then those of its config. */
export function sitePlugins(config: SiteConfig): Plugin[] {
  return [...builtinPlugins(), ...config.plugins];
}

/**
 * Generic features written as plugins (they use the same interface as user plugins). Features particular to one
 * site, such as the Uniswap reference generators and deployment tables, are listed in its site.config.ts instead.
 */
export function builtinPlugins(): Plugin[] {
  return [blogPlugin(), discoverabilityPlugin(), searchPlugin()];
}
