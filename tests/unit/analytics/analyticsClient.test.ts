// The page life's analytics client: one initialisation, queued events, product properties, identify by environment.
import { describe, expect, it, vi } from 'vitest';
import { Identify } from '@amplitude/analytics-core';
import {
  createAnalyticsClient,
  initializedTwiceMessage,
  type AnalyticsSdkClient,
} from '../../../theme/islands/analytics/analyticsClient.js';
import { ApplicationTransport } from '../../../theme/islands/analytics/applicationTransport.js';
import type { AnalyticsSettings } from '../../../theme/shared/analyticsSettings.js';

const settings: AnalyticsSettings = {
  apiKey: '{key}',
  proxyUrl: 'http://127.0.0.1:9/2/httpapi',
  serverZone: 'US',
  isProduction: false,
  gitCommitHash: 'abc123',
  originApplication: 'docs',
};
const context = { origin: 'https://docs.example', page: '/concepts/overview', section: 'concepts' };

function setup(now = () => 1000) {
  const calls: Array<[string, ...unknown[]]> = [];
  const sdk = {
    add: vi.fn((plugin) => (calls.push(['add', plugin]), { promise: Promise.resolve() })),
    init: vi.fn((...args) => (calls.push(['init', ...args]), { promise: Promise.resolve() })),
    track: vi.fn((...args) => (calls.push(['track', ...args]), { promise: Promise.resolve() })),
    identify: vi.fn((...args) => (calls.push(['identify', ...args]), { promise: Promise.resolve() })),
    flush: vi.fn(() => (calls.push(['flush']), { promise: Promise.resolve() })),
  } as unknown as AnalyticsSdkClient;
  const console = { debug: vi.fn(), warn: vi.fn() };
  const analytics = createAnalyticsClient({ createSdkClient: () => sdk, console, now });
  return { analytics, sdk, calls, console };
}

describe('createAnalyticsClient', () => {
  it('installs the docs transport and location filter before init, then inits with the key and settings', () => {
    const { analytics, calls } = setup();
    analytics.initialize(settings);
    expect(calls.map(([name]) => name)).toEqual(['add', 'add', 'init']);
    const [transport, location] = [calls[0]?.[1], calls[1]?.[1]] as Array<{
      name: string;
      type: string;
      setup?: (config: Record<string, unknown>) => Promise<void>;
    }>;
    expect([transport?.name, transport?.type, location?.name, location?.type]).toEqual([
      'docsgen-transport',
      'before',
      'docsgen-location-off',
      'enrichment',
    ]);
    const config: Record<string, unknown> = {};
    return transport!.setup!(config).then(() => {
      expect(config.transportProvider).toBeInstanceOf(ApplicationTransport);
      expect(calls[2]?.[1]).toBe('{key}');
      expect(calls[2]?.[2]).toMatchObject({ serverUrl: 'http://127.0.0.1:9/2/httpapi', flushIntervalMillis: 1000 });
    });
  });

  it('throws the spec message when initialised a second time', () => {
    const { analytics } = setup();
    analytics.initialize(settings);
    expect(() => analytics.initialize(settings)).toThrow(new Error(initializedTwiceMessage));
    expect(initializedTwiceMessage).toBe('initializeAnalytics called multiple times - is it inside of a UI component?');
  });

  it('queues events sent before initialisation and replays them in order, keeping their time', () => {
    let clock = 1000;
    const { analytics, sdk } = setup(() => clock);
    analytics.send('First', { n: 1 }, context);
    clock = 2000;
    analytics.send('Second', { n: 2 }, context);
    expect(sdk.track).not.toHaveBeenCalled();
    clock = 9000;
    analytics.initialize(settings);
    expect(vi.mocked(sdk.track).mock.calls.map(([name, , options]) => [name, options])).toEqual([
      ['First', { time: 1000 }],
      ['Second', { time: 2000 }],
    ]);
    // Live events leave the time to the SDK, which then counts them as session activity.
    analytics.send('Third', {}, context);
    expect(vi.mocked(sdk.track).mock.calls[2]?.[2]).toBeUndefined();
  });

  it('adds origin, page, section and the commit hash to every event', () => {
    const { analytics, sdk } = setup();
    analytics.initialize(settings);
    analytics.send('Navbar Clicked', { protocol_version: 'V3' }, { ...context, element: 'SDKs', action: 'click' });
    expect(vi.mocked(sdk.track).mock.calls[0]?.[1]).toEqual({
      protocol_version: 'V3',
      origin: 'https://docs.example',
      page: '/concepts/overview',
      section: 'concepts',
      element: 'SDKs',
      action: 'click',
      git_commit_hash: 'abc123',
    });
  });

  it('drops properties that break the property rules with a warning, and refuses an event with too many keys', () => {
    const { analytics, sdk, console } = setup();
    analytics.initialize(settings);
    analytics.send('Odd', { fine: 1, broken: null }, context);
    expect(vi.mocked(sdk.track).mock.calls[0]?.[1]).not.toHaveProperty('broken');
    expect(console.warn).toHaveBeenCalledWith('analytics: "Odd": property "broken" was dropped: null is not allowed');
    analytics.send('Huge', Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, i])), context);
    expect(sdk.track).toHaveBeenCalledTimes(1);
  });

  it('outside production only logs identify calls to the console', () => {
    const { analytics, sdk, console } = setup();
    analytics.initialize(settings);
    analytics.identify({ browser: 'Mozilla Firefox', screen_width: 1920 });
    expect(sdk.identify).not.toHaveBeenCalled();
    expect(console.debug.mock.calls).toEqual([
      ['[amplitude(Identify)]: set(browser, Mozilla Firefox)'],
      ['[amplitude(Identify)]: set(screen_width, 1920)'],
    ]);
  });

  it('in production sends identify with the properties set', () => {
    const { analytics, sdk, console } = setup();
    analytics.identify({ browser: 'Mozilla Firefox', screen_width: 1920 });
    analytics.initialize({ ...settings, isProduction: true });
    const identify = vi.mocked(sdk.identify).mock.calls[0]?.[0];
    expect(identify).toBeInstanceOf(Identify);
    expect(identify?.getUserProperties()).toEqual({ $set: { browser: 'Mozilla Firefox', screen_width: 1920 } });
    expect(console.debug).not.toHaveBeenCalled();
  });

  it('flushes only once initialised', () => {
    const { analytics, sdk } = setup();
    analytics.flush();
    expect(sdk.flush).not.toHaveBeenCalled();
    analytics.initialize(settings);
    analytics.flush();
    expect(sdk.flush).toHaveBeenCalledTimes(1);
  });
});
