// The import rules of .dependency-cruiser.cjs hold for the whole source tree: stages import forward only, plugins
// only the plugin API, the browser islands only theme/shared, and no module is part of a cycle.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const rootDir = path.resolve(import.meta.dirname, '../..');
const depcruise = path.join(rootDir, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface CruiseReport {
  summary: {
    totalCruised: number;
    violations: Array<{ rule: { name: string }; from: string; to: string; cycle?: Array<{ name: string }> }>;
  };
}

describe('the dependency rules', () => {
  it('find no violation in generator/, cli/, theme/ and bin/', { timeout: 120_000 }, () => {
    const run = spawnSync(
      process.execPath,
      [depcruise, 'generator', 'cli', 'theme', 'bin', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd: rootDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.stderr).toBe('');
    const report = JSON.parse(run.stdout) as CruiseReport;
    // A config that matched no file would pass vacuously.
    expect(report.summary.totalCruised).toBeGreaterThan(200);
    const violations = report.summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} → ${v.cycle ? v.cycle.map((step) => step.name).join(' → ') : v.to}`,
    );
    expect(violations).toEqual([]);
  });
});
