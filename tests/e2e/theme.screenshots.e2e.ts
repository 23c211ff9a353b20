// Screenshot comparisons of six pages at a wide and a phone viewport, so that a change cannot alter a layout unseen.
// Baselines live in tests/e2e/screenshots/; `UPDATE_SCREENSHOTS=1 npm run test:e2e` writes them anew after an
// intended change (review the new images before committing them).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { islandsReady, routes } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
const baselineDir = path.join(import.meta.dirname, 'screenshots');
const updating = process.env.UPDATE_SCREENSHOTS === '1';
/** Share of pixels allowed to differ: anti-aliasing noise passes, a moved or restyled element does not. */
const maxDifferentShare = 0.002;
let browser: Browser;
let failureDir: string | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shots = {
  landing: routes.home,
  guide: routes.guide,
  reference: routes.reference,
  'blog-post': '/blog/intro-to-gas-optimization',
  search: '/search?q=pool',
  'not-found': routes.missing,
} as const;

const viewports = [
  { name: 'wide-dark', width: 1280, height: 800, colorScheme: 'dark' },
  { name: 'wide-light', width: 1280, height: 800, colorScheme: 'light' },
  { name: 'phone-dark', width: 390, height: 800, colorScheme: 'dark' },
] as const;

describe('screenshots', () => {
  for (const viewport of viewports) {
    for (const [name, route] of Object.entries(shots)) {
      it(`${name}, ${viewport.name}`, async () => {
        const context = await browser.newContext({
          viewport,
          colorScheme: viewport.colorScheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(`${baseUrl}${route}`);
        await islandsReady(page);
        if (name === 'search') await page.waitForSelector('.search-result');
        await page.evaluate(() => document.fonts.ready);
        // The last-updated date follows the commit that last touched the page, not the layout.
        const image = await page.screenshot({
          animations: 'disabled',
          caret: 'hide',
          mask: [page.locator('.doc__updated, time')],
        });
        await context.close();
        const file = path.join(baselineDir, `${name}-${viewport.name}.png`);
        if (updating) {
          mkdirSync(baselineDir, { recursive: true });
          writeFileSync(file, image);
          return;
        }
        if (!existsSync(file))
          throw new Error(
            `No baseline ${path.relative(process.cwd(), file)}: run UPDATE_SCREENSHOTS=1 npm run test:e2e and review the images.`,
          );
        const share = differentShare(
          PNG.sync.read(readFileSync(file)),
          PNG.sync.read(image),
          `${name}-${viewport.name}`,
        );
        expect(
          share,
          `share of pixels that differ from ${path.relative(process.cwd(), file)} (images in ${failureDir})`,
        ).toBeLessThanOrEqual(maxDifferentShare);
      });
    }
  }
});

/** The share of pixels that differ; on a difference, the new image and a diff image are written for review. */
function differentShare(baseline: PNG, actual: PNG, name: string): number {
  if (baseline.width !== actual.width || baseline.height !== actual.height) return 1;
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const different = pixelmatch(baseline.data, actual.data, diff.data, baseline.width, baseline.height, {
    threshold: 0.1,
  });
  const share = different / (baseline.width * baseline.height);
  if (share > maxDifferentShare) {
    failureDir ??= mkdtempSync(path.join(tmpdir(), 'docsgen-screenshots-'));
    writeFileSync(path.join(failureDir, `${name}.actual.png`), PNG.sync.write(actual));
    writeFileSync(path.join(failureDir, `${name}.diff.png`), PNG.sync.write(diff));
  }
  return share;
}
