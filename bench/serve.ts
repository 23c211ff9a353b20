// `npm run bench:serve`: the serve load benchmark alone. Builds the site (or takes BENCH_SERVE_DIR, a built site),
// loads `docsgen serve` and sirv-cli, and writes the figures under `serve` in bench/results.json, keeping the rest.
// With SERVE_SOAK_SECONDS it runs the soak instead: `serve` and `dev` under sustained load at once for that long
// (SERVE_SOAK_SERVERS=serve or dev for one; SERVE_SOAK_RATE requests/s each), written under `serveSoak`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatServeLoad, measureServeLoad } from './serveLoad.js';
import { formatServeSoak, soakServers } from './serveSoak.js';

const rootDir = path.resolve(import.meta.dirname, '..');
const given = process.env.BENCH_SERVE_DIR;
const soakSeconds = Number(process.env.SERVE_SOAK_SECONDS ?? 0);
const work = given ? undefined : mkdtempSync(path.join(rootDir, '.bench-serve-'));
try {
  const siteDir = given ? path.resolve(given) : path.join(work!, 'out');
  if (!given)
    execFileSync(process.execPath, [path.join(rootDir, 'bench/buildOnce.mjs'), siteDir, path.join(work!, 'cache')], {
      cwd: rootDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const [key, figures, lines] =
    soakSeconds > 0
      ? await soak(siteDir, soakSeconds)
      : await (async () => {
          const serve = await measureServeLoad(siteDir, { seconds: Number(process.env.BENCH_SERVE_SECONDS ?? 10) });
          return ['serve', serve, formatServeLoad(serve)] as const;
        })();
  const resultsFile = path.join(rootDir, 'bench/results.json');
  const results = existsSync(resultsFile)
    ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ ...results, [key]: { date: new Date().toISOString(), ...figures } }, null, 2)}\n`,
  );
  for (const line of lines) console.log(line);
  console.log(`written to bench/results.json (${key})`);
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}

/** The soak on the built site, with the first pages of its sitemap among the paths requested. */
async function soak(siteDir: string, seconds: number) {
  const sitemap = readFileSync(path.join(siteDir, 'sitemap.xml'), 'utf8');
  const pages = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!).slice(0, 20);
  const result = await soakServers(siteDir, {
    seconds,
    pages,
    rate: process.env.SERVE_SOAK_RATE ? Number(process.env.SERVE_SOAK_RATE) : undefined,
    servers: process.env.SERVE_SOAK_SERVERS?.split(','),
  });
  return ['serveSoak', result, formatServeSoak(result)] as const;
}
