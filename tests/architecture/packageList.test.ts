// knip finds nothing: every package in package.json is used where it is listed, every imported package is listed,
// and no file or export is dead (knip.jsonc gives the entry points and the packages used only by path).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../..');
const knip = path.join(rootDir, 'node_modules/knip/bin/knip.js');

/** knip's report (empty when it finds nothing) for the given options. */
function knipFindings(...options: string[]): string {
  const run = spawnSync(process.execPath, [knip, '--no-progress', '--no-config-hints', '--no-exit-code', ...options], {
    cwd: rootDir,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout.trim();
}

describe('the package list', () => {
  it('has no unused or unlisted package, and the code no unused file or export', { timeout: 120_000 }, () => {
    expect(knipFindings()).toBe('');
  });

  it(
    'lists under dependencies exactly what the build runs (tests and benchmarks use devDependencies)',
    { timeout: 120_000 },
    () => {
      // Production mode follows only the entries marked `!` in knip.jsonc (the CLI, the generator, the theme).
      expect(knipFindings('--production', '--strict', '--include', 'dependencies,unlisted,binaries,unresolved')).toBe(
        '',
      );
    },
  );
});
