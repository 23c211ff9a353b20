// The render threads: a build on the main thread alone, on 1 render thread and on 4 write the same site, byte for
// byte, with the same diagnostics; and the pages the render threads stored in the cache serve the next build.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { listFiles, rootDir } from './buildFixture.js';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-workers-'));
afterAll(() => process.env.KEEP_TMP || rmSync(tmp, { recursive: true, force: true }));

/** `docsgen build` of the basic fixture config with `docsDir`, as a subprocess (worker threads need the compiled runtime). */
function build(
  docsDir: string,
  outDir: string,
  cacheDir: string,
  workers: number,
): Promise<{ code: number; stderr: string }> {
  const args = [
    'bin/docsgen.js',
    'build',
    '--config',
    'tests/fixtures/site-basic/site.config.ts',
    '--docs',
    docsDir,
    '--out',
    outDir,
    '--cache-dir',
    cacheDir,
    '--workers',
    String(workers),
  ];
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: rootDir, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stderr });
      },
    );
  });
}

/** A cache folder for one build: the project's (the reference pages need not be generated again) but its output memos. */
function cacheCopy(name: string): string {
  const dir = path.join(tmp, name);
  const projectCache = path.join(rootDir, '.docsgen-cache');
  if (existsSync(projectCache))
    cpSync(projectCache, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}output-memo`) });
  return dir;
}

/** The diagnostics a build printed (each with its file:line and hint), in order. */
const diagnosticsOf = (stderr: string) =>
  stderr.split('\n').filter((line) => /^(warning|error) |^ {2}hint:/.test(line));

/**
 * A docs folder of pages new to the markdown cache (a fresh token), enough of them for the markdown stage to start
 * its render threads: code, math, an admonition, an MDX page, and pages with warnings at known lines.
 */
function writeDocs(docsDir: string): void {
  const token = randomUUID();
  mkdirSync(path.join(docsDir, 'guide'), { recursive: true });
  writeFileSync(path.join(docsDir, 'guide/intro.md'), `# Intro\n\nRun ${token}.\n`);
  for (let i = 0; i < 100; i++) {
    const code = Array.from(
      { length: 10 + (i % 7) },
      (_, line) => `    function f${line}(uint256 a) external pure returns (uint256) { return a * ${line + i} + 1; }`,
    ).join('\n');
    writeFileSync(
      path.join(docsDir, `guide/page-${i}.md`),
      `# Page ${i}\n\n## Usage\n\n\`\`\`solidity title="C.sol"\ncontract C${i} { // ${token}\n${code}\n}\n\`\`\`\n\n\`\`\`ts\nconst fee: number = ${i};\n\`\`\`\n\nThe price is:\n\n$$\np_${i} = y / x\n$$\n\n:::tip[Page ${i}]\nAn admonition with $x^${i}$.\n:::\n`,
    );
  }
  // A page whose body the routes stage changes (its cards), which a page-writing thread must not read from the cache.
  writeFileSync(
    path.join(docsDir, 'guide/cards.mdx'),
    `# Cards\n\nRun ${token}.\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`,
  );
  // The Docusaurus config beside the docs folder gives its pages' edit links (the build's config does not).
  writeFileSync(
    path.join(path.dirname(docsDir), 'docusaurus.config.js'),
    "export default { presets: [['classic', { docs: { editUrl: 'https://docs.example.com/edit/main/' } }]] };\n",
  );
  writeFileSync(
    path.join(docsDir, 'guide/unsafe.md'),
    `# Unsafe\n\nRun ${token}.\n\nA [script link](javascript:alert(1)) is removed.\n`,
  );
  writeFileSync(
    path.join(docsDir, 'guide/tabs.mdx'),
    `---\ntitle: Tabs\n---\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nRun ${token}.\n\n<Tabs>\n<TabItem value="a" label="A">\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n\n</TabItem>\n<TabItem value="b" label="B">\n\n<Widget>Inside an unknown component.</Widget>\n\n</TabItem>\n</Tabs>\n`,
  );
}

it('writes the same site, with the same diagnostics, on the main thread alone, on 1 render thread and on 4', async () => {
  const docsDir = path.join(tmp, 'docs');
  writeDocs(docsDir);
  const builds = new Map<number, string>();
  for (const [workers, note, pagesNote] of [
    [0, /(prerender|markdown) .*\(rendered on 1 thread\)/, /emit .*→[^(]*$/m],
    [1, /(prerender|markdown) .*\(rendered on 1 thread\)/, /emit .*\(pages rendered on 1 thread\)/],
    [4, /(prerender|markdown) .*\(rendered on 4 threads\)/, /emit .*\(pages rendered on 4 threads\)/],
  ] as const) {
    const built = await build(docsDir, path.join(tmp, `out-${workers}`), cacheCopy(`cache-${workers}`), workers);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stderr).toMatch(note);
    // The pages' HTML was made on the page-writing threads (compared below with the main thread's).
    expect(built.stderr).toMatch(pagesNote);
    builds.set(workers, built.stderr);
  }
  // The warnings were made on the render threads, and point at their lines there as here.
  const diagnostics = diagnosticsOf(builds.get(0)!);
  expect(diagnostics.join('\n')).toMatch(/^warning \S*guide\/unsafe\.md:5:\d+ /m);
  expect(diagnostics.join('\n')).toMatch(/^warning \S*guide\/tabs\.mdx:20:\d+ .*Widget/m);
  expect(diagnosticsOf(builds.get(1)!)).toEqual(diagnostics);
  expect(diagnosticsOf(builds.get(4)!)).toEqual(diagnostics);
  const files = listFiles(path.join(tmp, 'out-0'));
  expect(files).toContain('guide/page-99/index.html');
  for (const workers of [1, 4]) {
    expect(listFiles(path.join(tmp, `out-${workers}`))).toEqual(files);
    for (const file of files) {
      const same = readFileSync(path.join(tmp, 'out-0', file)).equals(
        readFileSync(path.join(tmp, `out-${workers}`, file)),
      );
      expect(same, `${file} on ${workers} render threads`).toBe(true);
    }
  }
  // The render threads stored the pages in the cache themselves: a second build finds every one there.
  const again = await build(docsDir, path.join(tmp, 'out-again'), path.join(tmp, 'cache-4'), 4);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stderr).toMatch(/markdown +\d+ pages +\d/);
  expect(again.stderr).not.toMatch(/(prerender|markdown) .*rendered on/);
  expect(diagnosticsOf(again.stderr)).toEqual(diagnostics);
  expect(listFiles(path.join(tmp, 'out-again'))).toEqual(files);
  for (const file of files)
    expect(
      readFileSync(path.join(tmp, 'out-again', file)).equals(readFileSync(path.join(tmp, 'out-0', file))),
      file,
    ).toBe(true);
  const page = readFileSync(path.join(tmp, 'out-4/guide/page-7/index.html'), 'utf8');
  expect(page).toContain('class="katex"');
  expect(page).toContain('tk-keyword');
  expect(page).toContain('admonition');
  expect(page).toContain('href="https://docs.example.com/edit/main/docs/guide/page-7.md"');
  expect(readFileSync(path.join(tmp, 'out-4/guide/tabs/index.html'), 'utf8')).toContain('Inside an unknown component.');
  expect(readFileSync(path.join(tmp, 'out-4/guide/cards/index.html'), 'utf8')).toMatch(
    /class="doc-card-list".*href="\/guide\/page-7"/s,
  );
}, 600_000);
