// The SDK logger of the docs: the SDK's level filter, but everything at console.debug so it never shows as a page error.
import { describe, expect, it, vi } from 'vitest';
import { LogLevel } from '@amplitude/analytics-core';
import { createAnalyticsLogger } from '../../../theme/islands/analytics/analyticsLogger.js';

describe('createAnalyticsLogger', () => {
  it('says nothing until enabled, then errors and warnings at the Warn level, at console.debug', () => {
    const sink = { debug: vi.fn() };
    const logger = createAnalyticsLogger(sink);
    logger.error('Failed to fetch');
    expect(sink.debug).not.toHaveBeenCalled();
    logger.enable(LogLevel.Warn);
    logger.error('Failed to fetch');
    logger.warn('{code: 0}', 'retrying');
    logger.log('Event tracked successfully');
    logger.debug('details');
    expect(sink.debug.mock.calls).toEqual([
      ['Amplitude Logger [Error]: Failed to fetch'],
      ['Amplitude Logger [Warn]: {code: 0} retrying'],
    ]);
  });

  it('passes everything at the Debug level and nothing once disabled', () => {
    const sink = { debug: vi.fn() };
    const logger = createAnalyticsLogger(sink);
    logger.enable(LogLevel.Debug);
    logger.log('a');
    logger.debug('b');
    logger.disable();
    logger.error('c');
    expect(sink.debug.mock.calls).toEqual([['Amplitude Logger [Log]: a'], ['Amplitude Logger [Debug]: b']]);
  });
});
