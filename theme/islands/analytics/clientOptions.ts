// The Amplitude client settings, computed from the page's analytics settings.
import { LogLevel, type BrowserOptions, type ILogger } from '@amplitude/analytics-core';
import type { AnalyticsSettings } from '../../shared/analyticsSettings.js';

/** The product's client limits (the SDK's own defaults differ: 10 s, 200 and 12 in its core). */
export const clientLimits = {
  flushIntervalMillis: 1000,
  flushQueueSize: 30,
  flushMaxRetries: 5,
  cookieExpirationDays: 365,
  sessionTimeoutMillis: 30 * 60 * 1000,
  /** The ingestion API's own default; set so that every request body states it in `options.min_id_length`. */
  minIdLength: 5,
} as const;

/**
 * The options passed to `init`. The docs report their own events, so the SDK's automatic tracking is off except
 * campaign attribution (a new campaign starts a session); remote config and diagnostics are off so the only
 * requests are deliveries to the ingestion endpoint. `logger` receives the SDK's messages (see analyticsLogger.ts).
 */
export function clientOptionsFor(settings: AnalyticsSettings, logger?: ILogger): BrowserOptions {
  return {
    // Unset means the provider's endpoint for `serverZone`.
    serverUrl: settings.proxyUrl,
    serverZone: settings.serverZone,
    flushIntervalMillis: clientLimits.flushIntervalMillis,
    flushQueueSize: clientLimits.flushQueueSize,
    flushMaxRetries: clientLimits.flushMaxRetries,
    cookieOptions: { expiration: clientLimits.cookieExpirationDays, sameSite: 'Lax' },
    sessionTimeout: clientLimits.sessionTimeoutMillis,
    minIdLength: clientLimits.minIdLength,
    trackingOptions: { ipAddress: false, language: true, platform: true },
    autocapture: {
      attribution: { resetSessionOnNewCampaign: true },
      pageViews: false,
      sessions: false,
      formInteractions: false,
      fileDownloads: false,
      elementInteractions: false,
      frustrationInteractions: false,
      networkTracking: false,
      webVitals: false,
      pageUrlEnrichment: false,
    },
    fetchRemoteConfig: false,
    remoteConfig: { fetchRemoteConfig: false },
    enableDiagnostics: false,
    logLevel: LogLevel.Warn,
    ...(logger ? { loggerProvider: logger } : {}),
  };
}
