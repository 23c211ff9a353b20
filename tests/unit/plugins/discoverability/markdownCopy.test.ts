// The `.md` copy of a page points its relative links and images at the site, and leaves everything else as written.
import { describe, expect, it } from 'vitest';
import { withSiteUrls } from '../../../../generator/plugins/discoverability/markdownCopy.js';

const known: Record<string, string> = {
  './setup.md#install': 'https://docs.example/guide/setup.md#install',
  './img/flow.png': 'https://docs.example/assets/img/flow-1a2b3c4d.png',
  'img/my diagram.png': 'https://docs.example/assets/img/my diagram-5e6f7a8b.png',
};
const resolve = (target: string) => known[target];

describe('withSiteUrls', () => {
  it('rewrites the targets of inline links and images it knows', () => {
    expect(withSiteUrls('See [setup](./setup.md#install) and ![flow](./img/flow.png "The flow").', resolve)).toBe(
      'See [setup](https://docs.example/guide/setup.md#install) and ![flow](https://docs.example/assets/img/flow-1a2b3c4d.png "The flow").',
    );
  });

  it('keeps the angle brackets of a target with a space', () => {
    expect(withSiteUrls('![d](<img/my diagram.png>)', resolve)).toBe(
      '![d](<https://docs.example/assets/img/my diagram-5e6f7a8b.png>)',
    );
  });

  it('rewrites reference definitions and HTML or JSX attributes', () => {
    expect(
      withSiteUrls(
        '[s]: ./setup.md#install\n<img src="./img/flow.png" alt="" />\n<a href=\'./setup.md#install\'>x</a>',
        resolve,
      ),
    ).toBe(
      '[s]: https://docs.example/guide/setup.md#install\n<img src="https://docs.example/assets/img/flow-1a2b3c4d.png" alt="" />\n<a href=\'https://docs.example/guide/setup.md#install\'>x</a>',
    );
  });

  it('leaves absolute, external, anchor and unknown targets as written', () => {
    const markdown = '[a](/guide/setup) [b](https://x.example/y.md) [c](#top) [d](./missing.md) ![e](/img/logo.svg)';
    expect(withSiteUrls(markdown, resolve)).toBe(markdown);
  });

  it('leaves code blocks alone, up to the fence that closes them', () => {
    const markdown = [
      '````md',
      '```',
      '[setup](./setup.md#install)',
      '```',
      '````',
      '[setup](./setup.md#install)',
    ].join('\n');
    expect(withSiteUrls(markdown, resolve).split('\n')).toEqual([
      '````md',
      '```',
      '[setup](./setup.md#install)',
      '```',
      '````',
      '[setup](https://docs.example/guide/setup.md#install)',
    ]);
  });

  it('ends a code block only at a fence of its own character, and an unclosed one at the end', () => {
    const markdown = [
      '~~~',
      '```',
      '[a](./setup.md#install)',
      '~~~~ ',
      '[b](./setup.md#install)',
      '```',
      '[c](./setup.md#install)',
    ].join('\r\n');
    expect(withSiteUrls(markdown, resolve).split('\r\n')).toEqual([
      '~~~',
      '```',
      '[a](./setup.md#install)',
      '~~~~ ',
      '[b](https://docs.example/guide/setup.md#install)',
      '```',
      '[c](./setup.md#install)',
    ]);
  });

  it('finds a target on the line of its link only', () => {
    const markdown = '[a]:\n./setup.md#install\n[b](\n./setup.md#install)\n<img\nsrc="./setup.md#install" />';
    expect(withSiteUrls(markdown, resolve)).toBe(markdown);
  });
});
