// Bad input: unparsable or missing declaration files and absent packages become warnings; the rest still builds.
import { describe, expect, it } from 'vitest';
import { buildSdkReference } from '../../../../generator/plugins/referenceTypescript/index.js';
import { demoPackages, fixturePackage, freshContext } from './buildFixture.js';

const broken = fixturePackage('demo-broken', '/sdk/broken/reference');

describe('a package with a broken declaration file', () => {
  it('warns once per unparsable file with package, file, line and column', async () => {
    const build = await buildSdkReference(freshContext(), { packages: [broken] });
    const parseWarnings = build.diagnostics.filter((d) => d.message.includes('failed to parse'));
    expect(parseWarnings).toHaveLength(1);
    expect(parseWarnings[0]).toMatchObject({
      severity: 'warning',
      file: 'demo-broken/dist/broken.d.ts',
      line: 6,
      column: 9,
    });
    expect(parseWarnings[0]?.message).toMatch(
      /demo-broken@0\.0\.1 failed to parse: Parameter declaration expected\. \(and \d+ more syntax errors\)/,
    );
    expect(parseWarnings[0]?.hint).toBeTruthy();
  });

  it('warns about a re-exported file that does not exist, at the export line', async () => {
    const build = await buildSdkReference(freshContext(), { packages: [broken] });
    expect(build.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        file: 'demo-broken/dist/index.d.ts',
        line: 3,
        message: expect.stringContaining('"./missing"'),
      }),
    );
  });

  it('still builds every item it can read, and never errors', async () => {
    const build = await buildSdkReference(freshContext(), { packages: [broken, ...demoPackages] });
    expect(build.reference.routes).toContain('/sdk/broken/reference/classes/Good');
    expect(build.reference.routes).toContain('/sdk/broken/reference/classes/BeforeError');
    expect(build.reference.routes).toContain('/sdk/demo-core/reference/classes/Amount');
    expect(build.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
  });

  it('reports the same warnings from the cache on a warm build', async () => {
    const ctx = freshContext();
    const cold = await buildSdkReference(ctx, { packages: [broken] });
    const warm = await buildSdkReference(ctx, { packages: [broken] });
    expect(warm.parsed).toEqual([]);
    expect(warm.diagnostics).toEqual(cold.diagnostics);
  });
});

describe('a package that is not installed', () => {
  it('is skipped with a warning naming it; the other packages build', async () => {
    const build = await buildSdkReference(freshContext(), {
      packages: [{ name: 'not-installed-package', routeBase: '/sdk/none/reference' }, ...demoPackages],
    });
    expect(build.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'not-installed-package/package.json',
        message: expect.stringContaining('not installed'),
      }),
    ]);
    expect(build.reference.routes).toContain('/sdk/demo-v3/reference/classes/Pool');
  });
});
