// Parsing routes.tsv and comparing the spec's generated routes with what the packages produce.
import { describe, expect, it } from 'vitest';
import {
  diffAgainstSpec,
  parseRoutesTsv,
  specItemRoutes,
} from '../../../../generator/plugins/referenceTypescript/index.js';

const tsv = [
  'path\tkind\ttitle\tsidebar_label\tposition',
  '/sdk/v3/reference/overview\twritten\tOverview\t\t1',
  '/sdk/v3/reference/classes/Pool\tgenerated\tClass: Pool\t\t',
  '/sdk/v3/reference/classes/Gone\tgenerated\tClass: Gone\t\t',
  '/sdk/v3/guides/swaps\twritten\tSwaps\t\t',
  '/contracts/v4/reference/core/PoolManager\tgenerated\tPoolManager\t\t',
  '',
].join('\n');

describe('parseRoutesTsv', () => {
  it('reads every row after the header, with empty columns kept empty', () => {
    const rows = parseRoutesTsv(tsv);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({
      path: '/sdk/v3/reference/overview',
      kind: 'written',
      title: 'Overview',
      sidebarLabel: '',
      position: '1',
    });
  });
});

describe('specItemRoutes', () => {
  it('keeps generated class, enum and interface routes under the given bases only', () => {
    expect(specItemRoutes(parseRoutesTsv(tsv), ['/sdk/v3/reference']).map((r) => r.path)).toEqual([
      '/sdk/v3/reference/classes/Pool',
      '/sdk/v3/reference/classes/Gone',
    ]);
  });
});

describe('diffAgainstSpec', () => {
  it('lists spec routes nothing produced and produced routes the spec lacks', () => {
    const produced = ['/sdk/v3/reference/classes/Pool', '/sdk/v3/reference/interfaces/Extra'];
    expect(diffAgainstSpec(produced, parseRoutesTsv(tsv), ['/sdk/v3/reference'])).toEqual({
      specOnly: ['/sdk/v3/reference/classes/Gone'],
      sourceOnly: ['/sdk/v3/reference/interfaces/Extra'],
    });
  });
});
