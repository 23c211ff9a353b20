// Finds and loads a Docusaurus sidebars file (`sidebars.js`, `.ts`, `.mjs`, `.cjs` or `.json`) beside a docs folder.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from '../esbuild.js';
import type { Diagnostic, SidebarsFile } from '../types.js';
import { toPosix } from './readDocsTree.js';

const candidates = [
  'sidebars.js',
  'sidebars.ts',
  'sidebars.mjs',
  'sidebars.cjs',
  'sidebars.mts',
  'sidebars.cts',
  'sidebars.json',
];

/**
 * The sidebars file Docusaurus would read for `docsDir`: the config's `sidebarPath` when it names a file (none when it
 * is false: the sidebar is made from the folder), else a `sidebars.*` in the site folder, the docs folder's parent.
 */
export function findSidebarsFile(docsDir: string, sidebarPath?: string | false): string | undefined {
  if (sidebarPath === false) return undefined;
  if (sidebarPath && existsSync(sidebarPath)) return sidebarPath;
  const siteDir = path.dirname(docsDir);
  return candidates.map((name) => path.join(siteDir, name)).find((file) => existsSync(file));
}

/**
 * Loads a sidebars file (a file that cannot be loaded is a warning: the pages still build, with the folder sidebars): JSON as is; JavaScript and TypeScript bundled by esbuild into one CommonJS module (its relative
 * imports inlined) and run in memory, so nothing is written beside it. Its packages are required from its own folder.
 */
export async function loadSidebarsFile(
  file: string,
  rootDir: string,
): Promise<{ sidebars?: SidebarsFile; diagnostics: Diagnostic[] }> {
  const origin = toPosix(path.relative(rootDir, file)) || file;
  try {
    if (file.endsWith('.json'))
      return { sidebars: { file: origin, value: JSON.parse(readFileSync(file, 'utf8')) }, diagnostics: [] };
    const result = await build({
      entryPoints: [file],
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    const module = { exports: {} as unknown };
    const run = new Function(
      'module',
      'exports',
      'require',
      '__filename',
      '__dirname',
      result.outputFiles[0]!.text,
    ) as (...args: unknown[]) => void;
    run(module, module.exports, createRequire(file), file, path.dirname(file));
    const exported = module.exports as { default?: unknown; __esModule?: boolean };
    return {
      sidebars: {
        file: origin,
        value:
          exported.__esModule || (exported.default !== undefined && Object.keys(exported).length === 1)
            ? exported.default
            : exported,
      },
      diagnostics: [],
    };
  } catch (error) {
    const located = (error as { errors?: Array<{ text: string; location?: { line: number; column: number } }> })
      .errors?.[0];
    return {
      diagnostics: [
        {
          severity: 'warning',
          file: origin,
          line: located?.location?.line,
          column: located?.location?.column,
          message: `could not load the sidebars file, so the sidebars are made from the folders: ${located?.text ?? (error as Error).message}`,
          hint: 'Fix the file so that it exports an object of sidebars (module.exports = { docs: [...] } or export default { ... }) and requires only packages installed beside it.',
        },
      ],
    };
  }
}
