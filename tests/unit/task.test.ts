// The task runner: a stage that runs long prints its progress, with the counts the stage reported.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaskRunner, progressInterval, type Reporter } from '../../generator/task.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTaskRunner', () => {
  it('reports the progress of a stage still running after the interval, and stops when it ends', async () => {
    const progress: Array<[string, number | undefined, number | undefined]> = [];
    const reporter: Reporter = {
      stageStarted() {},
      stageDone() {},
      stageFailed() {},
      stageProgress: (name, _ms, done, total) => progress.push([name, done, total]),
    };
    const { task } = createTaskRunner(reporter);
    let finish!: () => void;
    const running = task(
      'markdown',
      (report) =>
        new Promise<number>((resolve) => {
          report(120, 491);
          finish = () => resolve(491);
        }),
      (n) => `${n} pages`,
    );
    await vi.advanceTimersByTimeAsync(progressInterval - 1);
    expect(progress).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(progress).toEqual([['markdown', 120, 491]]);
    finish();
    await running;
    await vi.advanceTimersByTimeAsync(progressInterval * 3);
    expect(progress).toHaveLength(1);
  });
});
