// How fast the JavaScript heap may grow during a one-off build.
import v8 from 'node:v8';

/**
 * Percent by which V8 lets the heap grow past what survived its last full collection before collecting again.
 * By default V8 lets it grow up to four times when collections look cheap, so a cold build's heap swelled with
 * garbage. It is a trade of time for memory, measured in side-by-side cold builds of this site (three each, with the
 * markdown stage's helper thread): by default the peak was 672–712 MB in 19.2–20.5 s; at 100% it is 530–534 MB in
 * 19.1–21.7 s; at 35% 469–471 MB, but 22.7–23.9 s (more frequent collections). A warm build collects little either
 * way. Set for `docsgen build` only: the dev server is long-lived and tuned for latency.
 */
export const buildHeapGrowingPercent = 100;

/** Applies the build's heap growth to this process (worker threads share the setting). */
export function limitHeapGrowthForBuild(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${buildHeapGrowingPercent}`);
}
