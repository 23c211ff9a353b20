// Where each route's HTML file is written, for the three trailingSlash settings.
import { describe, expect, it } from 'vitest';
import { outputPathOf } from '../../../generator/routes/outputPath.js';

describe('outputPathOf', () => {
  it.each([
    ['/', undefined, 'index.html'],
    ['/', false, 'index.html'],
    ['/concepts/overview', undefined, 'concepts/overview/index.html'],
    ['/concepts/overview', true, 'concepts/overview/index.html'],
    ['/concepts/overview', false, 'concepts/overview.html'],
    ['/concepts/overview/', undefined, 'concepts/overview/index.html'],
    ['/contracts/v4/concepts/PoolManager', undefined, 'contracts/v4/concepts/PoolManager/index.html'],
  ] as const)('%s with trailingSlash %s → %s', (route, trailingSlash, expected) => {
    expect(outputPathOf(route, trailingSlash)).toBe(expected);
  });
});
