// Builds the real site once into a temp folder and serves it for every browser test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../generator/index.js';
import { silentReporter } from '../../generator/task.js';
import { createStaticServer, listen } from '../../cli/serve.js';

export default async function setup(project: TestProject) {
  const rootDir = path.resolve(import.meta.dirname, '../..');
  const outDir = mkdtempSync(path.join(tmpdir(), 'docsgen-e2e-'));
  const result = await buildSite({ rootDir, configFile: path.join(rootDir, 'site.config.ts'), outDir, mode: 'build', reporter: silentReporter });
  if (!result.ok) throw new Error(`the site did not build:\n${result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.file}:${d.line} ${d.message}`).join('\n')}`);
  const server = createStaticServer(outDir);
  const url = await listen(server, 0);
  project.provide('baseUrl', url);
  project.provide('buildDir', outDir);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
  }
}
