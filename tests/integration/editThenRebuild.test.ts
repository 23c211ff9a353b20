// A code change reaches the next build: in a copy of docsgen, edit a module of several stages, build again into the
// same folder with the same cache, and the output equals a fresh build of the edited code.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { rootDir, snapshotDir } from './buildFixture.js';

/** One edit per stage folder, each visible in the pages of the fixture site (its old text must occur once). */
const edits: Array<{ file: string; from: string; to: string; shows: string; page?: string }> = [
  {
    file: 'generator/routes/hrefResolver.ts',
    from: 'return route ? `${routeHref(route)}$',
    to: 'return route ? `${routeHref(route)}/$',
    shows: 'href="/guide/setup/"',
  },
  {
    file: 'generator/discover/parseFrontmatter.ts',
    from: '  title: stringy.optional(),',
    to: '  title: stringy.transform((title) => `${title} (edited)`).optional(),',
    shows: 'Introduction (edited)',
  },
  {
    file: 'generator/render/renderPages.tsx',
    from: 'return `<!DOCTYPE html>${html.slice(0, at)}',
    to: 'return `<!DOCTYPE html><!-- edited -->${html.slice(0, at)}',
    shows: '<!-- edited -->',
  },
  {
    file: 'theme/layouts/DocPage.tsx',
    from: 'className="layout__main"',
    to: 'className="layout__main edited"',
    shows: 'layout__main edited',
  },
  {
    file: 'generator/markdown/rehypeHeadingLinks.ts',
    from: "className: ['hash-link']",
    to: "className: ['hash-link', 'edited']",
    shows: 'hash-link edited',
    page: 'guide/setup/index.html',
  },
];

const copy = mkdtempSync(path.join(os.tmpdir(), 'docsgen-edit-rebuild-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The parts of the project a build runs from, and the fixture site; node_modules is linked, but for its cache. */
function copyProject(): void {
  for (const entry of [
    'generator',
    'theme',
    'cli',
    'bin',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tests/fixtures/site-basic',
  ]) {
    cpSync(path.join(rootDir, entry), path.join(copy, entry), { recursive: true });
  }
  // The compiled runtime lives in node_modules/.cache: the copy compiles its own, so the project's is left alone.
  mkdirSync(path.join(copy, 'node_modules'));
  for (const name of readdirSync(path.join(rootDir, 'node_modules')).filter((name) => name !== '.cache')) {
    symlinkSync(path.join(rootDir, 'node_modules', name), path.join(copy, 'node_modules', name));
  }
}

async function build(outDir: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['bin/docsgen.js', 'build', '--config', 'tests/fixtures/site-basic/site.config.ts', '--out', outDir],
    { cwd: copy, env: { ...process.env, NO_COLOR: '1' } },
  );
}

function edit(file: string, from: string, to: string): void {
  const source = readFileSync(path.join(copy, file), 'utf8');
  expect(source.split(from).length - 1, `${file} no longer holds the text the test edits`).toBe(1);
  writeFileSync(path.join(copy, file), source.replace(from, to));
}

it('builds the edited code into the same folder exactly as a fresh build does', async () => {
  copyProject();
  await build('out');
  const before = snapshotDir(path.join(copy, 'out'));
  for (const { file, from, to } of edits) edit(file, from, to);
  await build('out');
  const rebuilt = snapshotDir(path.join(copy, 'out'));
  rmSync(path.join(copy, '.docsgen-cache'), { recursive: true, force: true });
  await build('fresh');
  const fresh = snapshotDir(path.join(copy, 'fresh'));
  for (const { file, shows, page = 'guide/intro/index.html' } of edits) {
    expect(fresh[page], `the edit of ${file} shows in ${page}`).toContain(shows);
    expect(before[page], `${page} before the edit of ${file}`).not.toContain(shows);
  }
  expect(Object.keys(rebuilt)).toEqual(Object.keys(fresh));
  expect(
    Object.keys(fresh).filter((file) => rebuilt[file] !== fresh[file]),
    'files that differ from a fresh build',
  ).toEqual([]);
}, 180_000);
