// Relative `.md` links become routes, resolved against the page's own source path (number prefixes included).
import { describe, expect, it } from 'vitest';
import { hrefResolver } from '../../../generator/routes/hrefResolver.js';

const routes = new Map([
  ['01-guide/01-intro.md', '/guide/intro'],
  ['01-guide/02-setup.md', '/guide/setup'],
  ['01-guide/advanced/index.mdx', '/guide/advanced'],
  ['reference/api.md', '/reference/api'],
]);
const resolve = hrefResolver('01-guide/01-intro.md', routes);

describe('hrefResolver', () => {
  it('turns sibling and nested .md/.mdx links into routes, keeping the anchor', () => {
    expect(resolve('./02-setup.md')).toBe('/guide/setup');
    expect(resolve('02-setup.md#install')).toBe('/guide/setup#install');
    expect(resolve('advanced/index.mdx')).toBe('/guide/advanced');
  });

  it('follows .. out of the folder', () => {
    expect(resolve('../reference/api.md')).toBe('/reference/api');
  });

  it('leaves a .md link to no file unchanged for the link checker', () => {
    expect(resolve('./missing.md')).toBe('./missing.md');
    expect(resolve('./100%.md')).toBe('./100%.md');
  });

  it('leaves absolute, anchor-only, external and non-markdown links alone', () => {
    for (const href of ['/guide/setup', '#top', 'https://x.example/a.md', './diagram.png', 'setup'])
      expect(resolve(href)).toBe(href);
  });
});
