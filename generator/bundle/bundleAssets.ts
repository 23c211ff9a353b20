// The bundle stage: islands and stylesheets built with esbuild into content-hashed files.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { build, type Metafile, type Plugin } from '../esbuild.js';
import type { BundleResult, OutputFile } from '../types.js';

/** Bundles `theme/islands/main.ts` and `theme/styles/main.css` (which imports the KaTeX stylesheet). */
export async function bundleAssets(themeDir: string, options: { minify: boolean }): Promise<BundleResult> {
  const entries = {
    main: path.join(themeDir, 'islands/main.ts'),
    style: path.join(themeDir, 'styles/main.css'),
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
    plugins: [katexWoff2Only],
  });
  const files = result.outputFiles.map((file) => ({ path: file.path.replace(/^\//, ''), contents: file.contents }));
  return {
    files,
    assets: { js: entryUrl(result.metafile, entries.main), css: entryUrl(result.metafile, entries.style) },
  };
}

/** Every browser we target reads WOFF2, so the KaTeX fonts' WOFF and TrueType fallbacks are dropped (and not copied). */
const katexWoff2Only: Plugin = {
  name: 'katex-woff2-only',
  setup(build) {
    build.onLoad({ filter: /katex(\.min)?\.css$/ }, async (args) => ({
      contents: dropFontFallbacks(await readFile(args.path, 'utf8')),
      loader: 'css',
      resolveDir: path.dirname(args.path),
    }));
  },
};

/** Removes the `url(…) format("woff"|"truetype")` sources after a WOFF2 source in `@font-face` rules. */
export function dropFontFallbacks(css: string): string {
  return css.replace(/,\s*url\([^)]*\)\s*format\((["'])(?:woff|truetype)\1\)/g, '');
}

function entryUrl(metafile: Metafile, entry: string): string {
  for (const [output, meta] of Object.entries(metafile.outputs)) {
    if (meta.entryPoint && path.resolve(meta.entryPoint) === path.resolve(entry))
      return `/${output.replace(/^\.?\//, '').replace(/^.*?assets\//, 'assets/')}`;
  }
  throw new Error(`esbuild produced no output for ${entry}`);
}
