// The dev server rebuilds on change, live-reloads, reports content errors without dying, and recovers.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devEventsPath, startDevServer, type DevServer } from '../../generator/dev/devServer.js';
import { readDevEvents, type DevEvent, type DevEventReader } from '../../generator/dev/devEvents.js';
import { silentReporter } from '../../generator/task.js';
import type { Diagnostic } from '../../generator/types.js';
import { listen } from '../../cli/serve.js';

const fixture = path.join(import.meta.dirname, 'fixtures/dev-site');
let root: string;
let dev: DevServer;
let url: string;
let events: DevEventReader;
let rebuilds = 0;
let firstDiagnostics: Diagnostic[] | undefined;

/** The next event of `type`; an editor's save can fire more than one rebuild, so earlier reloads are skipped. */
async function nextEvent(type: DevEvent['type']): Promise<DevEvent> {
  for (;;) {
    const event = await events.next();
    if (event.type === type) return event;
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'docsgen-dev-'));
  cpSync(fixture, root, { recursive: true });
  mkdirSync(path.join(root, 'content/static'), { recursive: true });
  writeFileSync(
    path.join(root, 'content/static/logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(100)}</svg>`,
  );
  // Symlinks in the static folder: to a file and a folder outside it (in the temp folder), and to a file inside it.
  mkdirSync(path.join(root, 'private'));
  writeFileSync(path.join(root, 'private/secret.txt'), 'SECRET');
  symlinkSync(path.join(root, 'private/secret.txt'), path.join(root, 'content/static/secret.txt'));
  symlinkSync(path.join(root, 'private'), path.join(root, 'content/static/private'));
  symlinkSync('logo.svg', path.join(root, 'content/static/linked.svg'));
  symlinkSync(path.join(root, 'private/secret.txt'), path.join(root, 'content/static/logo.svg.br'));
  dev = await startDevServer({
    rootDir: root,
    configFile: path.join(root, 'site.config.ts'),
    reporter: silentReporter,
    cacheDir: path.join(root, '.cache'),
    format: (d) => `${d.file}:${d.line} ${d.message}`,
    onRebuild: (diagnostics) => {
      rebuilds++;
      firstDiagnostics ??= diagnostics;
    },
  });
  url = await listen(dev.server, 0);
  events = await readDevEvents(`${url}${devEventsPath}`);
});

afterAll(async () => {
  events.close();
  await dev.close();
  rmSync(root, { recursive: true, force: true });
});

describe('docsgen dev', () => {
  it('serves pages rendered from memory with the live-reload hook', async () => {
    const html = await (await fetch(`${url}/guide/intro`)).text();
    expect(html).toContain('<title>Intro | Dev Fixture</title>');
    expect(html).toContain('/__docsgen/events');
  });

  it('builds once when it starts, not again until something changes', async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rebuilds).toBe(1);
  });

  it('warms up its renderer once serving, without a rebuild and without a page of its own', async () => {
    await Promise.all([dev.warmUp(), dev.warmUp()]);
    expect(rebuilds).toBe(1);
    expect((await fetch(`${url}/guide/intro`)).status).toBe(200);
    expect((await fetch(`${url}/warm-up`)).status).toBe(404);
  });

  it('rebuilds after an edit and tells the browser to reload', async () => {
    const page = path.join(root, 'docs/guide/intro.md');
    writeFileSync(page, readFileSync(page, 'utf8').replace('First words.', 'Edited words.'));
    expect((await nextEvent('reload')).type).toBe('reload');
    expect(await (await fetch(`${url}/guide/intro`)).text()).toContain('Edited words.');
  });

  it("shows a page's new title in the sidebar of the other pages after an edit", async () => {
    const setup = path.join(root, 'docs/guide/setup.md');
    writeFileSync(setup, '---\ntitle: Setup\nsidebar_position: 2\n---\n\nSetup words.\n');
    expect((await nextEvent('reload')).type).toBe('reload');
    const page = path.join(root, 'docs/guide/intro.md');
    const before = readFileSync(page, 'utf8');
    writeFileSync(page, before.replace('title: Intro', 'title: Renamed intro'));
    expect((await nextEvent('reload')).type).toBe('reload');
    expect(await (await fetch(`${url}/guide/setup`)).text()).toContain('Renamed intro');
    writeFileSync(page, before);
    expect((await nextEvent('reload')).type).toBe('reload');
    rmSync(setup);
    expect((await nextEvent('reload')).type).toBe('reload');
  });

  it('shows a content error in the overlay, keeps serving the last good site, and recovers', async () => {
    const page = path.join(root, 'docs/guide/intro.md');
    const good = readFileSync(page, 'utf8');
    writeFileSync(page, good.replace('title: Intro', 'title: [unclosed'));
    const error = await nextEvent('error');
    expect(error.errors?.join('\n')).toMatch(/docs\/guide\/intro\.md:2 malformed frontmatter/);
    expect((await fetch(`${url}/guide/intro`)).status).toBe(200);
    writeFileSync(page, good);
    expect((await nextEvent('reload')).type).toBe('reload');
  });

  it('goes on watching a docs folder that is deleted and restored', async () => {
    const docs = path.join(root, 'docs');
    rmSync(docs, { recursive: true });
    expect((await nextEvent('error')).errors?.join('\n')).toContain('docs folder not found');
    // Past the check a rebuild makes for changes saved while it ran: the new watcher must see these.
    const later = () => new Promise((resolve) => setTimeout(resolve, 300));
    await later();
    cpSync(path.join(fixture, 'docs'), docs, { recursive: true });
    await nextEvent('reload');
    await later();
    const page = path.join(docs, 'guide/intro.md');
    writeFileSync(page, readFileSync(page, 'utf8').replace('First words.', 'Restored and edited.'));
    await nextEvent('reload');
    expect(await (await fetch(`${url}/guide/intro`)).text()).toContain('Restored and edited.');
  });

  it('answers unknown paths with the not-found page', async () => {
    expect((await fetch(`${url}/missing`)).status).toBe(404);
  });

  it('answers a malformed URL with 400 and goes on serving', async () => {
    for (const target of ['/%', '/guide/%E0%A4%A', '/%00', '*'])
      expect((await rawRequest(target)).status, target).toBe(400);
    expect((await fetch(`${url}/guide/intro`)).status).toBe(200);
  });

  it('serves static files with ranges, and answers a bad range with 416', async () => {
    expect((await rawRequest('/logo.svg')).status).toBe(200);
    const range = await rawRequest('/logo.svg', { range: 'bytes=0-4' });
    expect(range.status).toBe(206);
    expect(range.body).toBe('<svg ');
    expect((await rawRequest('/logo.svg', { range: 'bytes=5-1' })).status).toBe(416);
    expect((await fetch(`${url}/guide/intro`)).status).toBe(200);
  });

  it('serves exactly the static files the build publishes: nothing linked out of the static folder, a file, a folder or a precompressed sibling, and warns of each', async () => {
    expect((await rawRequest('/linked.svg')).body).toBe(
      readFileSync(path.join(root, 'content/static/logo.svg'), 'utf8'),
    );
    for (const target of ['/secret.txt', '/private/secret.txt', '/private']) {
      const response = await rawRequest(target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toContain('SECRET');
    }
    const warned = firstDiagnostics?.filter((d) => d.message.includes('points outside the static folder'));
    expect(warned?.map((d) => [d.severity, d.file]).sort()).toEqual([
      ['warning', 'content/static/logo.svg.br'],
      ['warning', 'content/static/private'],
      ['warning', 'content/static/secret.txt'],
    ]);
    const brotli = await rawRequest('/logo.svg', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBeUndefined();
    expect(brotli.body).toContain('<svg');
  });

  it('refuses methods other than GET and HEAD with 405', async () => {
    const response = await rawRequest('/guide/intro', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('docsgen dev with no good build yet', () => {
  it('answers with the errors and reloads the page once a build succeeds', async () => {
    const broken = await startDevServer({
      rootDir: root,
      configFile: path.join(root, 'site.config.ts'),
      docsDir: path.join(root, 'no-such-docs'),
      reporter: silentReporter,
      cacheDir: path.join(root, '.cache-broken'),
      format: (d) => d.message,
    });
    const brokenUrl = await listen(broken.server, 0);
    try {
      const response = await fetch(`${brokenUrl}/guide/intro`);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain('docs folder not found: no-such-docs');
      expect(html).toContain(`new EventSource("${devEventsPath}")`);
    } finally {
      await broken.close();
    }
  });
});

/** A request sent as given (fetch would normalise the target), with its status, headers and body. */
function rawRequest(
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: target, method, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    })
      .on('error', reject)
      .end();
  });
}
