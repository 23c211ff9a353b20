// Page weight of a build: the HTML, JS and CSS bytes (raw and gzip) a first visit loads, per page type.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Raw and gzip sizes of a set of files. */
export interface Bytes {
  raw: number;
  gzip: number;
  /** Build-relative paths of the files counted. */
  files: string[];
}

/** What the first visit of one page loads. */
export interface PageWeight {
  type: 'landing' | 'guide' | 'reference';
  route: string;
  html: Bytes;
  js: Bytes;
  css: Bytes;
}

/** The pages measured: one per page type. */
export const measuredPages: ReadonlyArray<{ type: PageWeight['type']; route: string }> = [
  { type: 'landing', route: '/' },
  { type: 'guide', route: '/contracts/v4/guides/hooks/your-first-hook' },
  { type: 'reference', route: '/sdk/v3/reference/classes/Pool' },
];

/** Budgets of the theme issue: first-load JS under 60 KB gzip, CSS under 25 KB gzip. */
export const pageWeightBudgets = { jsGzip: 60 * 1024, cssGzip: 25 * 1024 } as const;

/** Measures every page type of the build in `buildDir`. */
export function measurePageWeight(buildDir: string): PageWeight[] {
  return measuredPages.map(({ type, route }) => measurePage(buildDir, type, route));
}

/** Measures one page: its HTML file, the stylesheets it links, and its module scripts with their static imports. */
export function measurePage(buildDir: string, type: PageWeight['type'], route: string): PageWeight {
  const htmlFile = htmlFileOf(buildDir, route);
  const html = readFileSync(path.join(buildDir, htmlFile), 'utf8');
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map((m) => attribute(m[0], 'href'))
    .filter(isLocal);
  const entries = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]!).filter(isLocal);
  return {
    type,
    route,
    html: sizeOf(buildDir, [htmlFile]),
    js: sizeOf(buildDir, staticModuleGraph(buildDir, entries)),
    css: sizeOf(buildDir, css.map(toBuildPath)),
  };
}

/** The build file of a route: `route/index.html`, `route.html`, or `index.html` for `/`. */
function htmlFileOf(buildDir: string, route: string): string {
  const bare = route.replace(/^\/|\/$/g, '');
  const candidates = bare ? [`${bare}/index.html`, `${bare}.html`] : ['index.html'];
  const found = candidates.find((file) => existsSync(path.join(buildDir, file)));
  if (!found)
    throw new Error(
      `No HTML file for ${route} in ${buildDir} (looked for ${candidates.join(', ')}). Build the site first.`,
    );
  return found;
}

/** Entry modules plus every module they import statically (dynamic `import()` loads later, so it is left out). */
function staticModuleGraph(buildDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (url: string) => {
    const file = toBuildPath(url);
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(buildDir, file), 'utf8');
    for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
      visit(path.posix.join(path.posix.dirname(`/${file}`), match[1]!));
    }
  };
  entries.forEach(visit);
  return [...seen];
}

function sizeOf(buildDir: string, files: string[]): Bytes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const contents = readFileSync(path.join(buildDir, file));
    raw += contents.length;
    gzip += gzipSync(contents, { level: 9 }).length;
  }
  return { raw, gzip, files };
}

function attribute(tag: string, name: string): string {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
}

function isLocal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function toBuildPath(url: string): string {
  return decodeURIComponent(url.split(/[?#]/)[0]!).replace(/^\//, '');
}

// `tsx bench/pageWeight.ts <buildDir>` prints a table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'build';
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const page of measurePageWeight(dir)) {
    console.log(`${page.type.padEnd(9)} ${page.route}`);
    for (const kind of ['html', 'js', 'css'] as const)
      console.log(
        `  ${kind.padEnd(4)} ${kb(page[kind].raw).padStart(9)} raw  ${kb(page[kind].gzip).padStart(9)} gzip  (${page[kind].files.join(', ')})`,
      );
  }
}
