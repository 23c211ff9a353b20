// The global hook through which islands report analytics events; the analytics island defines it when it loads.

/** What the analytics island puts on `window.docsgenAnalytics`. */
export interface DocsgenAnalytics {
  /** Queues one event (spec §7: "search bar clicked", "navbar clicked", …) with its properties. */
  track(event: string, properties?: Record<string, unknown>): void;
}

declare global {
  // `var` so that it is a property of `globalThis` (and of `window` in the browser).
  // eslint-disable-next-line no-var
  var docsgenAnalytics: DocsgenAnalytics | undefined;
}

/** Reports an event when the analytics module is present; never throws, so a broken tracker cannot break a feature. */
export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  try {
    globalThis.docsgenAnalytics?.track(event, properties);
  } catch {
    // Analytics is best-effort.
  }
}
