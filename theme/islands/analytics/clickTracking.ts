// Reports clicks on navbar and sidebar links, which the theme marks with `data-analytics="navbar"` or `"sidebar"`.
import type { AnalyticsClient } from './analyticsClient.js';
import { analyticsEventName } from '../../shared/analyticsEventNames.js';
import { pageContext } from './pageContext.js';
import { navigationProperties } from './productProperties.js';

const eventOfMarker: Record<string, string> = {
  navbar: analyticsEventName.navbarClicked,
  sidebar: analyticsEventName.sidebarClicked,
};

/** Listens in the capture phase, so the event is sent before the client router takes over the click. */
export function trackNavigationClicks(analytics: AnalyticsClient): void {
  document.addEventListener(
    'click',
    (event) => {
      const marked = event.target instanceof Element ? event.target.closest('[data-analytics]') : null;
      const eventName = eventOfMarker[marked?.getAttribute('data-analytics') ?? ''];
      if (!marked || !eventName) return;
      const element = elementLabel(marked);
      analytics.send(eventName, navigationProperties(location.pathname), pageContext({ element, action: 'click' }));
    },
    { capture: true },
  );
}

/** The visible label of a link (or its aria-label), cut to a readable length. */
function elementLabel(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return label.replace(/\s+/g, ' ').trim().slice(0, 100);
}
