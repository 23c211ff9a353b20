// The global hook through which islands report analytics events; the analytics island defines it when it loads.

/** What the analytics island puts on `window.docsgenAnalytics`. */
export interface DocsgenAnalytics {
  /** Queues one event (one of `analyticsEventName` in analyticsEventNames.ts) with its properties. */
  track(event: string, properties?: Record<string, unknown>): void;
}

/** An event reported before the analytics island loaded: `[name, properties]`. */
type QueuedAnalyticsEvent = [string, Record<string, unknown>?];

declare global {
  // `var` so that it is a property of `globalThis` (and of `window` in the browser).
  // eslint-disable-next-line no-var
  var docsgenAnalytics: DocsgenAnalytics | undefined;
  /** Events reported before the analytics island loaded, replayed in order once it has started. */
  // eslint-disable-next-line no-var
  var docsgenAnalyticsQueue: QueuedAnalyticsEvent[] | undefined;
}

/** As many events as the analytics SDK's own event bridge holds; older ones give way to newer ones beyond it. */
export const maxQueuedAnalyticsEvents = 512;

/**
 * Reports an event. Before the analytics island has loaded (it loads after the page is interactive) the event waits
 * in `docsgenAnalyticsQueue`; never throws, so a broken tracker cannot break a feature.
 */
export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  try {
    if (globalThis.docsgenAnalytics) {
      globalThis.docsgenAnalytics.track(event, properties);
      return;
    }
    const queue = (globalThis.docsgenAnalyticsQueue ??= []);
    queue.push([event, properties]);
    if (queue.length > maxQueuedAnalyticsEvents) queue.splice(0, queue.length - maxQueuedAnalyticsEvents);
  } catch {
    // Analytics is best-effort.
  }
}
