// The SDK's logger for the docs: analytics trouble (a blocked or unreachable endpoint) never shows as a page error.
import { LogLevel, type ILogger } from '@amplitude/analytics-core';

const prefix = 'Amplitude Logger';

/**
 * A logger that writes every level at console.debug (hidden unless the reader asks for verbose logs), keeping the
 * SDK's level filter. Delivery failures are routine for telemetry (ad blockers, offline readers), not page errors.
 */
export function createAnalyticsLogger(sink: Pick<Console, 'debug'>): ILogger {
  let level = LogLevel.None;
  const at =
    (minimum: LogLevel, name: string) =>
    (...args: unknown[]) => {
      if (level >= minimum) sink.debug(`${prefix} [${name}]: ${args.map(String).join(' ')}`);
    };
  return {
    disable: () => void (level = LogLevel.None),
    enable: (logLevel: LogLevel = LogLevel.Warn) => void (level = logLevel),
    error: at(LogLevel.Error, 'Error'),
    warn: at(LogLevel.Warn, 'Warn'),
    log: at(LogLevel.Verbose, 'Log'),
    debug: at(LogLevel.Debug, 'Debug'),
  };
}
