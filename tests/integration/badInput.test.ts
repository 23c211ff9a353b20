// Bad input fixtures: each build gives exactly one diagnostic with file:line and a hint, never throws,
// and an error leaves the previously built site exactly as it was.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStampContents, buildStampName } from '../../generator/emit/buildStamp.js';
import { basicConfig, buildFixture, htmlRoutes, snapshotDir, tempSite } from './buildFixture.js';
import { expectOneDiagnostic, expectedDiagnostic } from './expectedDiagnostic.js';

const where = tempSite();
let run = 0;

/** An output folder holding an earlier build (a small stand-in: a full build costs seconds). */
function previousBuild(): string {
  const outDir = path.join(where.dir, `out-${++run}`);
  mkdirSync(path.join(outDir, 'guide/intro'), { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), '<!DOCTYPE html><title>Earlier build</title>');
  writeFileSync(path.join(outDir, 'guide/intro/index.html'), '<!DOCTYPE html><title>Introduction</title>');
  writeFileSync(path.join(outDir, buildStampName), buildStampContents);
  return outDir;
}

afterAll(() => rmSync(where.dir, { recursive: true, force: true }));

describe.each([
  ['bad-frontmatter-yaml', 'error'],
  ['bad-frontmatter-type', 'error'],
  ['bad-mdx-unclosed', 'error'],
  ['bad-missing-link', 'error'],
  ['bad-missing-image', 'error'],
  ['bad-duplicate-route', 'warning'],
])('%s', (fixture, severity) => {
  it(`gives exactly one ${severity} with file:line and a hint`, async () => {
    const outDir = previousBuild();
    const before = snapshotDir(outDir);
    const built = await buildFixture(basicConfig, `tests/fixtures/${fixture}/docs`, {
      outDir,
      cacheDir: where.cacheDir,
    });
    expectOneDiagnostic(built.diagnostics, expectedDiagnostic(fixture));
    expect(built.ok).toBe(severity !== 'error');
    if (severity === 'error') {
      expect(snapshotDir(outDir)).toEqual(before);
    } else {
      // A warning does not stop the build: the new site replaced the old one.
      expect(snapshotDir(outDir)).not.toEqual(before);
      expect(htmlRoutes(outDir)).toContain('/guide/setup');
    }
  });
});

describe.each(['bad-config-value', 'bad-config-sidebar'])('%s', (fixture) => {
  it('gives exactly one error at the config key, with a hint, and writes nothing', async () => {
    const outDir = previousBuild();
    const before = snapshotDir(outDir);
    const built = await buildFixture(`tests/fixtures/${fixture}/site.config.ts`, undefined, {
      outDir,
      cacheDir: where.cacheDir,
    });
    expect(built.ok).toBe(false);
    expectOneDiagnostic(built.diagnostics, expectedDiagnostic(fixture));
    expect(snapshotDir(outDir)).toEqual(before);
  });
});
