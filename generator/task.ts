// Runs a named pipeline stage, timing it and printing one progress line when it ends.

/** Where task output goes; tests pass a silent reporter. */
export interface Reporter {
  stageStarted(name: string): void;
  /** A stage that runs long says how far it got: `done` of `total` items (unknown when the stage counts none). */
  stageProgress?(name: string, ms: number, done?: number, total?: number): void;
  stageDone(name: string, ms: number, summary: string): void;
  stageFailed(name: string, ms: number, error: unknown): void;
  /** How long (in ms) a stage runs before it prints its progress, and between two prints; `progressInterval` if unset. */
  progressInterval?: number;
}

/** A reporter that writes one line per stage to stderr, with a live line on a terminal. */
export function consoleReporter(stream: NodeJS.WriteStream = process.stderr): Reporter {
  const live = Boolean(stream.isTTY);
  return {
    stageStarted(name) {
      if (live) stream.write(`  … ${name}`);
    },
    stageProgress(name, ms, done, total) {
      const counts = total ? `${done ?? 0}/${total} ` : '';
      const line = `  … ${name.padEnd(10)} ${counts}(${formatMs(ms)})`;
      stream.write(live ? `\r\x1b[2K${line}` : `${line}\n`);
    },
    stageDone(name, ms, summary) {
      if (live) stream.write('\r\x1b[2K');
      stream.write(`  ✓ ${name.padEnd(10)} ${summary.padEnd(34)} ${formatMs(ms).padStart(8)}\n`);
    },
    stageFailed(name, ms, error) {
      if (live) stream.write('\r\x1b[2K');
      const reason = error instanceof Error ? error.message : String(error);
      stream.write(`  ✗ ${name.padEnd(10)} ${reason} ${formatMs(ms)}\n`);
    },
  };
}

/** A reporter that prints nothing. */
export const silentReporter: Reporter = {
  stageStarted() {},
  stageDone() {},
  stageFailed() {},
};

/** One stage's timing, kept for the build summary and the benchmark. */
export interface StageTiming {
  name: string;
  ms: number;
  summary: string;
}

/** How a stage says how many of its items are done. */
export type Progress = (done: number, total: number) => void;

/** A stage still running after this long prints its progress, and again each time as long again passes. */
export const progressInterval = 3000;

/** Creates a `task` function bound to a reporter that also records timings. */
export function createTaskRunner(reporter: Reporter) {
  const timings: StageTiming[] = [];
  const interval = reporter.progressInterval ?? progressInterval;
  async function task<T>(
    name: string,
    fn: (progress: Progress) => Promise<T> | T,
    summarize: (result: T) => string,
  ): Promise<T> {
    const start = performance.now();
    reporter.stageStarted(name);
    const progress = progressPrinter(interval, (done, total) =>
      reporter.stageProgress?.(name, performance.now() - start, done, total),
    );
    try {
      const result = await fn(progress.count);
      const ms = performance.now() - start;
      const summary = summarize(result);
      timings.push({ name, ms, summary });
      reporter.stageDone(name, ms, summary);
      return result;
    } catch (error) {
      reporter.stageFailed(name, performance.now() - start, error);
      throw error;
    } finally {
      progress.stop();
    }
  }
  return { task, timings };
}

/**
 * Prints a stage's progress every `interval` ms: from a timer, and from the stage's own counting, since a stage that
 * works synchronously between counts (rendering pages) keeps the timer from firing. The timer leaves out a tick after
 * which the counting printed.
 */
function progressPrinter(interval: number, print: (done?: number, total?: number) => void) {
  let counts: { done: number; total: number } | undefined;
  let lastPrint = performance.now();
  let printedByCount = false;
  const timer = setInterval(() => {
    if (!printedByCount) print(counts?.done, counts?.total);
    printedByCount = false;
    lastPrint = performance.now();
  }, interval);
  timer.unref();
  return {
    count(done: number, total: number) {
      counts = { done, total };
      if (performance.now() - lastPrint < interval) return;
      lastPrint = performance.now();
      printedByCount = true;
      print(done, total);
    },
    stop: () => clearInterval(timer),
  };
}

/** A `task` function and the timings it records. */
export type TaskRunner = ReturnType<typeof createTaskRunner>;

/** Formats a duration for humans: `840 ms`, `2.31 s`. */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}
