// The built site served over HTTP: exact routes, index.html ignored, 404s, redirect stubs, works without JavaScript.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('serving the build', () => {
  it('serves a doc page at its exact route and ignores a trailing index.html', async () => {
    for (const path of ['/concepts/overview', '/concepts/overview/', '/concepts/overview/index.html']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Uniswap Overview | Documentation and Guides</title>');
    }
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await fetch(`${baseUrl}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('refuses to serve files outside the build folder', async () => {
    const response = await fetch(`${baseUrl}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });

  it('redirects an old SDK guide path, keeping the hash', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/sdk/v3/guides/creating-a-trade#section`);
    await page.waitForURL(/\/sdk\/v3\/guides\/swaps\/trading#section$/);
    await page.close();
  });
});

describe('a doc page', () => {
  it('puts "Skip to main content" first in the tab order and moves focus to the content', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/concepts/overview`);
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    // The address changes after the key press returns (the client router handles in-page links on a busy machine).
    await page.waitForURL(/#main$/, { timeout: 10_000 });
    expect(page.url()).toMatch(/#main$/);
    await page.close();
  });

  it('is readable and navigable with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/concepts/overview`);
    await expect(page.locator('main h1').first().textContent()).resolves.toBeTruthy();
    const sidebarLinks = await page.locator('.sidebar a').count();
    expect(sidebarLinks).toBeGreaterThan(5);
    await context.close();
  });
});
