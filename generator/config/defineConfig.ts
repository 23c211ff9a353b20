// Typed helper for site.config.ts.
import type { SiteConfigInput } from '../types.js';

/** Returns the settings unchanged; exists so editors type-check site.config.ts. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
