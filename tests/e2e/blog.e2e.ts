// Issue 5 in the browser: the landing page's cards and their links, the blog pages in the theme, "Copy page as Markdown".
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { islandsReady, openIn, openPage, routes } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('the landing page', () => {
  it('renders its cards, and every card link resolves', async () => {
    const { page, context, errors } = await openPage(browser, baseUrl, routes.home);
    expect(await page.title()).toBe('Documentation and Guides');
    const cards = page.locator('main a.card');
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    for (const card of await cards.all()) {
      expect(await card.isVisible()).toBe(true);
      expect((await card.innerText()).trim()).not.toBe('');
    }
    const hrefs = await cards.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      // The build is served offline, so only same-site links can be fetched; others must at least be https.
      if (!href.startsWith(baseUrl)) {
        expect(href).toMatch(/^https:\/\//);
        continue;
      }
      const response = await fetch(href);
      expect(response.status, href).toBe(200);
      expect(await response.text(), href).not.toContain('http-equiv="refresh"');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the blog pages render with the theme', () => {
  it.each([
    ['/blog', 'Engineering Blog'],
    ['/blog/archive', 'Archive'],
    ['/blog/intro-to-gas-optimization', 'An Introduction to Gas Optimization'],
  ])('%s has the navbar, its heading and the footer', async (path, title) => {
    const { page, context, errors } = await openPage(browser, baseUrl, path);
    expect(await page.title()).toBe(`${title} | Documentation and Guides`);
    expect(await page.locator('[data-navbar]').isVisible()).toBe(true);
    expect(await page.locator('footer.footer').isVisible()).toBe(true);
    expect((await page.locator('main h1').first().innerText()).trim()).toBe(title);
    // The theme's stylesheet applied: the navbar is laid out, not a bare list of links.
    expect(await page.locator('[data-navbar]').evaluate((nav) => getComputedStyle(nav).position)).toMatch(
      /sticky|fixed/,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the list and the archive link the post', async () => {
    const { page, context } = await openPage(browser, baseUrl, '/blog');
    expect(await page.locator('main a[href="/blog/intro-to-gas-optimization"]').count()).toBeGreaterThan(0);
    const archive = await openIn(context, baseUrl, '/blog/archive');
    expect(await archive.page.locator('main a[href="/blog/intro-to-gas-optimization"]').count()).toBe(1);
    await context.close();
  });
});

describe('"Copy page as Markdown" on a doc page', () => {
  const path = routes.concepts;

  it('copies the page markdown (its .md copy) and says so', async () => {
    const { page, context } = await openPage(browser, baseUrl, path);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    expect(await button.isVisible()).toBe(true);
    await button.click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const markdown = await (await fetch(`${baseUrl}${path}.md`)).text();
    expect(markdown).toMatch(/^# Uniswap Overview\n/);
    expect(copied).toBe(markdown);
    await context.close();
  });

  it('says it could not copy when the markdown is missing', async () => {
    const { page, context } = await openPage(browser, baseUrl, path);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.route(`**${path}.md`, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await page.getByRole('status').filter({ hasText: 'Could not copy the page' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe('gone');
    await context.close();
  });

  it('is hidden without JavaScript, and absent from the blog post', async () => {
    const { page, context } = await openPage(browser, baseUrl, path, { javaScriptEnabled: false });
    expect(await page.locator('[data-copy-page-markdown]').count()).toBe(1);
    expect(await page.locator('[data-copy-page-markdown]').isVisible()).toBe(false);
    await context.close();
    const post = await openPage(browser, baseUrl, '/blog/intro-to-gas-optimization');
    await islandsReady(post.page);
    expect(await post.page.locator('[data-copy-page-markdown]').count()).toBe(0);
    await post.context.close();
  });
});
