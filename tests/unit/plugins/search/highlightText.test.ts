// Highlighting matched words and cutting snippets around them.
import { describe, expect, it } from 'vitest';
import { highlightSegments, snippetAround } from '../../../../theme/islands/search/highlightText.js';

const matches =
  (...terms: string[]) =>
  (term: string) =>
    terms.includes(term);
const marked = (text: string, isMatch: (term: string) => boolean) =>
  highlightSegments(text, isMatch)
    .map((s) => (s.match ? `[${s.text}]` : s.text))
    .join('');

describe('highlightSegments', () => {
  it('marks whole words and keeps everything else as it was', () => {
    expect(marked('Hooks run before a swap.', matches('hooks', 'swap'))).toBe('[Hooks] run before a [swap].');
  });

  it('marks a matched identifier whole, and a matched part alone', () => {
    expect(marked('Call getSlot0 first', matches('getslot0'))).toBe('Call [getSlot0] first');
    expect(marked('The PoolManager holds pools', matches('manager'))).toBe('The Pool[Manager] holds pools');
    expect(marked('The PoolManager holds pools', matches('poolmanager', 'pool'))).toBe('The [PoolManager] holds pools');
  });

  it('returns the text unmarked when nothing matches, and one empty run for an empty text', () => {
    expect(highlightSegments('No match here', matches('swap'))).toEqual([{ text: 'No match here', match: false }]);
    expect(highlightSegments('', matches('swap'))).toEqual([{ text: '', match: false }]);
  });

  it('never turns markup into anything but text', () => {
    expect(
      highlightSegments('<img src=x onerror=alert(1)> swap', matches('swap'))
        .map((s) => s.text)
        .join(''),
    ).toBe('<img src=x onerror=alert(1)> swap');
  });
});

describe('snippetAround', () => {
  const text = `${'Intro words come first here. '.repeat(6)}The oracle keeps observations. ${'More words follow after. '.repeat(6)}`;

  it('keeps a short text whole', () => {
    expect(snippetAround('A short text', matches('text'), 50)).toBe('A short text');
  });

  it('cuts a window around the first match at word boundaries, with ellipses', () => {
    const snippet = snippetAround(text, matches('oracle'), 60);
    expect(snippet).toContain('oracle');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThanOrEqual(62);
    const core = snippet.slice(1, -1);
    const at = text.indexOf(core);
    expect(at).toBeGreaterThan(0);
    expect(text[at - 1]).toBe(' ');
    expect(text[at + core.length]).toBe(' ');
  });

  it('starts at the beginning when nothing matches', () => {
    expect(snippetAround(text, matches('absent'), 40).startsWith('Intro words')).toBe(true);
  });
});
