// Measures the dev server's edit-to-reload latency: time from writing a page to the reload event on the wire.
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { devEventsPath, startDevServer } from '../generator/dev/devServer.js';
import { silentReporter } from '../generator/task.js';
import { listen } from '../cli/serve.js';

/** Median and all samples of edit-to-reload latency over `edits` edits of `file`. */
export async function measureEditToReload(rootDir: string, file: string, edits: number, cacheDir: string): Promise<number[]> {
  const dev = await startDevServer({ rootDir, configFile: path.join(rootDir, 'site.config.ts'), reporter: silentReporter, cacheDir, format: (d) => d.message });
  const url = await listen(dev.server, 0);
  const original = readFileSync(file, 'utf8');
  const samples: number[] = [];
  const events = await openEvents(`${url}${devEventsPath}`);
  try {
    for (let i = 0; i < edits; i++) {
      const reloaded = events.next();
      const start = performance.now();
      writeFileSync(file, `${original}\n\nBenchmark edit ${i}.\n`);
      await reloaded;
      samples.push(performance.now() - start);
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

function openEvents(url: string): Promise<{ next: () => Promise<string>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const waiting: Array<(data: string) => void> = [];
    const request = http.get(url, (res) => {
      res.setEncoding('utf8');
      // An event can arrive split across chunks: only complete lines are read.
      let buffered = '';
      res.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.startsWith('data: ')) waiting.shift()?.(line.slice(6));
      });
      resolve({ next: () => new Promise((r) => waiting.push(r)), close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}
