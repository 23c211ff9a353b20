// How fast the JavaScript heap may grow during a one-off build.
import v8 from 'node:v8';

/**
 * Percent by which V8 lets the heap grow past what survived its last full collection before collecting again.
 * By default V8 lets it grow up to four times when collections look cheap, so a cold build's heaps (this thread's and
 * the markdown worker's) swelled with garbage to 700–860 MB of memory. Measured over cold builds of this site: at 50%
 * the peak was 586–602 MB, at 35% 565–578 MB, and neither was slower beyond this machine's noise (30% was, by about
 * 5%). Set for `docsgen build` only: the dev server is long-lived and tuned for latency.
 */
export const buildHeapGrowingPercent = 35;

/** Applies the build's heap growth to this process (worker threads share the setting). */
export function limitHeapGrowthForBuild(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${buildHeapGrowingPercent}`);
}
