// A long stage prints how far it got: the render and emit stages count their pages and files as they go, so they
// report even while the work keeps the event loop (and so the progress timer) busy.
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/index.js';
import type { Reporter } from '../../generator/task.js';
import { basicConfig, fixtureCacheDir, rootDir } from './buildFixture.js';
import { writeTempSite } from './tempDocs.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('build progress', () => {
  it('prints pages done / total for the render and emit stages when they run longer than the interval', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [`docs/guide/page-${i}.md`, `# Page ${i}\n\nText ${i}.\n`]),
    );
    const where = writeTempSite(pages);
    made.push(where.dir);
    const lines: Array<{ stage: string; done?: number; total?: number }> = [];
    // Every stage runs longer than an interval of 0 ms, so each count the stage makes is printed.
    const reporter: Reporter = {
      progressInterval: 0,
      stageStarted() {},
      stageDone() {},
      stageFailed() {},
      stageProgress: (stage, _ms, done, total) => lines.push({ stage, done, total }),
    };
    const built = await buildSite({
      rootDir,
      configFile: basicConfig,
      docsDir: where.docsDir,
      outDir: where.outDir,
      cacheDir: fixtureCacheDir(basicConfig, where.cacheDir),
      mode: 'build',
      reporter,
    });
    expect(built.ok).toBe(true);
    for (const stage of ['render', 'emit']) {
      const counted = lines.filter((l) => l.stage === stage && l.total !== undefined);
      expect(counted.length, stage).toBeGreaterThan(1);
      const total = counted[0]!.total!;
      expect(counted.every((l) => l.total === total)).toBe(true);
      expect(counted.map((l) => l.done)).toEqual([...counted.map((l) => l.done!)].sort((a, b) => a - b));
      expect(counted.at(-1)!.done).toBe(total);
    }
    expect(lines.find((l) => l.stage === 'render' && l.total !== undefined)!.total).toBe(built.pageCount);
    expect(lines.findLast((l) => l.stage === 'emit')!.total).toBe(built.fileCount);
  });
});
