// Number prefixes: parsed for ordering, stripped from names; dates and versions are names, not prefixes.
import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, stripNumberPrefixes } from '../../../generator/discover/numberPrefix.js';

describe('parseNumberPrefix', () => {
  it.each([
    ['01-intro', 1, 'intro'],
    ['2_guides', 2, 'guides'],
    ['3.overview', 3, 'overview'],
    ['10 - My Doc', 10, 'My Doc'],
    ['007--triple-dash', 7, 'triple-dash'],
  ])('splits %s into prefix %i and %s', (input, prefix, name) => {
    expect(parseNumberPrefix(input)).toEqual({ prefix, name });
  });

  it.each(['intro', 'v4', '404', 'a1-My Doc', '00abc01-My Doc', 'My Doc-000', 'erc6909', 'PoolManager'])(
    'leaves %s without a prefix',
    (input) => {
      expect(parseNumberPrefix(input)).toEqual({ name: input });
    },
  );

  it.each(['2021-01-31-release', '2021_01_31 - Doc', '2021.01.31.Doc', '31-01-2021 - Doc', '2021-11-notes'])(
    'treats the date %s as a name',
    (input) => {
      expect(parseNumberPrefix(input)).toEqual({ name: input });
    },
  );

  // Docusaurus ignores anything shaped like `\d+[-_.]\d+` (its `ignoredPrefixPattern`: "7.0-foo or 2021-11-foo"),
  // so two-part versions and year-month names stay names too.
  it.each(['1.0.0', '14.2.16', '1_0_0-notes', '8.0', '18.2', '7.0-release-notes'])(
    'treats the version %s as a name',
    (input) => {
      expect(parseNumberPrefix(input)).toEqual({ name: input });
    },
  );
});

describe('stripNumberPrefixes', () => {
  it('strips the prefix of every segment', () => {
    expect(stripNumberPrefixes('01-getting-started/02_advanced/3.tuning')).toBe('getting-started/advanced/tuning');
  });

  it('keeps segments that are dates, versions or plain names', () => {
    expect(stripNumberPrefixes('releases/2021-01-31-launch/1.0.0')).toBe('releases/2021-01-31-launch/1.0.0');
    expect(stripNumberPrefixes('contracts/v4/concepts')).toBe('contracts/v4/concepts');
  });

  it('keeps the empty path empty', () => {
    expect(stripNumberPrefixes('')).toBe('');
  });
});
