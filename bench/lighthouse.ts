// Lighthouse (mobile, the default form factor) on a served build: the four category scores per page type.
import { createServer, type Server } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from '../tests/e2e/browser.js';
import { listen } from '../cli/serve.js';

/** Scores (0–100) of one page. */
export interface LighthouseScores {
  type: string;
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Runs Lighthouse on each route of a site served at `baseUrl`, one fresh Chromium per run. */
export async function runLighthouse(
  baseUrl: string,
  pages: ReadonlyArray<{ type: string; route: string }>,
): Promise<LighthouseScores[]> {
  const scores: LighthouseScores[] = [];
  for (const { type, route } of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', ...chromiumArgs],
    });
    try {
      const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      scores.push({
        type,
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
    } finally {
      await chrome.kill();
    }
  }
  return scores;
}

/**
 * A stand-in for the analytics proxy on 127.0.0.1 that accepts every batch, so pages measured here do not log the
 * failed requests a closed network would cause (the real site posts to its proxy or the provider).
 */
export async function startIngestionStub(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, x-origin-application');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 200, events_ingested: 1, payload_size_bytes: 0, server_upload_time: Date.now() }));
    });
  });
  const url = await listen(server, 0);
  return { url: `${url}/2/httpapi`, server };
}
