// The model cache: a warm build parses nothing and renders the same files; a new version or a bad file re-parses.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { openBuildCache } from '../../../../generator/cache/buildCache.js';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSdkReference } from '../../../../generator/plugins/referenceTypescript/index.js';
import { cacheFiles, demoPackages, fixtureDir, freshContext, temporaryDir } from './buildFixture.js';

describe('model cache', () => {
  it('stores one entry per package', async () => {
    const ctx = freshContext();
    await buildSdkReference(ctx, { packages: demoPackages });
    const names = (await cacheFiles(ctx)).map(
      (file) => (JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name,
    );
    expect(names.sort()).toEqual(['demo-core', 'demo-v3']);
  });

  it('makes a warm build parse nothing and produce identical files', async () => {
    const ctx = freshContext();
    const cold = await buildSdkReference(ctx, { packages: demoPackages });
    const warm = await buildSdkReference(ctx, { packages: demoPackages });
    expect(cold.parsed).toEqual(['demo-core', 'demo-v3']);
    expect(warm.parsed).toEqual([]);
    expect(warm.reference.docs).toEqual(cold.reference.docs);
  });

  it('re-parses when a package version changes (cross-package links depend on every version)', async () => {
    const packagesDir = temporaryDir('docsgen-rt-packages-');
    cpSync(path.join(fixtureDir, 'packages'), packagesDir, { recursive: true });
    const packages = demoPackages.map((p) => ({ ...p, dir: path.join(packagesDir, p.name) }));
    const ctx = freshContext();
    await buildSdkReference(ctx, { packages });
    const manifest = path.join(packagesDir, 'demo-v3', 'package.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace('"2.1.0"', '"2.2.0"'));
    const rebuilt = await buildSdkReference(ctx, { packages });
    expect(rebuilt.parsed).toEqual(['demo-core', 'demo-v3']);
    expect(rebuilt.versions['demo-v3']).toBe('2.2.0');
  });

  it('treats an unreadable cache file as a miss', async () => {
    const ctx = freshContext();
    await buildSdkReference(ctx, { packages: demoPackages });
    const coreCache = (await cacheFiles(ctx)).find(
      (file) => (JSON.parse(readFileSync(file, 'utf8')) as { name: string }).name === 'demo-core',
    );
    writeFileSync(coreCache ?? '', '{"truncated": ');
    // A new run: the cache of the first one still holds the model in memory.
    const rebuilt = await buildSdkReference(
      { ...ctx, cache: openBuildCache(ctx.cacheDir, 'unit-test') },
      { packages: demoPackages },
    );
    expect(rebuilt.parsed).toEqual(['demo-core']);
    expect(rebuilt.reference.routes).toContain('/sdk/demo-core/reference/classes/Amount');
  });

  it('is neither read nor written with cache: false', async () => {
    const ctx = freshContext();
    await buildSdkReference(ctx, { packages: demoPackages, cache: false });
    const again = await buildSdkReference(ctx, { packages: demoPackages, cache: false });
    expect(again.parsed).toEqual(['demo-core', 'demo-v3']);
    expect(readdirSync(ctx.cacheDir)).toEqual([]);
  });
});
