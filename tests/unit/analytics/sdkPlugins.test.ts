// The plugins the docs add to the SDK: the transport installer and the location filter.
import { describe, expect, it } from 'vitest';
import type { Event, IConfig, Transport } from '@amplitude/analytics-core';
import {
  locationFields,
  locationOffPlugin,
  transportPlugin,
  withoutLocation,
} from '../../../theme/islands/analytics/sdkPlugins.js';

describe('locationOffPlugin', () => {
  it('removes ip, carrier, city, region and dma (and the other location fields) from every event', async () => {
    const event: Event = {
      event_type: 'Page Viewed',
      device_id: 'd',
      ip: '$remote',
      carrier: 'c',
      city: 'x',
      region: 'r',
      dma: 'm',
      country: 'k',
      location_lat: 1,
      location_lng: 2,
    };
    expect(locationFields).toEqual(expect.arrayContaining(['ip', 'carrier', 'city', 'region', 'dma']));
    expect(await locationOffPlugin().execute!(event)).toEqual({ event_type: 'Page Viewed', device_id: 'd' });
    expect(event.ip).toBe('$remote');
  });

  it('leaves an event without location as it was', () => {
    expect(withoutLocation({ event_type: 'x', event_properties: { page: '/' } })).toEqual({
      event_type: 'x',
      event_properties: { page: '/' },
    });
  });
});

describe('transportPlugin', () => {
  it('replaces the config transport and passes events through', async () => {
    const transport: Transport = { send: async () => null };
    const config = { transportProvider: { send: async () => null } } as unknown as IConfig;
    const plugin = transportPlugin(transport);
    await plugin.setup!(config, undefined as never);
    expect(config.transportProvider).toBe(transport);
    const event = { event_type: 'x' };
    expect(await plugin.execute!(event)).toBe(event);
  });
});
