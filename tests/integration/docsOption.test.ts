// `--docs` another folder builds that folder alone: the docs the config's plugins generate belong to its own folder.
import { describe, expect, it } from 'vitest';
import { builtFixture } from './buildFixture.js';

const config = 'tests/fixtures/docs-option/site.config.ts';
const own = builtFixture(config, undefined);
const other = builtFixture(config, 'tests/fixtures/docs-option/other-docs');
const docRoutes = (fixture: typeof own) =>
  fixture
    .model!.pages.filter((p) => p.page.kind === 'doc')
    .map((p) => p.page.route)
    .sort();

describe('--docs', () => {
  it("adds the plugins' generated docs to the config's own docs folder", () => {
    expect(own.build.diagnostics).toEqual([]);
    expect(docRoutes(own)).toEqual(['/intro', '/reference/generated']);
    expect(own.page('/reference/generated')).toContain('Made by a plugin.');
  });

  it('builds another folder without them: its page takes the URL, with no duplicate route', () => {
    expect(other.build.diagnostics).toEqual([]);
    expect(docRoutes(other)).toEqual(['/intro', '/reference/generated']);
    expect(other.page('/reference/generated')).toContain('Written by the other team');
    expect(other.page('/reference/generated')).not.toContain('Made by a plugin.');
  });

  it('tells the plugins which folder it builds, and keeps their standalone pages', () => {
    expect(own.page('/docs-folder')).toContain("The config's own.");
    expect(other.page('/docs-folder')).toContain('Another folder.');
  });
});
