// A build reads a page's file again after rendering it (for its `.md` copy); a file edited in between fails the
// build with an error naming it, rather than writing a site made of two versions of the page.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/index.js';
import { silentReporter, type Reporter } from '../../generator/task.js';
import { basicConfig, fixtureCacheDir, rootDir } from './buildFixture.js';
import { writeTempSite } from './tempDocs.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = '---\ntitle: Pools\n---\n\nA pool holds two tokens.\n';
// A page whose body the routes stage changes (its cards), which copies its rendered page.
const cards = "# Cards\n\nimport DocCardList from '@theme/DocCardList';\n\nThe guide's pages:\n\n<DocCardList />\n";

/** Builds a temp site whose `docs/guide/pools.md` `edit` may change when the render stage starts. */
async function buildEditedAtRender(edit?: (file: string) => void) {
  const site = writeTempSite({ 'docs/guide/pools.md': page, 'docs/guide/cards.mdx': cards });
  made.push(site.dir);
  const file = path.join(site.docsDir, 'guide/pools.md');
  const reporter: Reporter = {
    ...silentReporter,
    stageStarted: (stage) => {
      if (stage === 'render') edit?.(file);
    },
  };
  const options = { rootDir, configFile: basicConfig, mode: 'build' as const, reporter };
  return {
    site,
    built: await buildSite({ ...options, ...site, cacheDir: fixtureCacheDir(basicConfig, site.cacheDir) }),
  };
}

describe('a page edited while the site is built', () => {
  it('still gets its markdown copies from the files when they are unchanged', async () => {
    const { site, built } = await buildEditedAtRender();
    expect(built.ok).toBe(true);
    expect(readFileSync(path.join(site.outDir, 'guide/pools.md'), 'utf8')).toContain('A pool holds two tokens.');
    expect(readFileSync(path.join(site.outDir, 'guide/cards.md'), 'utf8')).toContain("The guide's pages:");
  });

  it('fails the build with an error naming the file, and writes no output folder', async () => {
    const { site, built } = await buildEditedAtRender((file) =>
      writeFileSync(file, page.replace('two tokens', 'three tokens')),
    );
    expect(built.ok).toBe(false);
    expect(built.diagnostics).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        file: path.relative(rootDir, path.join(site.docsDir, 'guide/pools.md')),
        message: 'the file changed while the site was being built',
      }),
    );
    expect(existsSync(site.outDir)).toBe(false);
  });

  it('fails the same way when the file changed before a diagnostic of a later stage reads it for its line', async () => {
    const tagged = '---\ntitle: Tagged\ntags:\n  - label: Out\n    permalink: /../../out\n---\n\nTagged.\n';
    const site = writeTempSite({ 'docs/guide/tagged.md': tagged });
    made.push(site.dir);
    const file = path.join(site.docsDir, 'guide/tagged.md');
    const reporter: Reporter = {
      ...silentReporter,
      stageStarted: (stage) => {
        if (stage === 'routes') writeFileSync(file, tagged.replace('Tagged.', 'Edited.'));
      },
    };
    const cacheDir = fixtureCacheDir(basicConfig, site.cacheDir);
    const built = await buildSite({ rootDir, configFile: basicConfig, mode: 'build', reporter, ...site, cacheDir });
    expect(built.ok).toBe(false);
    expect(built.diagnostics).toContainEqual(
      expect.objectContaining({
        file: path.relative(rootDir, file),
        message: 'the file changed while the site was being built',
      }),
    );
  });
});
