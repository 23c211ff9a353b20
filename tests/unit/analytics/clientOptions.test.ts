// The Amplitude client settings of the docs and the choice of endpoint.
import { describe, expect, it } from 'vitest';
import { LogLevel } from '@amplitude/analytics-core';
import { createAnalyticsLogger } from '../../../theme/islands/analytics/analyticsLogger.js';
import { clientOptionsFor } from '../../../theme/islands/analytics/clientOptions.js';
import type { AnalyticsSettings } from '../../../theme/shared/analyticsSettings.js';

const settings: AnalyticsSettings = {
  apiKey: '{key}',
  serverZone: 'US',
  isProduction: false,
  originApplication: 'docs',
};

describe('clientOptionsFor', () => {
  it('uses the docs limits: flush 1 s, queue 30, 5 retries, 365-day Lax cookies, 30-minute sessions', () => {
    expect(clientOptionsFor(settings)).toMatchObject({
      flushIntervalMillis: 1000,
      flushQueueSize: 30,
      flushMaxRetries: 5,
      cookieOptions: { expiration: 365, sameSite: 'Lax' },
      sessionTimeout: 30 * 60 * 1000,
      logLevel: LogLevel.Warn,
    });
  });

  it('states the minimum id length, so every request body carries options.min_id_length', () => {
    expect(clientOptionsFor(settings).minIdLength).toBe(5);
  });

  it('sends to the provider endpoint of the US zone by default and the EU one when chosen', () => {
    expect(clientOptionsFor(settings)).toMatchObject({ serverUrl: undefined, serverZone: 'US' });
    expect(clientOptionsFor({ ...settings, serverZone: 'EU' })).toMatchObject({
      serverUrl: undefined,
      serverZone: 'EU',
    });
  });

  it('sends through the proxy when one is configured', () => {
    expect(clientOptionsFor({ ...settings, proxyUrl: 'https://proxy.example/2/httpapi' }).serverUrl).toBe(
      'https://proxy.example/2/httpapi',
    );
  });

  it('keeps the ip address out of events', () => {
    expect(clientOptionsFor(settings).trackingOptions).toEqual({ ipAddress: false, language: true, platform: true });
  });

  it('makes no request besides deliveries: no remote config, no diagnostics, no automatic tracking', () => {
    const options = clientOptionsFor(settings);
    expect(options).toMatchObject({
      fetchRemoteConfig: false,
      remoteConfig: { fetchRemoteConfig: false },
      enableDiagnostics: false,
    });
    const autocapture = options.autocapture as Record<string, unknown>;
    for (const kind of [
      'pageViews',
      'sessions',
      'formInteractions',
      'fileDownloads',
      'elementInteractions',
      'frustrationInteractions',
      'networkTracking',
      'webVitals',
      'pageUrlEnrichment',
    ]) {
      expect(autocapture[kind], kind).toBe(false);
    }
  });

  it('routes the SDK messages to the given logger', () => {
    const logger = createAnalyticsLogger({ debug: () => undefined });
    expect(clientOptionsFor(settings, logger).loggerProvider).toBe(logger);
    expect(clientOptionsFor(settings)).not.toHaveProperty('loggerProvider');
  });

  it('starts a new session on a new campaign', () => {
    expect(clientOptionsFor(settings).autocapture).toMatchObject({ attribution: { resetSessionOnNewCampaign: true } });
  });
});
