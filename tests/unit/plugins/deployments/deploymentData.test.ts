// The address maps are read on a worker thread of the compiled runtime, the same as in this thread, and kept in the cache.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { compiledRuntime } from '../../../../bin/runtime.js';
import { cacheFormat, openBuildCache } from '../../../../generator/cache/buildCache.js';
import {
  loadDeploymentData,
  readDeploymentData,
  type DeploymentData,
} from '../../../../generator/plugins/deployments/deploymentData.js';
import { runWorkerJob } from '../../../../generator/workerJob.js';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-deployments-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

it('reads the address maps on a worker thread, the same as in this thread', async () => {
  const here = vi.fn(readDeploymentData);
  const data = await runWorkerJob<undefined, DeploymentData>(
    'generator/plugins/deployments/deploymentDataWorker.ts',
    undefined,
    here,
    await compiledRuntime(),
  );
  expect(here).not.toHaveBeenCalled();
  expect(data).toEqual(readDeploymentData());
  expect(data.contracts.v4[1]).toEqual([
    ['PoolManager', '0x000000000004444c5dc75cB358380D2e3dE08A90'],
    ['PositionManager', '0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e'],
    ['StateView', '0x7fFE42C4a5DEeA5b0feC41C94C136Cf115597227'],
    ['V4Quoter', '0x52F0E24D1c21C8A0cB1e5a5dD6198556BD9E1203'],
  ]);
  expect(data.chainIds).toContainEqual([1, 'MAINNET']);
}, 60_000);

it('keeps what it read in the cache, under a key of the package versions', async () => {
  const cache = openBuildCache(cacheDir, 'unit-test');
  await loadDeploymentData(cache);
  await cache.flush();
  const dir = path.join(cacheDir, cacheFormat, 'unit-test', 'deployments');
  const [file] = readdirSync(dir);
  expect(JSON.parse(readFileSync(path.join(dir, file!), 'utf8'))).toEqual(readDeploymentData());
});
