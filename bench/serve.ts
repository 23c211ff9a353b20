// `npm run bench:serve`: the serve load benchmark alone. Builds the site (or takes BENCH_SERVE_DIR, a built site),
// loads `docsgen serve` and sirv-cli, and writes the figures under `serve` in bench/results.json, keeping the rest.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatServeLoad, measureServeLoad } from './serveLoad.js';

const rootDir = path.resolve(import.meta.dirname, '..');
const given = process.env.BENCH_SERVE_DIR;
const work = given ? undefined : mkdtempSync(path.join(rootDir, '.bench-serve-'));
try {
  const siteDir = given ? path.resolve(given) : path.join(work!, 'out');
  if (!given)
    execFileSync(process.execPath, [path.join(rootDir, 'bench/buildOnce.mjs'), siteDir, path.join(work!, 'cache')], {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const serve = await measureServeLoad(siteDir, { seconds: Number(process.env.BENCH_SERVE_SECONDS ?? 10) });
  const resultsFile = path.join(rootDir, 'bench/results.json');
  const results = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...results, serve: { date: new Date().toISOString(), ...serve } }, null, 2)}\n`,
  );
  for (const line of formatServeLoad(serve)) console.log(line);
  console.log('written to bench/results.json (serve)');
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}
