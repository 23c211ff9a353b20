// How fast the JavaScript heap may grow during a one-off build.
import v8 from 'node:v8';

/**
 * Percent by which V8 lets the heap grow past what survived its last full collection before collecting again.
 * By default V8 lets it grow up to four times when collections look cheap, so a cold build's heaps (this thread's and
 * the markdown worker's) swelled with garbage to 740–860 MB of memory. It is a trade of time for memory, measured in
 * side-by-side cold builds of this site: at 35% the peak is 560–590 MB and the build about 13% slower (more frequent
 * collections); at 50% about 600 MB and 7% slower. A warm build collects little either way. Set for `docsgen build`
 * only: the dev server is long-lived and tuned for latency.
 */
export const buildHeapGrowingPercent = 35;

/** Applies the build's heap growth to this process (worker threads share the setting). */
export function limitHeapGrowthForBuild(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${buildHeapGrowingPercent}`);
}
