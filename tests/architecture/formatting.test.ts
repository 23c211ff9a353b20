// Every source file is formatted by Prettier with the one config in .prettierrc.json (pages and test inputs are
// listed in .prettierignore and kept as written), so a diff shows only what changed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../..');
const prettier = path.join(rootDir, 'node_modules/prettier/bin/prettier.cjs');

describe('the source formatting', () => {
  it('is what Prettier writes, for every file it checks', { timeout: 120_000 }, () => {
    // Prettier's cache (in node_modules/.cache/prettier) keys each file on its contents, the options and Prettier's
    // version, so a run formats only what changed since the last one instead of the whole tree each time.
    const run = spawnSync(
      process.execPath,
      [prettier, '--list-different', '--cache', '--cache-strategy', 'content', '.'],
      {
        cwd: rootDir,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.split('\n').filter(Boolean)).toEqual([]);
    expect(run.status).toBe(0);
  });
});
