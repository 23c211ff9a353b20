// The bundle stage: islands and stylesheets built with esbuild into content-hashed files.
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, type Metafile } from 'esbuild';
import type { OutputFile } from '../types.js';
import type { ThemeAssets } from '../render/renderPages.js';

/** The bundled files and the public URLs of the entries. */
export interface BundleResult {
  files: OutputFile[];
  assets: ThemeAssets;
}

const require = createRequire(import.meta.url);

/** Bundles `theme/islands/main.ts`, `theme/styles/main.css` and the KaTeX stylesheet. */
export async function bundleAssets(themeDir: string, options: { minify: boolean }): Promise<BundleResult> {
  const entries = {
    main: path.join(themeDir, 'islands/main.ts'),
    style: path.join(themeDir, 'styles/main.css'),
    katex: require.resolve('katex/dist/katex.min.css'),
  };
  const result = await build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: options.minify,
    write: false,
    outdir: '/assets',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'fonts/[name]-[hash]',
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    tsconfig: path.join(themeDir, 'islands/tsconfig.json'),
  });
  const files = result.outputFiles.map((file) => ({ path: file.path.replace(/^\//, ''), contents: file.contents }));
  return { files, assets: { js: entryUrl(result.metafile, entries.main), css: entryUrl(result.metafile, entries.style), mathCss: entryUrl(result.metafile, entries.katex) } };
}

function entryUrl(metafile: Metafile, entry: string): string {
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint && path.resolve(meta.entryPoint) === path.resolve(entry)) return `/${output.replace(/^\.?\//, '').replace(/^.*?assets\//, 'assets/')}`;
  }
  throw new Error(`esbuild produced no output for ${entry}`);
}
