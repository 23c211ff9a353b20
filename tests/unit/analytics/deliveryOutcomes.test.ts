// What happens to a batch for each delivery outcome (sent, retried, dropped), as the Amplitude SDK's destination handles it with the docs' client settings.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AmplitudeCore,
  BaseTransport,
  Config,
  Destination,
  LogLevel,
  type Event,
  type Payload,
  type Response,
  type Result,
} from '@amplitude/analytics-core';
import { clientLimits } from '../../../theme/islands/analytics/clientOptions.js';

/** Answers each request with the next scripted JSON body (then 200), recording when and what was sent. */
class ScriptedTransport extends BaseTransport {
  readonly requests: Array<{ at: number; events: Event[] }> = [];
  constructor(private readonly answers: Array<Record<string, unknown>>) {
    super();
  }
  override async send(_serverUrl: string, payload: Payload): Promise<Response | null> {
    this.requests.push({ at: Date.now(), events: [...payload.events] });
    return this.buildResponse(this.answers.shift() ?? { code: 200, events_ingested: payload.events.length });
  }
}

class TestClient extends AmplitudeCore {
  start(config: Config) {
    return this._init(config);
  }
}

async function startClient(
  answers: Array<Record<string, unknown>>,
  options: { apiKey?: string; optOut?: boolean } = {},
) {
  const transport = new ScriptedTransport(answers);
  const client = new TestClient();
  const config = new Config({
    apiKey: options.apiKey ?? '{key}',
    transportProvider: transport,
    flushIntervalMillis: clientLimits.flushIntervalMillis,
    flushQueueSize: clientLimits.flushQueueSize,
    flushMaxRetries: clientLimits.flushMaxRetries,
    logLevel: LogLevel.None,
    optOut: options.optOut ?? false,
  });
  await client.start(config);
  await client.add(new Destination()).promise;
  const results: Result[] = [];
  const track = (name: string, deviceId = 'device-1') =>
    void client.track(name, {}, { device_id: deviceId }).promise.then((r) => results.push(r));
  return { transport, results, track, startedAt: Date.now() };
}

const names = (events: Event[]) => events.map((e) => e.event_type);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('delivery outcomes', () => {
  it('2xx: done after one request, sent one flush interval (1 s) after the event', async () => {
    const { transport, results, track, startedAt } = await startClient([{ code: 200 }]);
    track('a');
    await vi.advanceTimersByTimeAsync(999);
    expect(transport.requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.requests.map((r) => r.at - startedAt)).toEqual([1000]);
    expect(results).toMatchObject([{ code: 200, message: 'Event tracked successfully' }]);
  });

  it('429: drops the events of devices over their daily quota and holds throttled events for 30 s', async () => {
    const { transport, results, track, startedAt } = await startClient([
      {
        code: 429,
        error: 'Too many requests',
        exceeded_daily_quota_devices: { 'over-quota': 1 },
        throttled_events: [1],
      },
    ]);
    track('quota', 'over-quota');
    track('throttled');
    track('fine');
    await vi.advanceTimersByTimeAsync(1000);
    expect(results).toMatchObject([{ event: { event_type: 'quota' }, code: 429, message: 'Too many requests' }]);
    await vi.advanceTimersByTimeAsync(2000);
    // Not before the throttle wait: the destination reschedules to the longest pending timeout.
    expect(transport.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(transport.requests.map((r) => [r.at - startedAt, names(r.events)])).toEqual([
      [1000, ['quota', 'throttled', 'fine']],
      [31_000, ['throttled', 'fine']],
    ]);
    expect(results.map((r) => [r.event.event_type, r.code])).toEqual([
      ['quota', 429],
      ['throttled', 200],
      ['fine', 200],
    ]);
  });

  it('413: halves the batch size (30 → 15) and retries; a single event is dropped', async () => {
    const { transport, results, track } = await startClient([
      { code: 413, error: 'Payload too large' },
      { code: 200 },
      { code: 200 },
      { code: 413, error: 'Payload too large' },
    ]);
    for (let i = 0; i < 20; i++) track(`e${i}`);
    await vi.advanceTimersByTimeAsync(2000);
    expect(transport.requests.map((r) => r.events.length)).toEqual([20, 15, 5]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(20);
    track('alone');
    await vi.advanceTimersByTimeAsync(1000);
    expect(transport.requests.at(-1)?.events.map((e) => e.event_type)).toEqual(['alone']);
    expect(results.at(-1)).toMatchObject({ event: { event_type: 'alone' }, code: 413, message: 'Payload too large' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.requests).toHaveLength(4);
  });

  it.each([500, 502, 408])('%i: retried after attempts × 1 s (never sooner than the flush interval)', async (code) => {
    const { transport, results, track, startedAt } = await startClient([{ code }, { code }, { code }, { code: 200 }]);
    track('a');
    await vi.advanceTimersByTimeAsync(10_000);
    const times = transport.requests.map((r) => r.at - startedAt);
    expect(times).toEqual([1000, 2000, 3000, 5000]);
    expect(results).toMatchObject([{ code: 200 }]);
  });

  it('after 5 attempts: "Event rejected due to exceeded retry count"', async () => {
    const { transport, results, track } = await startClient(Array.from({ length: 10 }, () => ({ code: 500 })));
    track('a');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(clientLimits.flushMaxRetries).toBe(5);
    expect(transport.requests).toHaveLength(5);
    expect(results).toMatchObject([{ code: 500, message: 'Event rejected due to exceeded retry count' }]);
  });

  it('other 4xx with a missing field: the events are dropped with the error text', async () => {
    const { transport, results, track } = await startClient([
      { code: 400, error: 'Request missing required field', missing_field: 'api_key' },
    ]);
    track('a');
    track('b');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.requests).toHaveLength(1);
    expect(results.map((r) => [r.event.event_type, r.code, r.message])).toEqual([
      ['a', 400, 'Request missing required field'],
      ['b', 400, 'Request missing required field'],
    ]);
  });

  it('other 4xx with an invalid API key: the events are dropped with the error text', async () => {
    const { transport, results, track } = await startClient([{ code: 400, error: 'Invalid API key: {key}' }]);
    track('a');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport.requests).toHaveLength(1);
    expect(results).toMatchObject([{ code: 400, message: 'Invalid API key: {key}' }]);
  });

  it('other 4xx: drops the events flagged as bad and retries the rest', async () => {
    const { transport, results, track } = await startClient([
      {
        code: 400,
        error: 'Invalid field values on some events',
        events_with_invalid_fields: { time: [0] },
        events_with_missing_fields: { event_type: [2] },
        silenced_events: [3],
      },
    ]);
    for (const name of ['bad-time', 'good', 'no-type', 'silenced', 'also-good']) track(name);
    await vi.advanceTimersByTimeAsync(3000);
    expect(transport.requests.map((r) => names(r.events))).toEqual([
      ['bad-time', 'good', 'no-type', 'silenced', 'also-good'],
      ['good', 'also-good'],
    ]);
    expect(results.map((r) => [r.event.event_type, r.code])).toEqual([
      ['bad-time', 400],
      ['no-type', 400],
      ['silenced', 400],
      ['good', 200],
      ['also-good', 200],
    ]);
  });

  it('an event with no API key is rejected: "Event rejected due to missing API key"', async () => {
    const { transport, results, track } = await startClient([], { apiKey: '' });
    track('a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.requests).toHaveLength(0);
    expect(results).toMatchObject([{ code: 400, message: 'Event rejected due to missing API key' }]);
  });

  it('opted out: "Event skipped due to optOut config" and nothing is sent', async () => {
    const { transport, results, track } = await startClient([], { optOut: true });
    track('a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.requests).toHaveLength(0);
    expect(results).toMatchObject([{ code: 0, message: 'Event skipped due to optOut config' }]);
  });
});
