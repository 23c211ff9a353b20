// A build into the folder of a previous one keeps the pages whose inputs did not change (hard links to the
// previous files) and renders the rest; a file changed by hand in the output is written again.
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { basicConfig, buildFixture, fixturesDir, tempSite } from './buildFixture.js';

const site = tempSite();
const docsDir = path.join(site.dir, 'docs');
cpSync(path.join(fixturesDir, 'site-basic/docs'), docsDir, { recursive: true });
afterAll(() => rmSync(site.dir, { recursive: true, force: true }));

const build = () => buildFixture(basicConfig, docsDir, site);
const page = (file: string) => path.join(site.outDir, file);
const inode = (file: string) => statSync(page(file)).ino;

it('keeps unchanged pages, renders changed ones, and repairs files edited in the output', async () => {
  expect((await build()).ok).toBe(true);
  const first = { intro: inode('guide/intro/index.html'), setup: inode('guide/setup/index.html') };

  expect((await build()).ok).toBe(true);
  expect(inode('guide/intro/index.html')).toBe(first.intro);
  expect(inode('guide/setup/index.html')).toBe(first.setup);

  const setupSource = path.join(docsDir, 'guide/setup.md');
  writeFileSync(setupSource, `${readFileSync(setupSource, 'utf8')}\n\nA sentence added between builds.\n`);
  expect((await build()).ok).toBe(true);
  expect(inode('guide/intro/index.html')).toBe(first.intro);
  expect(inode('guide/setup/index.html')).not.toBe(first.setup);
  expect(readFileSync(page('guide/setup/index.html'), 'utf8')).toContain('A sentence added between builds.');

  const intro = readFileSync(page('guide/intro/index.html'), 'utf8');
  writeFileSync(page('guide/intro/index.html'), 'edited by hand');
  expect((await build()).ok).toBe(true);
  expect(readFileSync(page('guide/intro/index.html'), 'utf8')).toBe(intro);
});
