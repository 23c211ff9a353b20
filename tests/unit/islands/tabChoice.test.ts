// The tabs island's choice on load: the URL's query string first, then the group's remembered choice.
import { describe, expect, it } from 'vitest';
import { initialTabValue, searchWithTab } from '../../../theme/islands/tabChoice.js';

describe('initialTabValue', () => {
  const values = ['npm', 'yarn', 'pnpm'];

  it('takes the query string over the remembered choice', () => {
    expect(initialTabValue({ values, queryValue: 'pnpm', storedValue: 'yarn' })).toBe('pnpm');
  });

  it('falls back to the remembered choice, then to the server default (undefined)', () => {
    expect(initialTabValue({ values, queryValue: null, storedValue: 'yarn' })).toBe('yarn');
    expect(initialTabValue({ values })).toBeUndefined();
  });

  it('ignores values the tab set does not have', () => {
    expect(initialTabValue({ values, queryValue: 'bun', storedValue: 'yarn' })).toBe('yarn');
    expect(initialTabValue({ values, queryValue: 'bun', storedValue: 'deno' })).toBeUndefined();
  });
});

describe('searchWithTab', () => {
  it('sets the key and keeps the other parameters', () => {
    expect(searchWithTab('?a=1&pm=npm', 'pm', 'yarn')).toBe('?a=1&pm=yarn');
    expect(searchWithTab('', 'pm', 'pnpm')).toBe('?pm=pnpm');
  });
});
