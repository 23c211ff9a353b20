// The command line as a subprocess: exit codes 0 (success) and 1 (bad input: usage, content or config), and what it prints.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStampContents, buildStampName } from '../../generator/emit/buildStamp.js';
import { expected, listFiles, rootDir } from './buildFixture.js';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/docsgen.js ...args` in the project root. */
function docsgen(...args: string[]): Promise<Run> {
  return docsgenIn(rootDir, ...args);
}

/** Runs docsgen with `args` in the folder `cwd`. */
function docsgenIn(cwd: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(rootDir, 'bin/docsgen.js'), ...args],
      { cwd, env: { ...process.env, NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe.concurrent('docsgen usage', () => {
  it('prints help and exits 0', async () => {
    const run = await docsgen('--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: docsgen');
    for (const command of ['build', 'dev', 'serve', 'check-links']) expect(run.stdout).toContain(command);
  });

  it('prints the version and exits 0', async () => {
    const run = await docsgen('--version');
    expect(run).toMatchObject({ code: 0, stdout: '0.1.0\n' });
  });

  it('exits 1 on an unknown option, naming it, with a one-line error and a hint', async () => {
    const run = await docsgen('build', '--bogus');
    expect(run).toMatchObject({
      code: 1,
      stderr: "error unknown option '--bogus'\n  hint: Run `docsgen build --help` for its options.\n",
    });
  });

  it('exits 1 on an unknown command', async () => {
    const run = await docsgen('frobnicate');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^error unknown command 'frobnicate'\n  hint: Run `docsgen --help` for the commands\.\n$/,
    );
  });

  it('prints help and exits 1 when no command is given', async () => {
    const run = await docsgen();
    expect(run.code).toBe(1);
    expect(run.stderr + run.stdout).toContain('Usage: docsgen');
  });

  it.each([
    ['serve', '--port', 'http', 'a port number from 0 to 65535'],
    ['serve', '--port', '99999', 'a port number from 0 to 65535'],
    ['dev', '--port', '-1', 'a port number from 0 to 65535'],
    ['build', '--workers', 'abc', 'a whole number from 0 to 256'],
    ['build', '--workers', '-1', 'a whole number from 0 to 256'],
    ['build', '--workers', '1.5', 'a whole number from 0 to 256'],
  ])('exits 1 on an invalid option value: %s %s %s', async (command, option, value, allowed) => {
    const run = await docsgen(command, option, value);
    expect(run).toMatchObject({
      code: 1,
      stderr: `error option '${option} <${option === '--port' ? 'port' : 'n'}>' argument '${value}' is invalid. It must be ${allowed}.\n  hint: Run \`docsgen ${command} --help\` for its options.\n`,
    });
  });

  it('prints help for a command and exits 0', async () => {
    const run = await docsgen('build', '--help');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: docsgen build');
  });
});

describe('docsgen build', () => {
  const config = 'tests/fixtures/site-basic/site.config.ts';

  it('builds a site, exits 0 and says how many pages it wrote', async () => {
    const run = await docsgen('build', '--config', config, '--out', path.join(tmp, 'ok'));
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/Built \d+ pages \(\d+ files\) in .*: 0 errors, 0 warnings\./);
    expect(listFiles(path.join(tmp, 'ok'))).toEqual(
      expect.arrayContaining(expected<string[]>('site-basic', 'files.json')),
    );
    expect(readFileSync(path.join(tmp, 'ok/old-intro/index.html'), 'utf8')).toContain('url=/guide/intro');
  });

  it('exits 1 on a content error, prints it with file:line and hint, and writes nothing', async () => {
    const run = await docsgen(
      'build',
      '--config',
      config,
      '--docs',
      'tests/fixtures/bad-missing-image/docs',
      '--out',
      path.join(tmp, 'bad'),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error tests/fixtures/bad-missing-image/docs/guide/pictures.md:7:1 image not found: /img/curve.png\n  hint: Put the file at static/img/curve.png or fix the path.\n',
    );
    expect(run.stderr).toMatch(/Build failed in .*: 1 error, 0 warnings\./);
    expect(existsSync(path.join(tmp, 'bad'))).toBe(false);
  });

  // Alone, not beside the file's other builds: its two builds are the heaviest of the file.
  it.sequential(
    'renders many new pages on the render threads, with code and math as the main thread renders them',
    async () => {
      // Just enough pages, each new to the markdown cache (a fresh token), for the build to start its render threads
      // (stderr says so); a build of two of them renders all on the main thread, and their code and math must come out
      // the same.
      const token = randomUUID();
      const contract = Array.from(
        { length: 40 },
        (_, i) => `    function f${i}(uint256 a) external pure returns (uint256) { return a * ${i} + 1; }`,
      ).join('\n');
      const writeDocs = (dir: string, names: string[]) => {
        mkdirSync(path.join(dir, 'guide'), { recursive: true });
        writeFileSync(path.join(dir, 'guide/intro.md'), `# Intro\n\nRun ${token}.\n`);
        for (const name of names) {
          // A folder given with --docs is read as MDX, where `$…$` is not math: these CommonMark pages say so.
          writeFileSync(
            path.join(dir, `guide/${name}.md`),
            `---\nformat: md\n---\n\n# Page ${name}\n\n## Usage\n\n\`\`\`solidity title="C.sol" {2,4}\ncontract C { // ${token}\n${contract}\n}\n\`\`\`\n\nThen \`\`\`ts\` code:\n\n\`\`\`ts showLineNumbers\nconst fee: number = ${name.length};\n\`\`\`\n\nThe price is $p = y / x$, and:\n\n$$\nL = \\sqrt{x y}\n$$\n`,
          );
        }
      };
      const pages = Array.from({ length: 48 }, (_, i) => `page-${i}`);
      writeDocs(path.join(tmp, 'many-docs'), pages);
      writeDocs(path.join(tmp, 'few-docs'), pages.slice(0, 2));
      const buildInto = (docs: string, out: string) =>
        docsgen(
          'build',
          '--config',
          config,
          '--docs',
          path.join(tmp, docs),
          '--out',
          path.join(tmp, out),
          '--workers',
          '2',
        );
      const many = await buildInto('many-docs', 'many');
      expect(many.code, many.stderr).toBe(0);
      expect(many.stderr).toMatch(/(prerender|markdown) .*\d+ .*pages.*\(rendered on 2 threads\)/);
      const few = await buildInto('few-docs', 'few');
      expect(few.code, few.stderr).toBe(0);
      expect(few.stderr).toMatch(/markdown .*\(rendered on 1 thread\)/);
      const codeBlocks = (html: string) => html.match(/<div class="code-block".*?<\/button><\/div>/gs) ?? [];
      const formulas = (html: string) => html.match(/<span class="katex(-display)?">.*?<\/annotation>/gs) ?? [];
      for (const name of pages) {
        const html = readFileSync(path.join(tmp, `many/guide/${name}/index.html`), 'utf8');
        expect(html).toContain(`<h2 id="usage"`);
        expect(html).toContain(token);
        const blocks = codeBlocks(html);
        expect(blocks).toHaveLength(2);
        expect(blocks[0]).toMatch(/<div class="code-title">C\.sol<\/div><pre class="shiki"[^>]*>.*tk-keyword/s);
        expect(blocks[0]!.match(/class="line highlighted"/g)).toHaveLength(2);
        expect(blocks[1]).toContain('<pre class="shiki line-numbers" tabindex="0">');
        expect(formulas(html)).toHaveLength(2);
        if (pages.indexOf(name) < 2) {
          const single = readFileSync(path.join(tmp, `few/guide/${name}/index.html`), 'utf8');
          expect(blocks).toEqual(codeBlocks(single));
          expect(formulas(html)).toEqual(formulas(single));
        }
      }
    },
  );

  it('exits 1 with a hint when the docs folder does not exist', async () => {
    const run = await docsgen(
      'build',
      '--config',
      config,
      '--docs',
      'tests/fixtures/no-such-docs',
      '--out',
      path.join(tmp, 'no-docs'),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error docs folder not found: tests/fixtures/no-such-docs\n  hint: Pass --docs a folder of markdown pages',
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(tmp, 'no-docs'))).toBe(false);
  });

  it('refuses an output folder it would wreck, and leaves it as it was', async () => {
    const docs = path.join(tmp, 'out-docs');
    mkdirSync(docs, { recursive: true });
    writeFileSync(path.join(docs, 'intro.md'), '# Intro\n\nText.\n');
    const notes = path.join(tmp, 'notes');
    mkdirSync(notes);
    writeFileSync(path.join(notes, 'todo.txt'), 'keep me');
    writeFileSync(path.join(tmp, 'a-file'), 'keep me too');
    // A gh-pages checkout has a site's index.html, but docsgen did not build it.
    const ghPages = path.join(tmp, 'gh-pages');
    mkdirSync(path.join(ghPages, '.git'), { recursive: true });
    writeFileSync(path.join(ghPages, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(ghPages, 'CNAME'), 'docs.example');
    const cases: Array<[string, RegExp]> = [
      [docs, /the build replaces this folder, and with it .*out-docs/],
      [tmp, /the build replaces this folder, and with it .*out-docs/],
      [path.join(docs, 'site'), /lies inside .*out-docs, which the site is built from/],
      [notes, /not empty and has no \.docsgen-build file/],
      [ghPages, /not empty and has no \.docsgen-build file/],
      [path.join(tmp, 'a-file'), /a file of that name exists/],
      ['.', /output folder \.: the build replaces this folder, and with it the project/],
    ];
    for (const [out, message] of cases) {
      const run = await docsgen('build', '--config', config, '--docs', docs, '--out', out);
      expect(run.code, out).toBe(1);
      expect(run.stderr, out).toMatch(message);
      expect(run.stderr, out).toContain('hint: Pass --out');
      // Refused before any stage runs, not after every page is rendered.
      if (out !== path.join(docs, 'site'))
        expect(`${run.stdout}${run.stderr}`, out).not.toMatch(/✓ (discover|markdown)/);
    }
    expect(readFileSync(path.join(docs, 'intro.md'), 'utf8')).toContain('# Intro');
    expect(readFileSync(path.join(notes, 'todo.txt'), 'utf8')).toBe('keep me');
    expect(readFileSync(path.join(tmp, 'a-file'), 'utf8')).toBe('keep me too');
    expect(readFileSync(path.join(ghPages, 'CNAME'), 'utf8')).toBe('docs.example');
    expect(existsSync(path.join(docs, 'site'))).toBe(false);
  });

  it('refuses an output folder that is a link to nowhere before building, naming it', async () => {
    const dangling = path.join(tmp, 'dangling');
    symlinkSync(path.join(tmp, 'nonexistent'), dangling);
    const run = await docsgen('build', '--config', config, '--out', dangling);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /error output folder .*dangling: it is a symbolic link to .*nonexistent, which does not exist/,
    );
    expect(run.stderr).toContain('hint: Pass --out a folder rather than a link');
    expect(run.stderr).not.toMatch(/unexpected failure|\n\s+at /);
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/✓ (discover|markdown)/);
    expect(existsSync(path.join(tmp, 'nonexistent'))).toBe(false);
  });

  it('builds into the folder an --out link points to, keeping the link, and checks that folder as --out', async () => {
    const target = path.join(tmp, 'link-target');
    mkdirSync(target);
    const link = path.join(tmp, 'out-link');
    symlinkSync(target, link);
    const run = await docsgen('build', '--config', config, '--out', link);
    expect(run.code, run.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(existsSync(path.join(target, buildStampName))).toBe(true);
    expect(existsSync(path.join(target, '404.html'))).toBe(true);
    // A link to a folder docsgen did not build is refused as that folder would be.
    const kept = path.join(tmp, 'link-kept');
    mkdirSync(kept);
    writeFileSync(path.join(kept, 'notes.txt'), 'mine');
    const keptLink = path.join(tmp, 'out-link-kept');
    symlinkSync(kept, keptLink);
    const refused = await docsgen('build', '--config', config, '--out', keptLink);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/error output folder .*link-kept: it is not empty and has no \.docsgen-build file/);
    expect(readdirSync(kept)).toEqual(['notes.txt']);
  });

  it('refuses a cache folder it did not make, or one among the sources, and leaves it as it was', async () => {
    const docs = path.join(tmp, 'cache-docs');
    for (const file of ['intro.md', 'sdk/v3/overview.md', 'sdk/v4/overview.md']) {
      mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      writeFileSync(path.join(docs, file), '# Page\n\nText.\n');
    }
    const userDir = path.join(tmp, 'userdir');
    for (const folder of ['v1', 'v3/sub', 'v2/a', 'v2/b', 'v2/c', 'v2/d'])
      mkdirSync(path.join(userDir, folder), { recursive: true });
    writeFileSync(path.join(userDir, 'v1', 'notes.txt'), 'precious');
    writeFileSync(path.join(tmp, 'cache-file'), 'keep me');
    const cases: Array<[string, RegExp]> = [
      [userDir, /not empty and has no CACHEDIR\.TAG of docsgen's, so docsgen did not make it/],
      [path.join(docs, 'sdk'), /the cache folder lies inside .*cache-docs, which the site is built from/],
      [config, /the cache folder holds tests\/fixtures\/site-basic\/site\.config\.ts/],
      [path.join(tmp, 'cache-file'), /a file of that name exists, so the cache folder cannot be made/],
      [path.join(tmp, 'cache-file', 'x'), /cache-file is a file, so the cache folder cannot be made/],
    ];
    const entries = () => readdirSync(tmp, { recursive: true }).map(String).sort();
    const before = entries();
    for (const [cacheDir, message] of cases) {
      const out = path.join(tmp, 'cache-out');
      const run = await docsgen('build', '--config', config, '--docs', docs, '--out', out, '--cache-dir', cacheDir);
      expect(run.code, cacheDir).toBe(1);
      expect(run.stderr, cacheDir).toMatch(new RegExp(`error ${cacheDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
      expect(run.stderr, cacheDir).toMatch(message);
      expect(run.stderr, cacheDir).toContain('hint: Pass --cache-dir');
      expect(run.stderr, cacheDir).not.toMatch(/\n\s+at /);
      expect(`${run.stdout}${run.stderr}`, cacheDir).not.toMatch(/✓ (discover|markdown)/);
    }
    expect(entries()).toEqual(before);
    expect(readFileSync(path.join(userDir, 'v1', 'notes.txt'), 'utf8')).toBe('precious');
  });

  it('check-links leaves no cache folder where there was none', async () => {
    const out = path.join(tmp, 'links-out');
    expect((await docsgen('build', '--config', config, '--out', out)).code).toBe(0);
    const here = mkdtempSync(path.join(tmp, 'links-'));
    const run = await docsgenIn(here, 'check-links', '--config', path.join(rootDir, config), '--dir', out);
    expect(run.stderr).toMatch(/check-links: \d+ errors?/);
    expect(readdirSync(here)).toEqual([]);
  });

  it('dev exits 1 with a hint when its port is taken, rather than running on without a server', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as AddressInfo;
    try {
      const run = await docsgen('dev', '--port', String(port), '--config', config);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`error could not listen on port ${port}`);
      expect(run.stderr).toContain('hint: Pass another --port.');
    } finally {
      busy.close();
    }
  }, 60_000);

  it('dev and serve name the host, not the port, when the host is no address of this machine', async () => {
    const site = path.join(tmp, 'served');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
    // 192.0.2.1 is set aside for documentation (RFC 5737): no machine has it.
    const runs = [
      await docsgen('serve', '--dir', site, '--host', '192.0.2.1', '--port', '0'),
      await docsgen('dev', '--config', config, '--host', '192.0.2.1', '--port', '0'),
    ];
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('error could not listen on 192.0.2.1: listen EADDRNOTAVAIL');
      expect(run.stderr).toContain('hint: Pass --host an address of this machine, such as 127.0.0.1');
      expect(run.stderr).not.toContain('--port');
    }
  }, 60_000);

  it('exits 1 when the config names a folder, saying so', async () => {
    const run = await docsgen('build', '--config', 'tests/fixtures/site-basic', '--out', path.join(tmp, 'none'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error tests/fixtures/site-basic is a folder, not a config file\n  hint: Pass --config the config file itself',
    );
  });

  it('exits 1 when the config file is missing', async () => {
    const run = await docsgen('build', '--config', 'tests/fixtures/nope.config.ts', '--out', path.join(tmp, 'none'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error tests/fixtures/nope.config.ts config file not found');
  });
});

describe.concurrent('docsgen check-links', () => {
  const config = 'tests/fixtures/site-basic/site.config.ts';

  it('refuses a folder docsgen did not build, a file and a missing folder, with a hint, before reading them', async () => {
    const notBuilt = path.join(tmp, 'not-built');
    mkdirSync(notBuilt, { recursive: true });
    writeFileSync(path.join(notBuilt, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(tmp, 'plain-file'), 'text');
    const cases: Array<[string, string]> = [
      [notBuilt, 'it has no .docsgen-build file, so docsgen did not build it'],
      [path.join(tmp, 'plain-file'), 'it is a file, not a folder'],
      [path.join(tmp, 'plain-file/below'), 'the folder does not exist'],
      [path.join(tmp, 'no-such-folder'), 'the folder does not exist'],
    ];
    for (const [dir, why] of cases) {
      const run = await docsgen('check-links', '--config', config, '--dir', dir);
      expect(run.code, dir).toBe(1);
      expect(run.stderr, dir).toBe(
        `error ${dir}: no built site here: ${why}\n  hint: Run \`docsgen build\` first, or pass --dir the folder it built.\n`,
      );
    }
  });

  it('checks a folder holding the stamp of a build', async () => {
    const built = path.join(tmp, 'stamped');
    mkdirSync(built, { recursive: true });
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Home</title><a href="/">home</a>');
    writeFileSync(path.join(built, buildStampName), buildStampContents);
    const run = await docsgen('check-links', '--config', config, '--dir', built);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('check-links: 0 errors, 0 warnings');
  });

  it('exits 1 with the errors build gives when the config named cannot be loaded', async () => {
    const built = path.join(tmp, 'stamped-for-config');
    mkdirSync(built, { recursive: true });
    writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(built, buildStampName), buildStampContents);
    const broken = path.join(tmp, 'broken.config.ts');
    writeFileSync(broken, "export default {\n  title: 'x',,\n};\n");
    const missing = await docsgen('check-links', '--config', 'tests/fixtures/nope.config.ts', '--dir', built);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('error tests/fixtures/nope.config.ts config file not found\n  hint: ');
    expect(missing.stderr).toContain('check-links: 1 error, 0 warnings');
    const syntax = await docsgen('check-links', '--config', broken, '--dir', built);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toMatch(/error .*broken\.config\.ts:2:\d+ .*\n  hint: Fix the TypeScript syntax/);
    const invalid = await docsgen(
      'check-links',
      '--config',
      'tests/fixtures/bad-config-value/site.config.ts',
      '--dir',
      built,
    );
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(
      /error tests\/fixtures\/bad-config-value\/site\.config\.ts:\d+ invalid value at `onBrokenLinks`/,
    );
  });

  it('checks without a config where there is none and none is named', async () => {
    const project = path.join(tmp, 'no-config-project');
    mkdirSync(path.join(project, 'build'), { recursive: true });
    writeFileSync(path.join(project, 'build/index.html'), '<!doctype html><title>Home</title><a href="/">home</a>');
    writeFileSync(path.join(project, 'build', buildStampName), buildStampContents);
    const run = await docsgenIn(project, 'check-links');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('check-links: 0 errors, 0 warnings\n');
  });
});
