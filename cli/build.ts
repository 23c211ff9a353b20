// `docsgen build`: builds the site into a folder.
import path from 'node:path';
import { buildSite } from '../generator/index.js';
import { consoleReporter, formatMs } from '../generator/task.js';
import { tuneV8ForBuild } from './buildEngineFlags.js';
import { printDiagnostics } from './printDiagnostics.js';

/** Options of `docsgen build`. */
export interface BuildCommandOptions {
  out: string;
  docs?: string;
  config: string;
  cacheDir?: string;
  workers?: number;
}

/** Runs a build and returns the exit code (0 ok, 1 content or build errors). */
export async function buildCommand(options: BuildCommandOptions): Promise<number> {
  const rootDir = process.cwd();
  const start = performance.now();
  process.stderr.write('docsgen build\n');
  tuneV8ForBuild();
  const result = await buildSite({
    rootDir,
    configFile: path.resolve(rootDir, options.config),
    docsDir: options.docs ? path.resolve(rootDir, options.docs) : undefined,
    outDir: path.resolve(rootDir, options.out),
    cacheDir: options.cacheDir ? path.resolve(rootDir, options.cacheDir) : undefined,
    workers: options.workers,
    bodiesOnDemand: true,
    mode: 'build',
    reporter: consoleReporter(),
  });
  const { errors, warnings } = printDiagnostics(result.diagnostics);
  const elapsed = formatMs(performance.now() - start);
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  if (!result.ok) {
    process.stderr.write(
      `\nBuild failed in ${elapsed}: ${counts}. ${path.relative(rootDir, path.resolve(rootDir, options.out)) || options.out}/ was left as it was.\n`,
    );
    return 1;
  }
  const seconds = (performance.now() - start) / 1000;
  process.stderr.write(
    `\nBuilt ${result.pageCount} pages (${result.fileCount} files) in ${elapsed} (${Math.round(result.pageCount / seconds)} pages/s): ${counts}.\n`,
  );
  return 0;
}
