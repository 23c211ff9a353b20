// V8 settings for a one-off build: a short run on few cores, where the engine's own background work competes with
// the build for the same cores.
import v8 from 'node:v8';

/**
 * Percent by which V8 lets the heap grow past what survived its last full collection before collecting again.
 * By default V8 lets it grow up to four times when collections look cheap, so a cold build's heap swelled with
 * garbage. It is a trade of time for memory, measured in side-by-side cold builds of this site (three each, with the
 * markdown stage's helper thread): by default the peak was 672–712 MB in 19.2–20.5 s; at 100% it is 530–534 MB in
 * 19.1–21.7 s; at 35% 469–471 MB, but 22.7–23.9 s (more frequent collections). A warm build collects little either
 * way.
 */
export const buildHeapGrowingPercent = 100;

/**
 * Applies the build's settings to this process (worker threads share them). Set for `docsgen build` only: the dev
 * server is long-lived and tuned for latency.
 *
 * Besides the heap growth, TurboFan does not inline. V8's four background threads, shared by all isolates, spent 5–7 s
 * of a cold build's CPU (per-thread times from /proc, 2 cores), about as much as the main thread and mostly
 * optimising hot functions with everything they call inlined: code a few-second build runs too briefly to earn back.
 * Without inlining they spend 3–4 s, and the main thread, whose optimised code is a little slower, about as much as
 * before. Medians of 10 side-by-side cold builds: 14.9 s of CPU against 13.8 s, 8.65 s of wall time against 8.17 s.
 * Both flags are read when V8 next collects or compiles, so setting them after start is enough; flags of the
 * garbage collector's threading are not (V8 aborts).
 */
export function tuneV8ForBuild(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${buildHeapGrowingPercent}`);
  v8.setFlagsFromString('--no-turbo-inlining');
}
