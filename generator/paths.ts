// Where docsgen's own files live, independent of the project being built.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built-in theme (layouts, islands, styles). */
export const themeDir = fileURLToPath(new URL('../theme', import.meta.url));

/** The generator's source folder. */
export const generatorDir = path.dirname(fileURLToPath(import.meta.url));

/** The docsgen package itself (generator/, theme/, cli/). */
export const docsgenRoot = path.dirname(generatorDir);
