// checkBuildFolder reports a broken link of the chrome at the same page however the file system lists and reads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { checkBuildFolder } from '../../../generator/check/checkBuildFolder.js';

/** The read of `a/index.html` finishes only after that of `b/index.html`, as on a busy machine it may. */
const gate = vi.hoisted(() => {
  let open = () => {};
  return { bRead: new Promise<void>((resolve) => (open = resolve)), open: () => open() };
});

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    // The listing in the reverse of name order, which a file system may give too.
    readdir: async (...args: Parameters<typeof actual.readdir>) => [...(await actual.readdir(...args))].reverse(),
    readFile: async (...args: Parameters<typeof actual.readFile>) => {
      const file = String(args[0]);
      if (file.endsWith(path.join('a', 'index.html'))) await gate.bRead;
      const contents = await actual.readFile(...args);
      if (file.endsWith(path.join('b', 'index.html'))) gate.open();
      return contents;
    },
  };
});

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('reports a broken link every page holds at the first page by name, whatever order the reads finish in', async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-check-order-'));
  for (const page of ['a', 'b']) {
    mkdirSync(path.join(dir, page));
    writeFileSync(path.join(dir, page, 'index.html'), `<main id="main"><a href="/">home</a> ${page}</main>`);
  }
  const problems = await checkBuildFolder(dir, { onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn' });
  expect(problems.map((d) => [d.file, d.message])).toEqual([
    [path.join(path.basename(dir), 'a/index.html'), 'broken link to /: no page at /'],
  ]);
});
