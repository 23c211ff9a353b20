// A cold build extracts the SDK models on a worker thread of the compiled runtime: the same models as in this thread.
import { expect, it, vi } from 'vitest';
import { compiledRuntime } from '../../../../bin/runtime.js';
import {
  extractModels,
  extractPackageModels,
  type ModelsToExtract,
} from '../../../../generator/plugins/referenceTypescript/extractPackageModels.js';
import type { PackageModel } from '../../../../generator/plugins/referenceTypescript/model.js';
import { resolvePackages } from '../../../../generator/plugins/referenceTypescript/resolvePackages.js';
import { runWorkerJob } from '../../../../generator/workerJob.js';
import { demoPackages, projectRoot } from './buildFixture.js';

it('extracts the package models on a worker thread, the same as in this thread', async () => {
  const { packages } = resolvePackages(demoPackages, projectRoot);
  const here = vi.fn(extractModels);
  const models = await runWorkerJob<ModelsToExtract, PackageModel[]>(
    'generator/plugins/referenceTypescript/extractModelsWorker.ts',
    { all: packages, targets: packages.slice(1) },
    here,
    await compiledRuntime(),
  );
  expect(here).not.toHaveBeenCalled();
  expect(models.map((m) => m.name)).toEqual(['demo-v3']);
  expect(models[0]!.items.length).toBeGreaterThan(0);
  expect(models).toEqual(extractPackageModels(packages, packages.slice(1)));
}, 60_000);
