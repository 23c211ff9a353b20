// The import rules of .dependency-cruiser.cjs hold for the whole source tree: stages import forward only, plugins
// reach docsgen's types and stages only through the plugin API, the browser islands import only theme/shared, and no
// module is part of a cycle. A small tree in a temporary folder shows that the plugin rule does flag a violation.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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

/** The violations of the rules in the folders `folders` of `cwd`, as `rule: from → to`, and how many modules were read. */
function cruise(cwd: string, folders: string[]): { totalCruised: number; violations: string[] } {
  const run = spawnSync(
    process.execPath,
    [depcruise, ...folders, '--config', path.join(rootDir, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.stderr).toBe('');
  const { summary } = JSON.parse(run.stdout) as CruiseReport;
  return {
    totalCruised: summary.totalCruised,
    violations: summary.violations.map(
      (v) => `${v.rule.name}: ${v.from} → ${v.cycle ? v.cycle.map((step) => step.name).join(' → ') : v.to}`,
    ),
  };
}

describe('the dependency rules', () => {
  it('find no violation in generator/, cli/, theme/ and bin/', { timeout: 120_000 }, () => {
    const report = cruise(rootDir, ['generator', 'cli', 'theme', 'bin']);
    // A config that matched no file would pass vacuously.
    expect(report.totalCruised).toBeGreaterThan(200);
    expect(report.violations).toEqual([]);
  });

  it('flag a plugin that imports docsgen other than through the plugin API', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-deps-'));
    try {
      const files: Record<string, string> = {
        'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }),
        'generator/types.ts': 'export interface Plugin { name: string }\n',
        'generator/markdown/stage.ts': 'export const parse = (text: string) => text;\n',
        'generator/plugins/pluginApi.ts':
          "export type { Plugin } from '../types.js';\nexport { parse } from '../markdown/stage.js';\n",
        'generator/plugins/good/index.ts':
          "import { parse, type Plugin } from '../pluginApi.js';\nexport const p: Plugin = { name: parse('a') };\n",
        'generator/plugins/bad/index.ts':
          "import { parse } from '../../markdown/stage.js';\nimport type { Plugin } from '../../types.js';\nexport const p: Plugin = { name: parse('b') };\n",
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), text);
      }
      expect(cruise(dir, ['generator']).violations.sort()).toEqual([
        'plugins-import-only-the-plugin-api: generator/plugins/bad/index.ts → generator/markdown/stage.ts',
        'plugins-import-only-the-plugin-api: generator/plugins/bad/index.ts → generator/types.ts',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
