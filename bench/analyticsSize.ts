// Measures the analytics island in a build: its lazily loaded chunk's gzip size, and that the first load has none of it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** A string only the analytics island's code holds (the delivery header it sends). */
const analyticsMarker = 'x-origin-application';

/** What the analytics island costs, in bytes. */
export interface AnalyticsChunkSize {
  /** Files (relative to the build folder) that only the analytics island loads: its chunk and any chunk only it needs. */
  files: string[];
  bytes: number;
  gzipBytes: number;
  /** The JavaScript a page loads before any island is requested: the entry and its static imports. */
  firstLoad: { files: string[]; gzipBytes: number; includesAnalytics: boolean };
}

/** The gzip size of the analytics island's lazily loaded JavaScript in the build at `buildDir`. */
export function analyticsChunkGzipSize(buildDir: string): number {
  return measureAnalyticsChunk(buildDir).gzipBytes;
}

/** Finds the analytics chunk from the entry's dynamic imports and sizes what it adds beyond the first load. */
export function measureAnalyticsChunk(buildDir: string): AnalyticsChunkSize {
  const entry = mainEntryOf(buildDir);
  const firstLoad = staticClosure(buildDir, [entry]);
  const lazyEntries = [...new Set([...firstLoad].flatMap((file) => importsOf(buildDir, file).dynamic))];
  const analyticsEntry = lazyEntries.find((file) =>
    [...staticClosure(buildDir, [file])].some((f) => read(buildDir, f).includes(analyticsMarker)),
  );
  if (!analyticsEntry)
    throw new Error(
      `no lazily imported chunk of ${entry} holds the analytics island; is analytics enabled in the build at ${buildDir}?`,
    );
  const files = [...staticClosure(buildDir, [analyticsEntry])].filter((file) => !firstLoad.has(file)).sort();
  return {
    files,
    bytes: sum(files.map((f) => readBytes(buildDir, f).length)),
    gzipBytes: sum(files.map((f) => gzipSync(readBytes(buildDir, f), { level: 9 }).length)),
    firstLoad: {
      files: [...firstLoad].sort(),
      gzipBytes: sum([...firstLoad].map((f) => gzipSync(readBytes(buildDir, f), { level: 9 }).length)),
      includesAnalytics: [...firstLoad].some((f) => read(buildDir, f).includes(analyticsMarker)),
    },
  };
}

/** The module script every page loads, read from the home page (or the not-found page), relative to the build. */
function mainEntryOf(buildDir: string): string {
  for (const page of ['index.html', '404.html']) {
    const file = path.join(buildDir, page);
    if (!existsSync(file)) continue;
    const src = /<script[^>]*type="module"[^>]*src="([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
    if (src) return src.replace(/^\//, '');
  }
  const main = readdirSync(path.join(buildDir, 'assets')).find((f) => /^main-.*\.js$/.test(f));
  if (!main) throw new Error(`no entry script found in ${buildDir}: build the site first`);
  return `assets/${main}`;
}

/** `files` and every file they import statically, transitively. */
function staticClosure(buildDir: string, files: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...files];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    todo.push(...importsOf(buildDir, file).static);
  }
  return seen;
}

/** The static and dynamic imports of an esbuild ESM output file, relative to the build folder. */
function importsOf(buildDir: string, file: string): { static: string[]; dynamic: string[] } {
  const code = read(buildDir, file);
  const resolve = (specifier: string) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  const statics = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g),
  ].map((m) => resolve(m[1]!));
  const dynamics = [...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => resolve(m[1]!));
  return { static: statics, dynamic: dynamics };
}

function readBytes(buildDir: string, file: string): Buffer {
  return readFileSync(path.join(buildDir, file));
}

function read(buildDir: string, file: string): string {
  return readBytes(buildDir, file).toString('utf8');
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

// `tsx bench/analyticsSize.ts <build dir>` prints the measurement.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const size = measureAnalyticsChunk(buildDir);
  console.log(
    `analytics island: ${size.files.join(', ')}: ${size.bytes} bytes, ${size.gzipBytes} bytes gzip, loaded after the page is interactive`,
  );
  console.log(
    `first load: ${size.firstLoad.files.join(', ')}: ${size.firstLoad.gzipBytes} bytes gzip, analytics code in it: ${size.firstLoad.includesAnalytics ? 'yes' : 'no'}`,
  );
}
