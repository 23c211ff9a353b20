// One build in a fresh process, as `docsgen build` runs it (from the compiled runtime), reporting its time, page
// count and peak memory as JSON on stdout.
import path from 'node:path';
import { importCompiled } from '../bin/runtime.js';

// The same environment as `docsgen build`, set before React is loaded.
process.env.NODE_ENV ??= 'production';
const { buildSite } = await importCompiled('generator/index.ts');
const { silentReporter } = await importCompiled('generator/task.ts');
const { tuneV8ForBuild } = await importCompiled('cli/buildEngineFlags.ts');
tuneV8ForBuild();

const [outDir, cacheDir] = process.argv.slice(2);
const rootDir = path.resolve(import.meta.dirname, '..');
const start = performance.now();
const result = await buildSite({
  rootDir,
  configFile: path.join(rootDir, 'site.config.ts'),
  outDir,
  cacheDir,
  mode: 'build',
  reporter: silentReporter,
  bodiesOnDemand: true,
});
const ms = performance.now() - start;
process.stdout.write(
  JSON.stringify({
    ok: result.ok,
    ms,
    pages: result.pageCount,
    files: result.fileCount,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    // CPU time of every thread (worker threads included): steadier than wall time on a shared machine.
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    stages: Object.fromEntries(result.timings.map((t) => [t.name, Math.round(t.ms)])),
    errors: result.diagnostics
      .filter((d) => d.severity === 'error')
      .slice(0, 5)
      .map((d) => `${d.file}:${d.line} ${d.message}`),
  }),
);
