// Loading site.config.ts: a missing file, TypeScript syntax errors and a missing default export become diagnostics.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../generator/config/loadConfig.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  writeFileSync(path.join(root, name), text);
  return path.join(root, name);
};

describe('loadConfig', () => {
  it('reports a missing file with a hint', async () => {
    const { config, diagnostics } = await loadConfig(
      path.join(root, 'absent.config.ts'),
      root,
      path.join(root, 'cache'),
    );
    expect(config).toBeUndefined();
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        file: 'absent.config.ts',
        message: 'config file not found',
        hint: 'Create site.config.ts or pass --config <file>.',
      },
    ]);
  });

  it('reports a folder named as the config as a folder, not as bad syntax', async () => {
    mkdirSync(path.join(root, 'content'));
    const { config, diagnostics } = await loadConfig(path.join(root, 'content'), root, path.join(root, 'cache'));
    expect(config).toBeUndefined();
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        file: 'content',
        message: 'is a folder, not a config file',
        hint: 'Pass --config the config file itself, such as site.config.ts.',
      },
    ]);
  });

  it('reports a TypeScript syntax error at its line', async () => {
    const file = write(
      'syntax.config.ts',
      "export default {\n  title: 'Docs',\n  url: 'https://x.example'\n  baseUrl: '/',\n};\n",
    );
    const { config, diagnostics } = await loadConfig(file, root, path.join(root, 'cache'));
    expect(config).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'syntax.config.ts', line: 4 });
    expect(diagnostics[0]!.hint).toBeTruthy();
  });

  it('reports a module without a default export, and how to write one', async () => {
    const file = write('nodefault.config.ts', 'export const title = "Docs";\n');
    const { diagnostics } = await loadConfig(file, root, path.join(root, 'cache'));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toBe('the config file has no default export');
    expect(diagnostics[0]!.hint).toContain('export default defineConfig(');
  });

  it('validates the default export and points at the offending line', async () => {
    const file = write(
      'value.config.ts',
      "export default {\n  title: 'Docs',\n  url: 'https://x.example',\n  trailingSlash: 'yes',\n  themeConfig: { navbar: { title: 'D', logo: { alt: 'L', src: '/l.svg' }, items: [] }, footer: { links: [] } },\n};\n",
    );
    const { diagnostics } = await loadConfig(file, root, path.join(root, 'cache'));
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ file: 'value.config.ts', line: 4 });
    expect(diagnostics[0]!.message).toContain('`trailingSlash`');
  });
});

describe('loadConfig with a cache folder outside the project', () => {
  // BuildOptions.cacheDir may be anywhere; a config that imports a package (as plugin configs do) must still load.
  // Run in plain Node: vitest's own module loader would resolve the bare import and hide the problem.
  it("resolves the config's package imports", () => {
    const rootDir = path.resolve(import.meta.dirname, '../../..');
    const script = [
      'const { loadConfig } = await import(process.argv[1]);',
      'const r = await loadConfig(process.argv[2], process.argv[3], process.argv[4]);',
      'process.stdout.write(JSON.stringify({ title: r.config?.title, diagnostics: r.diagnostics }));',
    ].join('\n');
    const args = [
      path.join(rootDir, 'generator/config/loadConfig.ts'),
      path.join(rootDir, 'tests/fixtures/site-basic/bareImport.config.ts'),
      rootDir,
      path.join(root, 'cache'),
    ];
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, ...args], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ title: 'Bare Import', diagnostics: [] });
  });
});
