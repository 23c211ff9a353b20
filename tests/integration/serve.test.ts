// The static server of `docsgen serve`: URL rules and compression, on a small build folder.
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../cli/serve.js';

let dir: string;
let server: Server;
let baseUrl: string;
const page = `<!doctype html><title>Guide</title><p>${'Concentrated liquidity. '.repeat(200)}</p>`;
const searchIndex = JSON.stringify({
  documents: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Page ${i}` })),
});
const script = `export const lines = [${'"concentrated liquidity", '.repeat(100)}];\n`;
const logo = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'docsgen-serve-'));
  mkdirSync(path.join(dir, 'guide'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, 'guide/index.html'), page);
  writeFileSync(path.join(dir, 'assets/style-ABC.css'), `body { color: red; }\n${'.a { margin: 0; }\n'.repeat(200)}`);
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  mkdirSync(path.join(dir, 'search-index'));
  writeFileSync(path.join(dir, 'search-index/docs.json'), searchIndex);
  // Not the gzip of the JSON next to it, so a test can tell the file on disk from a compression made on request.
  writeFileSync(path.join(dir, 'search-index/docs.json.gz'), gzipSync(`${searchIndex.slice(0, -1)},"from":"disk"}`));
  writeFileSync(path.join(dir, 'logo.png'), logo);
  writeFileSync(path.join(dir, 'assets/main-ABC.js'), script);
  writeFileSync(path.join(dir, 'assets/main-ABC.js.br'), brotliCompressSync(script));
  server = createStaticServer(dir);
  baseUrl = await listen(server, 0);
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('createStaticServer', () => {
  it('serves a route and its trailing index.html alike', async () => {
    for (const route of ['/guide', '/guide/index.html']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(page);
    }
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Not found</title>');
  });

  it('gzips text for clients that accept it, and sends it plain to those that do not', async () => {
    const gzipped = await rawGet('/guide', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.length).toBeLessThan(page.length / 4);
    expect(gunzipSync(gzipped.body).toString()).toBe(page);
    const plain = await rawGet('/guide', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('gzips a page once per version: its ETag revalidates it, and a change is sent anew', async () => {
    const file = path.join(dir, 'changing/index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
    const first = await rawGet('/changing', { 'accept-encoding': 'gzip' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    expect(
      (await rawGet('/changing', { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) })).status,
    ).toBe(304);
    const changed = page.replace('Guide', 'Changed guide');
    writeFileSync(file, changed);
    const second = await rawGet('/changing', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(second.status).toBe(200);
    expect(gunzipSync(second.body).toString()).toBe(changed);
  });

  it('lets hashed assets be cached for good', async () => {
    const response = await rawGet('/assets/style-ABC.css', { 'accept-encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('createStaticServer and HTTP requests', () => {
  it('answers an unsatisfiable range with 416 and keeps serving', async () => {
    const response = await rawGet('/logo.png', { range: 'bytes=5-1' });
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${logo.length}`);
    const beyond = await rawGet('/logo.png', { range: `bytes=${logo.length}-` });
    expect(beyond.status).toBe(416);
    expect((await rawGet('/logo.png', {})).status).toBe(200);
  });

  it('sends the bytes a valid range asks for, suffix ranges included', async () => {
    const first = await rawGet('/logo.png', { range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(first.body).toEqual(logo.subarray(0, 10));
    const suffix = await rawGet('/logo.png', { range: 'bytes=-500' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${logo.length - 500}-${logo.length - 1}/${logo.length}`);
    expect(suffix.body).toEqual(logo.subarray(logo.length - 500));
    const open = await rawGet('/guide', { range: 'bytes=100-', 'accept-encoding': 'gzip' });
    expect(open.status).toBe(206);
    expect(open.body.toString()).toBe(page.slice(100));
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await rawGet('/guide', {});
    const etag = String(first.headers.etag);
    expect((await rawGet('/guide', { 'if-none-match': etag })).status).toBe(304);
    expect((await rawGet('/guide', { 'if-modified-since': String(first.headers['last-modified']) })).status).toBe(304);
    expect((await rawGet('/guide', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('refuses methods other than GET and HEAD with 405 and the allowed ones', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await rawGet('/guide', {}, method);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const head = await rawGet('/guide', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('answers a malformed or climbing path with a 4xx', async () => {
    expect((await rawGet('/%', {})).status).toBe(400);
    expect((await rawGet('/%E0%A4%A', {})).status).toBe(400);
    expect([400, 404]).toContain((await rawGet('/..%2f..%2f..%2fetc%2fpasswd', {})).status);
    expect((await rawGet('/guide', {})).status).toBe(200);
  });
});

describe('createStaticServer and precompressed files', () => {
  it('sends the .gz file written beside a file to clients that accept gzip', async () => {
    const gzipped = await rawGet('/search-index/docs.json', { 'accept-encoding': 'br, gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(gzipped.body).toString()).from).toBe('disk');
    const plain = await rawGet('/search-index/docs.json', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(searchIndex);
    expect(plain.headers.etag).not.toBe(gzipped.headers.etag);
  });

  it('sends the .br file to clients that accept brotli, gzip to gzip-only ones, and plain bytes otherwise', async () => {
    const brotli = await rawGet('/assets/main-ABC.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const gzipped = await rawGet('/assets/main-ABC.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const plainAccepts: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const accept of plainAccepts) {
      const plain = await rawGet('/assets/main-ABC.js', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it('answers a range request with the plain bytes even when the client accepts brotli', async () => {
    const ranged = await rawGet('/assets/main-ABC.js', { 'accept-encoding': 'br, gzip', range: 'bytes=7-18' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.body.toString()).toBe(script.slice(7, 19));
  });

  it('sends a .gz file asked for by name as it is, for the browser to inflate', async () => {
    const response = await rawGet('/search-index/docs.json.gz', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(JSON.parse(gunzipSync(response.body).toString()).from).toBe('disk');
  });
});

describe('createStaticServer after a rebuild', () => {
  it('serves the files of the folder swapped in, not those it saw at start', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-serve-swap-'));
    const site = path.join(root, 'build');
    const writeSite = (folder: string, pages: Record<string, string>) => {
      for (const [file, html] of Object.entries(pages)) {
        mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        writeFileSync(path.join(folder, file), html);
      }
    };
    writeSite(site, { 'index.html': 'old home', '404.html': 'old not found', 'guide/index.html': 'short' });
    const swapped = createStaticServer(site);
    const swappedUrl = await listen(swapped, 0);
    try {
      expect(await (await fetch(`${swappedUrl}/guide`)).text()).toBe('short');
      // What the build does at its end: write a new folder beside the old one and swap them by renaming.
      const next = path.join(root, 'build.tmp');
      const longer = `a longer page ${'x'.repeat(5000)}`;
      writeSite(next, {
        'index.html': 'new home',
        '404.html': 'new not found',
        'guide/index.html': longer,
        'new/index.html': 'a new page',
      });
      renameSync(site, path.join(root, 'build.old'));
      renameSync(next, site);
      rmSync(path.join(root, 'build.old'), { recursive: true });
      expect(statSync(site).isDirectory()).toBe(true);
      expect(await (await fetch(`${swappedUrl}/guide`)).text()).toBe(longer);
      const added = await fetch(`${swappedUrl}/new`);
      expect(added.status).toBe(200);
      expect(await added.text()).toBe('a new page');
      const missing = await fetch(`${swappedUrl}/gone`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('new not found');
    } finally {
      swapped.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('createStaticServer and symlinks', () => {
  it('answers 404 for a file, a folder or a precompressed sibling linked out of the folder, and follows links inside it', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docsgen-serve-links-'));
    const site = path.join(root, 'site');
    mkdirSync(path.join(root, 'outside/dir'), { recursive: true });
    writeFileSync(path.join(root, 'outside/secret.txt'), 'SECRET');
    writeFileSync(path.join(root, 'outside/dir/secret.txt'), 'SECRET');
    mkdirSync(path.join(site, 'blog'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), 'home');
    writeFileSync(path.join(site, 'blog/index.html'), 'the blog');
    writeFileSync(path.join(site, 'inside.txt'), 'inside');
    const link = (target: string, name: string) => symlinkSync(target, path.join(site, name));
    link(path.join(root, 'outside/secret.txt'), 'passwd.txt');
    link(path.join(root, 'outside/dir'), 'etcdir');
    link(path.join(root, 'outside/secret.txt'), 'blog/index.html.br');
    link(path.join(root, 'outside/secret.txt'), 'blog/index.html.gz');
    link(path.join(root, 'outside/secret.txt'), '404.html');
    link('inside.txt', 'linked.txt');
    link('blog', 'linked-blog');
    // Served through a symlink to the folder, as a deployment that swaps a link would.
    symlinkSync(site, path.join(root, 'current'));
    const linked = createStaticServer(path.join(root, 'current'));
    const linkedUrl = await listen(linked, 0);
    const get = (route: string, headers: Record<string, string> = {}) => rawGet(route, headers, 'GET', linkedUrl);
    try {
      for (const route of ['/passwd.txt', '/etcdir/secret.txt', '/etcdir/', '/missing']) {
        const response = await get(route);
        expect(response.status, route).toBe(404);
        expect(response.body.toString(), route).toBe('Not found');
      }
      for (const encoding of ['br', 'gzip']) {
        const blog = await get('/blog/', { 'accept-encoding': encoding });
        expect(blog.status).toBe(200);
        expect(blog.headers['content-encoding']).toBeUndefined();
        expect(blog.body.toString()).toBe('the blog');
      }
      expect((await get('/linked.txt')).body.toString()).toBe('inside');
      expect((await get('/linked-blog/')).body.toString()).toBe('the blog');
    } finally {
      linked.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** A GET without fetch's transparent decompression, so the bytes on the wire can be checked. */
function rawGet(
  route: string,
  headers: Record<string, string>,
  method = 'GET',
  base = baseUrl,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${base}${route}`, { headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}
