// V8 settings for a one-off build: a short run on few cores, where the engine's own background work competes with
// the build for the same cores.
import v8 from 'node:v8';

/**
 * Percent by which V8 lets the heap grow past what survived its last full collection before collecting again.
 * By default V8 lets it grow up to four times when collections look cheap, so a cold build's heap swells with
 * garbage. It is a trade of time for memory: 100% keeps the peak well below the default at no cost in time, while
 * lower values collect so often that the build slows down (bench/ measures both). A warm build collects little either
 * way.
 */
export const buildHeapGrowingPercent = 100;

/**
 * Applies the build's settings to this process (worker threads share them). Set for `docsgen build` only: the dev
 * server is long-lived and tuned for latency.
 *
 * Besides the heap growth, TurboFan does not inline. V8's background threads, shared by all isolates, spend a
 * cold build's CPU mostly optimising hot functions with everything they call inlined: code a build of a few seconds
 * runs too briefly to earn back. Without inlining they do much less work, and the main thread, whose optimised code
 * is a little slower, about as much as before, so a build on few cores finishes sooner.
 * Both flags are read when V8 next collects or compiles, so setting them after start is enough; flags of the
 * garbage collector's threading are not (V8 aborts).
 */
export function tuneV8ForBuild(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${buildHeapGrowingPercent}`);
  v8.setFlagsFromString('--no-turbo-inlining');
}
