// Reports a page view for the loaded page and for every page the client router shows after it.
import type { AnalyticsClient } from './analyticsClient.js';
import { analyticsEventName } from '../../shared/analyticsEventNames.js';
import { pageContext } from './pageContext.js';
import { navigationProperties } from './productProperties.js';

/** The DOM event the client router dispatches on `document` after it has shown a new page. */
const navigatedEvent = 'docsgen:navigated';

/** Sends "Page Viewed" now and after each client navigation; the `page` field is the path shown. */
export function trackPageViews(analytics: AnalyticsClient): void {
  const pageViewed = () =>
    analytics.send(analyticsEventName.pageViewed, navigationProperties(location.pathname), pageContext());
  pageViewed();
  document.addEventListener(navigatedEvent, pageViewed);
}
