// The worker pool: a build on 1 helper thread and one on 4 write the same site, byte for byte.
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

it('writes the same site on 1 and on 4 helper threads', async () => {
  // Pages new to the markdown cache (a fresh token), enough of them for the markdown stage to start its helpers.
  const token = randomUUID();
  const docsDir = path.join(tmp, 'docs');
  mkdirSync(path.join(docsDir, 'guide'), { recursive: true });
  writeFileSync(path.join(docsDir, 'guide/intro.md'), `# Intro\n\nRun ${token}.\n`);
  for (let i = 0; i < 100; i++) {
    const code = Array.from(
      { length: 10 + (i % 7) },
      (_, line) => `    function f${line}(uint256 a) external pure returns (uint256) { return a * ${line + i} + 1; }`,
    ).join('\n');
    writeFileSync(
      path.join(docsDir, `guide/page-${i}.md`),
      `# Page ${i}\n\n## Usage\n\n\`\`\`solidity title="C.sol"\ncontract C${i} { // ${token}\n${code}\n}\n\`\`\`\n\n\`\`\`ts\nconst fee: number = ${i};\n\`\`\`\n\nThe price is:\n\n$$\np_${i} = y / x\n$$\n`,
    );
  }
  const one = await build(docsDir, path.join(tmp, 'out-1'), cacheCopy('cache-1'), 1);
  expect(one.code, one.stderr).toBe(0);
  expect(one.stderr).toMatch(/markdown .*\(code and math on a helper thread\)/);
  const four = await build(docsDir, path.join(tmp, 'out-4'), cacheCopy('cache-4'), 4);
  expect(four.code, four.stderr).toBe(0);
  expect(four.stderr).toMatch(/markdown .*\(code and math on 4 helper threads\)/);
  const files = listFiles(path.join(tmp, 'out-1'));
  expect(listFiles(path.join(tmp, 'out-4'))).toEqual(files);
  expect(files).toContain('guide/page-99/index.html');
  for (const file of files) {
    const same = readFileSync(path.join(tmp, 'out-1', file)).equals(readFileSync(path.join(tmp, 'out-4', file)));
    expect(same, file).toBe(true);
  }
  expect(readFileSync(path.join(tmp, 'out-4/guide/page-7/index.html'), 'utf8')).toContain('class="katex"');
}, 600_000);
