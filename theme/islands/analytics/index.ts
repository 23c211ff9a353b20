// The analytics island: loaded lazily after the page is interactive, it starts Amplitude and reports the docs' events.
import { createInstance } from '@amplitude/analytics-browser';
import type { DocsgenAnalytics } from '../../shared/analyticsHook.js';
import type { AnalyticsSettings } from '../../shared/analyticsSettings.js';
import { createAnalyticsClient } from './analyticsClient.js';
import { trackNavigationClicks } from './clickTracking.js';
import { analyticsEventName } from '../../shared/analyticsEventNames.js';
import { trackPageViews } from './navigationTracking.js';
import { pageContext } from './pageContext.js';
import { userPropertiesOf } from './userProperties.js';
import { reportWebVitals } from './webVitals.js';

/** The page life's one analytics client. */
const analytics = createAnalyticsClient({ createSdkClient: createInstance, console, now: Date.now });

/** Starts analytics for this page life; a second call throws, so call it once, outside any page remount. */
export function mountAnalytics(settings: AnalyticsSettings): void {
  analytics.initialize(settings);
  const hook: DocsgenAnalytics = {
    track: (eventName, properties = {}) => analytics.send(eventName, properties, pageContext()),
  };
  for (const [eventName, properties] of globalThis.docsgenAnalyticsQueue?.splice(0) ?? [])
    hook.track(eventName, properties);
  globalThis.docsgenAnalytics = hook;

  analytics.identify(userPropertiesOf(navigator.userAgent, { height: screen.height, width: screen.width }));
  analytics.send(analyticsEventName.appLoaded, {}, pageContext());
  trackPageViews(analytics);
  trackNavigationClicks(analytics);
  reportWebVitals((property, value) =>
    analytics.send(analyticsEventName.webVitals, { [property]: value }, pageContext()),
  );
  flushWhenHidden();
}

/** Sends what is queued when the page is hidden or left; keepalive lets those requests outlive the page. */
function flushWhenHidden(): void {
  // Registered after web-vitals' own listeners, so the vitals they report on hiding are in this flush.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') analytics.flush();
  });
  window.addEventListener('pagehide', () => analytics.flush());
}
