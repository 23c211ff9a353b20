// The delivery transport against a real HTTP server: body, headers, keepalive, and how answers reach the SDK.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Status, type Payload } from '@amplitude/analytics-core';
import { ApplicationTransport } from '../../../theme/islands/analytics/applicationTransport.js';

interface Received {
  method?: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let url: string;
let received: Received[] = [];
let answer: (res: ServerResponse) => void = (res) => res.end();

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, headers: req.headers, body: JSON.parse(text) as unknown });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2/httpapi`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  received = [];
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) => (res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const payload: Payload = {
  api_key: '{key}',
  events: [
    { event_type: 'Page Viewed', insert_id: 'a', device_id: 'd1', event_properties: { page: '/concepts/overview' } },
  ],
  options: { min_id_length: 5 },
  client_upload_time: '2026-01-01T00:00:00.000Z',
};

describe('ApplicationTransport', () => {
  it('POSTs exactly {api_key, events, options} as JSON with the origin header and keepalive', async () => {
    answer = json(200, { code: 200, events_ingested: 1, payload_size_bytes: 120, server_upload_time: 1700000000000 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await new ApplicationTransport('docs').send(url, payload);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers['x-origin-application']).toBe('docs');
    expect(request?.body).toEqual({ api_key: '{key}', events: payload.events, options: { min_id_length: 5 } });
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(response).toEqual({
      status: Status.Success,
      statusCode: 200,
      body: { eventsIngested: 1, payloadSizeBytes: 120, serverUploadTime: 1700000000000 },
    });
  });

  it('names the interface when it is the sending application', async () => {
    answer = json(200, { code: 200 });
    await new ApplicationTransport('interface').send(url, payload);
    expect(received[0]?.headers['x-origin-application']).toBe('interface');
  });

  it('hands the rate-limit fields to the SDK', async () => {
    answer = json(429, {
      code: 429,
      error: 'Too many requests',
      exceeded_daily_quota_devices: { d1: 1 },
      throttled_events: [0],
      throttled_users: {},
      eps_threshold: 30,
    });
    const response = await new ApplicationTransport('docs').send(url, payload);
    expect(response).toMatchObject({
      status: Status.RateLimit,
      statusCode: 429,
      body: { exceededDailyQuotaDevices: { d1: 1 }, throttledEvents: [0], epsThreshold: 30 },
    });
  });

  it('hands an invalid request with its missing field to the SDK', async () => {
    answer = json(400, { code: 400, error: 'Request missing required field', missing_field: 'api_key' });
    const response = await new ApplicationTransport('docs').send(url, payload);
    expect(response).toMatchObject({
      status: Status.Invalid,
      statusCode: 400,
      body: { error: 'Request missing required field', missingField: 'api_key' },
    });
  });

  it('falls back to the HTTP status when the body is not JSON or has no code', async () => {
    answer = (res) => res.writeHead(503).end('<html>unavailable</html>');
    expect(await new ApplicationTransport('docs').send(url, payload)).toEqual({
      status: Status.Failed,
      statusCode: 503,
    });
    answer = json(413, { error: 'Payload too large' });
    expect(await new ApplicationTransport('docs').send(url, payload)).toEqual({
      status: Status.PayloadTooLarge,
      statusCode: 413,
      body: { error: 'Payload too large' },
    });
  });

  it('reports a server that does not answer in time as a timeout (408), which the SDK retries', async () => {
    answer = () => undefined;
    const response = await new ApplicationTransport('docs', 200).send(url, payload);
    expect(response).toEqual({ status: Status.Timeout, statusCode: 408 });
  });

  it('lets a network failure reject, which the SDK counts as a failed delivery', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      new ApplicationTransport('docs').send(`http://127.0.0.1:${port}/2/httpapi`, payload),
    ).rejects.toThrow();
  });

  it('throws "FetchTransport is not supported" where fetch is missing', () => {
    vi.stubGlobal('fetch', undefined);
    try {
      expect(() => new ApplicationTransport('docs')).toThrow(new Error('FetchTransport is not supported'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
