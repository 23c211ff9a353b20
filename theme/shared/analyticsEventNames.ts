// The names of the events the docs report, as they appear in Amplitude: one convention, Title Case words.

/** Event names; `searchBarClicked` is what the search island passes to `window.docsgenAnalytics.track`. */
export const analyticsEventName = {
  appLoaded: 'Application Loaded',
  pageViewed: 'Page Viewed',
  navbarClicked: 'Navbar Clicked',
  sidebarClicked: 'Sidebar Clicked',
  searchBarClicked: 'Search Bar Clicked',
  webVitals: 'Web Vitals',
} as const;

/** Names of the web-vitals measurements, one property per metric. */
export const webVitalProperty = {
  CLS: 'cumulative_layout_shift',
  FCP: 'first_contentful_paint_ms',
  FID: 'first_input_delay_ms',
  INP: 'interaction_to_next_paint_ms',
  LCP: 'largest_contentful_paint_ms',
} as const;
