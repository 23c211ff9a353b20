// Measures the dev server's edit-to-reload latency: time from writing a page to the reload event on the wire.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { devEventsPath, startDevServer } from '../generator/dev/devServer.js';
import { readDevEvents } from '../generator/dev/devEvents.js';
import { silentReporter } from '../generator/task.js';
import { listen } from '../cli/serve.js';

/** Median and all samples of edit-to-reload latency over `edits` edits of `file`. */
export async function measureEditToReload(
  rootDir: string,
  file: string,
  route: string,
  edits: number,
  cacheDir: string,
): Promise<number[]> {
  const dev = await startDevServer({
    rootDir,
    configFile: path.join(rootDir, 'site.config.ts'),
    reporter: silentReporter,
    cacheDir,
    format: (d) => d.message,
  });
  const url = await listen(dev.server, 0);
  const original = readFileSync(file, 'utf8');
  const samples: number[] = [];
  const events = await readDevEvents(`${url}${devEventsPath}`);
  try {
    for (let i = 0; i < edits; i++) {
      events.clear();
      const marker = `Benchmark edit ${i}.`;
      const start = performance.now();
      writeFileSync(file, `${original}\n\n${marker}\n`);
      // Counted up to the reload after which the page shows this edit (an earlier reload of the same save does not count).
      for (;;) {
        await events.next();
        const arrived = performance.now();
        if ((await (await fetch(`${url}${route}`)).text()).includes(marker)) {
          samples.push(arrived - start);
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    writeFileSync(file, original);
    await dev.idle();
    events.close();
    await dev.close();
  }
  return samples;
}
