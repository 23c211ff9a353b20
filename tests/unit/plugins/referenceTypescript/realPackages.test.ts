// The reference of the installed @uniswap/sdk-core and @uniswap/v3-sdk against the spec's generated routes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  buildSdkReference,
  diffAgainstSpec,
  parseRoutesTsv,
  sdkReferenceSpecDifferences,
  specItemRoutes,
  type SdkReferenceBuild,
} from '../../../../generator/plugins/referenceTypescript/index.js';
import { fixtureDir, freshContext, frontmatterOf } from './buildFixture.js';
import { markdownProblems } from './markdownProblems.js';

const routeBases = ['/sdk/core/reference', '/sdk/v3/reference'];
/** The /sdk/{core,v3}/reference rows of routes.tsv, copied so the test runs without the shared spec folder. */
const spec = parseRoutesTsv(readFileSync(path.join(fixtureDir, 'spec-routes.tsv'), 'utf8'));
/** The whole routes.tsv and categories.tsv of the spec, copied into tests/fixtures/spec. */
const fullSpecDir = fileURLToPath(new URL('../../../fixtures/spec/', import.meta.url));

let cold: SdkReferenceBuild;
let warm: SdkReferenceBuild;
const pageAt = (route: string) => cold.reference.docs.find((d) => d.path === `${route.slice(1)}.md`)?.contents;

beforeAll(async () => {
  const ctx = freshContext();
  cold = await buildSdkReference(ctx);
  warm = await buildSdkReference(ctx);
  console.info(
    `reference-typescript: cold ${cold.ms.toFixed(0)} ms (parsed ${cold.parsed.join(', ')}), warm ${warm.ms.toFixed(1)} ms`,
  );
}, 120_000);

describe('the installed SDK packages', () => {
  it('are the versions the difference list was made for', () => {
    expect(cold.versions).toEqual(sdkReferenceSpecDifferences.packages);
  });

  it('load without warnings', () => {
    expect(cold.diagnostics).toEqual([]);
  });
});

describe('coverage of routes.tsv', () => {
  it('produces every kind=generated route under /sdk/ except the exported spec-only list', () => {
    const produced = new Set(cold.reference.routes);
    const expected = specItemRoutes(spec, routeBases).map((row) => row.path);
    expect(expected.length).toBeGreaterThan(50);
    const missing = expected.filter((route) => !produced.has(route));
    expect(missing).toEqual(sdkReferenceSpecDifferences.specOnly);
  });

  it('matches the exported difference list exactly', () => {
    const { specOnly, sourceOnly } = diffAgainstSpec(cold.reference.routes, spec, routeBases);
    expect({ specOnly, sourceOnly }).toEqual({
      specOnly: sdkReferenceSpecDifferences.specOnly,
      sourceOnly: sdkReferenceSpecDifferences.sourceOnly,
    });
    expect(Object.keys(sdkReferenceSpecDifferences.notes).sort()).toEqual([...specOnly, ...sourceOnly].sort());
  });

  it('gives each page the title routes.tsv has, and the bare name as sidebar label', () => {
    for (const row of specItemRoutes(spec, routeBases)) {
      const page = pageAt(row.path);
      if (!page) continue;
      const fields = parse(frontmatterOf(page));
      expect(fields.title, row.path).toBe(row.title);
      expect(fields.sidebar_label, row.path).toBe(row.path.split('/').at(-1));
    }
  });

  it('does not generate the overview pages, which routes.tsv marks written', () => {
    const overviews = spec.filter((row) => row.path.endsWith('/overview'));
    expect(overviews.map((row) => row.kind)).toEqual(['written', 'written']);
    expect(cold.reference.docs.some((d) => d.path.endsWith('/overview.md'))).toBe(false);
    expect(cold.reference.indexFor('@uniswap/v3-sdk')).toContain(
      '- [`Pool`](/sdk/v3/reference/classes/Pool): Represents a V3 pool',
    );
  });
});

describe('markdown', () => {
  it('parses cleanly: no raw HTML, no broken table rows, no stray directives, every code block a fragment', () => {
    const problems = cold.reference.docs
      .filter((d) => d.path.endsWith('.md'))
      .flatMap((d) => markdownProblems(d.contents).map((problem) => `${d.path} ${problem}`));
    expect(problems).toEqual([]);
  });
});

describe('links', () => {
  it('every link in a generated page points at a generated page and, with an anchor, at a heading on it', () => {
    const routes = new Set(cold.reference.routes);
    const broken: string[] = [];
    for (const file of cold.reference.docs.filter((d) => d.path.endsWith('.md'))) {
      for (const [, href = ''] of file.contents.matchAll(/\]\((\/[^)\s]+)\)/g)) {
        const [route = '', anchor] = href.split('#');
        if (!routes.has(route)) broken.push(`${file.path} → ${href}`);
        else if (anchor && !pageAt(route)?.includes(`{#${anchor}}`))
          broken.push(`${file.path} → ${href} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('links v3-sdk types to sdk-core pages', () => {
    expect(pageAt('/sdk/v3/reference/classes/Pool')).toContain('[`Token`](/sdk/core/reference/classes/Token)');
  });
});

describe('cache', () => {
  it('makes the second build parse nothing and render the same files', () => {
    expect(cold.parsed).toEqual(['@uniswap/sdk-core', '@uniswap/v3-sdk']);
    expect(warm.parsed).toEqual([]);
    expect(warm.reference.docs).toEqual(cold.reference.docs);
  });
});

describe('the copied spec rows', () => {
  it('equal the /sdk/{core,v3}/reference rows of the whole routes.tsv', () => {
    const whole = parseRoutesTsv(readFileSync(path.join(fullSpecDir, 'routes.tsv'), 'utf8'));
    expect(spec).toEqual(whole.filter((row) => /^\/sdk\/(core|v3)\/reference\//.test(row.path)));
  });

  it('are not overridden by categories.tsv for the kind folders (labels stay Classes, Enums, Interfaces)', () => {
    const categories = readFileSync(path.join(fullSpecDir, 'categories.tsv'), 'utf8');
    expect(categories).not.toMatch(/^\/sdk\/(core|v3)\/reference\/(classes|enums|interfaces)\t/m);
  });
});
