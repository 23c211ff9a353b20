// Events reported before the analytics island loads wait in a bounded queue; afterwards they go to the hook.
import { afterEach, describe, expect, it } from 'vitest';
import { maxQueuedAnalyticsEvents, trackEvent } from '../../../theme/shared/analyticsHook.js';

afterEach(() => {
  globalThis.docsgenAnalytics = undefined;
  globalThis.docsgenAnalyticsQueue = undefined;
});

describe('trackEvent', () => {
  it('queues events while the analytics island has not loaded', () => {
    trackEvent('Search Bar Clicked', { opened_by: 'click' });
    trackEvent('Navbar Clicked');
    expect(globalThis.docsgenAnalyticsQueue).toEqual([
      ['Search Bar Clicked', { opened_by: 'click' }],
      ['Navbar Clicked', {}],
    ]);
  });

  it('keeps the newest events when more arrive than the queue holds', () => {
    for (let i = 0; i < maxQueuedAnalyticsEvents + 3; i++) trackEvent(`event ${i}`);
    const queue = globalThis.docsgenAnalyticsQueue!;
    expect(queue).toHaveLength(maxQueuedAnalyticsEvents);
    expect(queue[0]![0]).toBe('event 3');
    expect(queue.at(-1)![0]).toBe(`event ${maxQueuedAnalyticsEvents + 2}`);
  });

  it('hands events to the hook once it exists, and survives a hook that throws', () => {
    const seen: string[] = [];
    globalThis.docsgenAnalytics = { track: (name) => void seen.push(name) };
    trackEvent('Page Viewed');
    expect(seen).toEqual(['Page Viewed']);
    expect(globalThis.docsgenAnalyticsQueue).toBeUndefined();
    globalThis.docsgenAnalytics = {
      track: () => {
        throw new Error('broken tracker');
      },
    };
    expect(() => trackEvent('Page Viewed')).not.toThrow();
  });
});
