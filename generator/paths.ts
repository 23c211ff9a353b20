// Where docsgen's own files live, independent of the project being built.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The docsgen package itself (generator/, theme/, cli/): the nearest folder up whose package.json is docsgen's.
 * Found by name because this module runs both from source and from the compiled runtime in node_modules/.cache.
 */
export const docsgenRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The built-in theme (layouts, islands, styles). */
export const themeDir = path.join(docsgenRoot, 'theme');

/** The folder of the compiled runtime this process runs from (bin/runtime.js), or undefined when run from source. */
export const compiledRuntimeDir: string | undefined = process.env.DOCSGEN_RUNTIME_DIR;

/** The compiled file, in the runtime in `runtimeDir`, of the source module `module` (a path from docsgen's root). */
export function compiledModule(runtimeDir: string, module: string): string {
  return path.join(runtimeDir, module.replace(/\.ts$/, '.js'));
}

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      if ((JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string }).name === 'docsgen')
        return dir;
    } catch {
      // No package.json here: keep going up.
    }
    if (path.dirname(dir) === dir) throw new Error(`docsgen's package.json was not found above ${from}`);
  }
}
