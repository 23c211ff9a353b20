// Builds the real site once into a temp folder and serves it for every browser test file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { importCompiled } from '../../bin/runtime.js';
import { createStaticServer, listen } from '../../cli/serve.js';

export default async function setup(project: TestProject) {
  const rootDir = path.resolve(import.meta.dirname, '../..');
  const outDir = mkdtempSync(path.join(tmpdir(), 'docsgen-e2e-'));
  // The analytics tests run an ingestion server on this port; the site is built to deliver its events there.
  const analyticsPort = await freePort();
  process.env.REACT_APP_AMPLITUDE_PROXY_URL = `http://127.0.0.1:${analyticsPort}/2/httpapi`;
  // Built as `docsgen build` builds it: from the compiled runtime, with its render threads.
  process.env.NODE_ENV ??= 'production';
  const { buildSite } = (await importCompiled('generator/index.ts')) as typeof import('../../generator/index.js');
  const { silentReporter } = (await importCompiled('generator/task.ts')) as typeof import('../../generator/task.js');
  const result = await buildSite({
    rootDir,
    configFile: path.join(rootDir, 'site.config.ts'),
    outDir,
    mode: 'build',
    reporter: silentReporter,
  });
  if (!result.ok)
    throw new Error(
      `the site did not build:\n${result.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => `${d.file}:${d.line} ${d.message}`)
        .join('\n')}`,
    );
  const server = createStaticServer(outDir);
  const url = await listen(server, 0);
  project.provide('baseUrl', url);
  project.provide('buildDir', outDir);
  project.provide('analyticsPort', analyticsPort);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  };
}

/** A port that is free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDir: string;
    analyticsPort: number;
  }
}
