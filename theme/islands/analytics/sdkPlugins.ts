// Two small Amplitude plugins: one installs the docs transport, one keeps location data out of every event.
import type { BeforePlugin, EnrichmentPlugin, Event, Transport } from '@amplitude/analytics-core';

/**
 * Installs `transport` as the SDK's transport. Added before `init`, its setup runs as soon as the config exists and
 * before the destination is added, so no request ever goes out through the SDK's own fetch transport.
 */
export function transportPlugin(transport: Transport): BeforePlugin {
  return {
    name: 'docsgen-transport',
    type: 'before',
    setup: async (config) => {
      config.transportProvider = transport;
    },
    execute: async (event) => event,
  };
}

/** The event fields that locate a reader (ip, carrier, city, region, dma, and their relatives), removed from every event. */
export const locationFields = [
  'ip',
  'carrier',
  'city',
  'region',
  'dma',
  'country',
  'location_lat',
  'location_lng',
] as const;

/** Removes location fields from every event: the SDK's `trackingOptions` only covers the ip address. */
export function locationOffPlugin(): EnrichmentPlugin {
  return {
    name: 'docsgen-location-off',
    type: 'enrichment',
    execute: async (event: Event) => withoutLocation(event),
  };
}

/** A copy of `event` without any location field. */
export function withoutLocation<T extends object>(event: T): T {
  const copy = { ...event } as Record<string, unknown>;
  for (const field of locationFields) delete copy[field];
  return copy as T;
}
