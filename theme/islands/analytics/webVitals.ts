// Reports the web vitals of the page: CLS, FCP, LCP, first input delay and its successor INP.
import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import { webVitalProperty } from '../../shared/analyticsEventNames.js';

/** Receives one measurement: the metric's property name and the change since the last report. */
export type VitalReporter = (property: string, value: number) => void;

/**
 * Starts the measurements. web-vitals reads buffered entries, so starting after load loses nothing; CLS uses its
 * session windows (1000 ms between shifts, 5000 ms in all). web-vitals 4+ has no FID, so the first
 * input delay is read from the Event Timing API directly.
 */
export function reportWebVitals(report: VitalReporter): void {
  const send = (property: string) => (metric: Metric) => report(property, metric.delta);
  onCLS(send(webVitalProperty.CLS));
  onFCP(send(webVitalProperty.FCP));
  onLCP(send(webVitalProperty.LCP));
  onINP(send(webVitalProperty.INP));
  observeFirstInputDelay((delay) => report(webVitalProperty.FID, delay));
}

/** Calls back once with the delay of the first input (processing start minus the input's time). */
function observeFirstInputDelay(callback: (delayMs: number) => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('first-input'))
    return;
  const observer = new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    observer.disconnect();
    callback(Math.max(0, entry.processingStart - entry.startTime));
  });
  observer.observe({ type: 'first-input', buffered: true });
}
