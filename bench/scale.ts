// The scale benchmark: synthetic docs folders of N pages (bench/scaleSite.ts), each built cold and warm with
// `docsgen build --docs`, with wall time, CPU, peak memory and output size, and their ratio to the smallest run; then
// the dev server's start and edit-to-reload on the same site (bench/scaleDev.ts). BENCH_SCALE_PAGES sets the sizes
// (default "1000,5000,10000"); the results go under `scale` in bench/results.json. With bench/docusaurus.json (from
// `npm run bench:docusaurus`), the ratios against Docusaurus are printed after the table.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readTemplatePages, scaleCategories, writeScaleSite } from './scaleSite.js';
import { measureDevServer, type DevMeasure } from './scaleDev.js';
import { printDocusaurusRatios } from './docusaurusRatios.js';

const rootDir = path.resolve(import.meta.dirname, '..');
const sizes = (process.env.BENCH_SCALE_PAGES ?? '1000,5000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const extraArgs = process.env.BENCH_SCALE_ARGS ? process.env.BENCH_SCALE_ARGS.split(' ') : [];
const resultsFile = path.join(rootDir, 'bench/results.json');

/** One build, measured by GNU time from outside the process (threads included). */
interface BuildMeasure {
  ok: boolean;
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
}

/** The output of a build: bytes per page and the average HTML page. */
interface OutputMeasure {
  htmlPages: number;
  bytesPerPage: number;
  averageHtmlBytes: number;
  totalMb: number;
}

/** Runs `docsgen build` in a fresh process; a failed build is reported with the end of its output. */
function build(docsDir: string, outDir: string, cacheDir: string): BuildMeasure {
  const timeFile = path.join(path.dirname(outDir), 'time.txt');
  const args = [
    '-f',
    '%e %U %S %M',
    '-o',
    timeFile,
    process.execPath,
    '--max-old-space-size=4096',
    path.join(rootDir, 'bin/docsgen.js'),
    'build',
    '--docs',
    docsDir,
    '--out',
    outDir,
    '--cache-dir',
    cacheDir,
    ...extraArgs,
  ];
  let ok = true;
  try {
    execFileSync('/usr/bin/time', args, {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    ok = false;
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '');
    console.error(`build of ${docsDir} failed:\n${stderr.split('\n').slice(-15).join('\n')}`);
  }
  const [elapsed, user, system, maxKb] = readFileSync(timeFile, 'utf8')
    .trim()
    .split('\n')
    .pop()!
    .split(' ')
    .map(Number);
  return {
    ok,
    wallMs: Math.round(elapsed! * 1000),
    cpuMs: Math.round((user! + system!) * 1000),
    peakRssMb: Math.round(maxKb! / 1024),
  };
}

function measureOutput(outDir: string): OutputMeasure {
  let total = 0;
  let html = 0;
  let htmlPages = 0;
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(path.join(entry.parentPath, entry.name)).size;
    total += size;
    if (entry.name.endsWith('.html')) {
      html += size;
      htmlPages++;
    }
  }
  return {
    htmlPages,
    bytesPerPage: Math.round(total / Math.max(1, htmlPages)),
    averageHtmlBytes: Math.round(html / Math.max(1, htmlPages)),
    totalMb: Math.round(total / 1024 / 1024),
  };
}

const ratio = (value: number, base: number | undefined) => (base ? Number((value / base).toFixed(2)) : undefined);

// Compiles the runtime before the first measured build, as an installed docsgen has it.
execFileSync(process.execPath, [path.join(rootDir, 'bin/docsgen.js'), '--version'], { cwd: rootDir, stdio: 'ignore' });
const templates = readTemplatePages(path.join(rootDir, 'content/docs'));
// Inside the project, as bench/run.ts explains: builds into the shared temp folder pay for others' deletions.
const work = mkdtempSync(path.join(rootDir, '.bench-scale-'));
const runs: Array<{
  pages: number;
  markdownKb: number;
  cold: BuildMeasure & OutputMeasure;
  warm: BuildMeasure;
  dev: DevMeasure;
}> = [];
try {
  for (const pages of sizes) {
    const dir = path.join(work, String(pages));
    const docsDir = path.join(dir, 'docs');
    const markdownBytes = writeScaleSite(docsDir, pages, templates);
    const outDir = path.join(dir, 'out');
    const cacheDir = path.join(dir, 'cache');
    const cold = build(docsDir, outDir, cacheDir);
    const output = cold.ok ? measureOutput(outDir) : { htmlPages: 0, bytesPerPage: 0, averageHtmlBytes: 0, totalMb: 0 };
    const warm = cold.ok ? build(docsDir, outDir, cacheDir) : { ok: false, wallMs: 0, cpuMs: 0, peakRssMb: 0 };
    // The dev server on the same cache, as after a build; the page edited is an ordinary one of the first category.
    const dev = await measureDevServer({
      docsDir,
      cacheDir,
      file: path.join(docsDir, 'guide/cat-01/page-0001.md'),
      route: '/guide/cat-01/page-0001',
    });
    runs.push({ pages, markdownKb: Math.round(markdownBytes / pages / 1024), cold: { ...cold, ...output }, warm, dev });
    console.log(
      `${pages} pages: cold ${cold.ok ? '' : 'FAILED '}${(cold.wallMs / 1000).toFixed(1)} s (CPU ${(cold.cpuMs / 1000).toFixed(1)} s, peak ${cold.peakRssMb} MB), warm ${(warm.wallMs / 1000).toFixed(1)} s (CPU ${(warm.cpuMs / 1000).toFixed(1)} s, peak ${warm.peakRssMb} MB), HTML ${(output.averageHtmlBytes / 1024).toFixed(1)} KB a page, ${(output.bytesPerPage / 1024).toFixed(1)} KB of output a page`,
    );
    console.log(
      `  dev server: ${dev.ok ? '' : 'FAILED '}serving in ${(dev.startMs / 1000).toFixed(1)} s (CPU ${(dev.startCpuMs / 1000).toFixed(1)} s; the first start after the build ${(dev.firstStartMs / 1000).toFixed(1)} s, CPU ${(dev.firstStartCpuMs / 1000).toFixed(1)} s), edit to reload ${dev.reloadMs} ms (median of ${dev.reloadSamples.length})`,
    );
    // Deleted with the rest at the end, not here: the next size's cold build would create its files where these were
    // just freed, which on this machine's disk costs far more kernel time (see bench/run.ts).
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const base = runs[0];
const scale = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.availableParallelism(),
    node: process.version,
    load: os.loadavg().map((l) => Number(l.toFixed(1))),
  },
  site: { categories: scaleCategories, sidebars: 1, templates: templates.length },
  runs: runs.map((run) => ({
    ...run,
    // Against the smallest run: linear growth is 1× for memory and bytes per page, and pages/base pages for time.
    ratios: base && {
      coldWall: ratio(run.cold.wallMs, base.cold.wallMs),
      coldCpu: ratio(run.cold.cpuMs, base.cold.cpuMs),
      coldPeakRss: ratio(run.cold.peakRssMb, base.cold.peakRssMb),
      warmWall: ratio(run.warm.wallMs, base.warm.wallMs),
      warmPeakRss: ratio(run.warm.peakRssMb, base.warm.peakRssMb),
      bytesPerPage: ratio(run.cold.bytesPerPage, base.cold.bytesPerPage),
      averageHtml: ratio(run.cold.averageHtmlBytes, base.cold.averageHtmlBytes),
    },
  })),
  targets: {
    pages: 5000,
    coldWallMs: 60000,
    peakRssMb: 1024,
    averageHtmlBytes: 100 * 1024,
    warmWallMs: 5000,
    devStartMs: 3000,
    devReloadMs: 200,
  },
};
const results = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
  : {};
writeFileSync(resultsFile, `${JSON.stringify({ ...results, scale }, null, 2)}\n`);
console.log(
  '\npages   cold s   ×     CPU s    ×     peak MB  ×     warm s   ×     HTML KB/page  ×     dev start s  reload ms',
);
for (const run of scale.runs) {
  const r: Partial<Record<string, number>> = run.ratios ?? {};
  const cell = (value: string, x?: number) => `${value.padStart(7)}  ${String(x ?? '').padEnd(5)}`;
  console.log(
    `${String(run.pages).padEnd(6)}${cell((run.cold.wallMs / 1000).toFixed(1), r.coldWall)}${cell((run.cold.cpuMs / 1000).toFixed(1), r.coldCpu)}${cell(String(run.cold.peakRssMb), r.coldPeakRss)}${cell((run.warm.wallMs / 1000).toFixed(1), r.warmWall)}${cell((run.cold.averageHtmlBytes / 1024).toFixed(1), r.averageHtml)}${(run.dev.startMs / 1000).toFixed(1).padStart(11)}  ${String(run.dev.reloadMs).padStart(9)}`,
  );
}
console.log(`load average at the end: ${scale.machine.load.join(', ')}`);
console.log('written to bench/results.json (scale)');
printDocusaurusRatios(path.join(rootDir, 'bench/docusaurus.json'));
