// The static server of `docsgen serve`: URL rules and compression, on a small build folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../cli/serve.js';

let dir: string;
let server: Server;
let baseUrl: string;
const page = `<!doctype html><title>Guide</title><p>${'Concentrated liquidity. '.repeat(200)}</p>`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'docsgen-serve-'));
  mkdirSync(path.join(dir, 'guide'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(dir, 'guide/index.html'), page);
  writeFileSync(path.join(dir, 'assets/style-ABC.css'), `body { color: red; }\n${'.a { margin: 0; }\n'.repeat(200)}`);
  writeFileSync(path.join(dir, '404.html'), '<!doctype html><title>Not found</title>');
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

  it('lets hashed assets be cached for good', async () => {
    const response = await rawGet('/assets/style-ABC.css', { 'accept-encoding': 'gzip' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

/** A GET without fetch's transparent decompression, so the bytes on the wire can be checked. */
function rawGet(route: string, headers: Record<string, string>): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${baseUrl}${route}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
