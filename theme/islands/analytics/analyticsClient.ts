// The analytics client of a page life: initialised once, queues what comes before, adds the product's properties.
import { Identify } from '@amplitude/analytics-core';
import type { BrowserClient, ValidPropertyType } from '@amplitude/analytics-core';
import type { AnalyticsSettings } from '../../shared/analyticsSettings.js';
import { createAnalyticsLogger } from './analyticsLogger.js';
import { ApplicationTransport } from './applicationTransport.js';
import { clientOptionsFor } from './clientOptions.js';
import { productProperties, type EventContext } from './productProperties.js';
import { locationOffPlugin, transportPlugin } from './sdkPlugins.js';
import { checkEventProperties } from './validProperties.js';

/** The error of a second initialisation. */
export const initializedTwiceMessage = 'initializeAnalytics called multiple times - is it inside of a UI component?';

/** The part of the Amplitude browser client the docs use. */
export type AnalyticsSdkClient = Pick<BrowserClient, 'add' | 'init' | 'track' | 'identify' | 'flush'>;

/** What the analytics client needs from its surroundings; tests pass fakes. */
export interface AnalyticsClientDeps {
  /** A fresh Amplitude client (`createInstance` of the browser SDK). */
  createSdkClient(): AnalyticsSdkClient;
  /** Where non-production identify calls, the SDK's messages and dropped properties are reported. */
  console: Pick<Console, 'debug' | 'warn'>;
  now(): number;
}

/** The docs' analytics: one per page life. */
export interface AnalyticsClient {
  /** Starts the SDK; throws `initializedTwiceMessage` when called again. */
  initialize(settings: AnalyticsSettings): void;
  /** Sends an event with the product's properties; before initialisation it is queued and replayed after. */
  send(eventName: string, properties: Record<string, unknown>, context: EventContext): void;
  /** Sets user properties; outside production this is only logged to the console. */
  identify(properties: Record<string, ValidPropertyType>): void;
  /** Sends what is queued now (the page is being hidden). */
  flush(): void;
}

type Ready = { sdk: AnalyticsSdkClient; settings: AnalyticsSettings };

/** A client that does nothing until `initialize`, then replays in order what it was asked before. */
export function createAnalyticsClient(deps: AnalyticsClientDeps): AnalyticsClient {
  let initialized = false;
  let ready: Ready | undefined;
  const waiting: Array<(ready: Ready) => void> = [];
  const whenReady = (run: (ready: Ready) => void) => (ready ? run(ready) : waiting.push(run));

  return {
    initialize(settings) {
      if (initialized) throw new Error(initializedTwiceMessage);
      initialized = true;
      const sdk = deps.createSdkClient();
      // Plugins added before init are set up as soon as the config exists, before any event can be delivered.
      sdk.add(transportPlugin(new ApplicationTransport(settings.originApplication)));
      sdk.add(locationOffPlugin());
      sdk.init(settings.apiKey, clientOptionsFor(settings, createAnalyticsLogger(deps.console)));
      ready = { sdk, settings };
      for (const run of waiting.splice(0)) run(ready);
    },
    send(eventName, properties, context) {
      // A queued event keeps the moment it happened; a live one leaves the time to the SDK, which then also
      // counts it as activity for the 30-minute session timeout.
      const options = ready ? undefined : { time: deps.now() };
      whenReady(({ sdk, settings }) => {
        const checked = checkEventProperties({ ...properties, ...productProperties(context, settings.gitCommitHash) });
        for (const problem of checked.problems) deps.console.warn(`analytics: "${eventName}": ${problem}`);
        if (checked.properties) sdk.track(eventName, checked.properties, options);
      });
    },
    identify(properties) {
      whenReady(({ sdk, settings }) => {
        if (!settings.isProduction) {
          for (const [key, value] of Object.entries(properties))
            deps.console.debug(`[amplitude(Identify)]: set(${key}, ${String(value)})`);
          return;
        }
        const identify = new Identify();
        for (const [key, value] of Object.entries(properties)) identify.set(key, value);
        sdk.identify(identify);
      });
    },
    flush() {
      if (ready) ready.sdk.flush();
    },
  };
}
