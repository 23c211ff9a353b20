// Theme item 9 in the browser: the crash page, the loading page, the base-URL banner and the not-found page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { addLink, heading, islandsReady, openPage, routes, sleep } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('crash page (item 9)', () => {
  it('shows "This page crashed." with the message when rendering fails, and "Try again" clears the error', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    // A page whose data block is not JSON makes mounting its islands throw: a render error.
    await page.route(`${baseUrl}${routes.reference}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script id="docsgen-data" type="application\/json">)[^<]*/,
        '$1{not json',
      );
      await route.fulfill({ response, body });
    });
    await (await addLink(page, routes.reference)).click();
    const crash = page.locator('[data-crash-page]');
    await crash.waitFor();
    expect(await crash.locator('h1').innerText()).toBe('This page crashed.');
    expect(await crash.locator('.error-page__message').innerText()).toMatch(/JSON/);
    expect(await page.evaluate(() => location.pathname)).toBe(routes.reference);
    await page.unroute(`${baseUrl}${routes.reference}`);
    await crash.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => heading(page)).toBe('Class: Pool');
    expect(await crash.count()).toBe(0);
    await context.close();
  });
});

describe('loading page (item 9)', () => {
  it('shows the error and a Retry button when a page cannot be loaded after the address changed, then a spinner while retrying', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    // Every fetch of the first page fails (a prefetch too: the announcement bar links to it), its first load did not.
    await page.route(`${baseUrl}${routes.guide}`, (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('failed') : route.continue(),
    );
    await (await addLink(page, routes.reference)).click();
    await page.waitForURL(`${baseUrl}${routes.reference}`);
    // Back to the first page: the browser changes the address first, then the page must be fetched, and that fails.
    await page.goBack();
    const loading = page.locator('[data-loading-page]');
    await loading.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await loading.innerText()).toContain('This page could not be loaded.');
    expect(await loading.locator('.loading-page__message').innerText()).toMatch(/fetch/i);
    await page.unroute(`${baseUrl}${routes.guide}`);
    // The retried load lasts until the spinner is on screen, so the spinner shows however slow the machine is.
    let releaseLoad = () => {};
    const spinnerSeen = new Promise<void>((resolve) => (releaseLoad = resolve));
    await page.route(`${baseUrl}${routes.guide}`, async (route) => {
      await spinnerSeen;
      await route.continue();
    });
    // Timed inside the page: how long after the click the spinner appeared.
    await page.evaluate(() => {
      const seen: Record<string, number> = ((window as unknown as { spinner: Record<string, number> }).spinner = {});
      document.addEventListener('click', () => (seen.clickAt = performance.now()), true);
      new MutationObserver(() => {
        if (!seen.spinnerAt && document.querySelector('[data-loading-page] [role="status"]'))
          seen.spinnerAt = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await loading.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('status', { name: 'Loading…' }).waitFor();
    releaseLoad();
    const seen = await page.evaluate(
      () => (window as unknown as { spinner: { clickAt: number; spinnerAt: number } }).spinner,
    );
    expect(seen.spinnerAt - seen.clickAt).toBeGreaterThanOrEqual(195);
    await expect.poll(() => heading(page)).toBe('Building Your First Hook');
    expect(await loading.count()).toBe(0);
    await context.close();
  });
});

describe('base-URL banner (item 9)', () => {
  const bannerText =
    /Your site did not load properly\.[\s\S]*wrong site baseUrl[\s\S]*baseUrl = \/[\s\S]*suggest trying baseUrl = \/docs\//;

  it('is shown on the home path when the stylesheet did not load, with the configured and a suggested baseUrl', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.home);
    expect(await page.locator('#docsgen-base-url-issue-banner').count()).toBe(0);
    // The site deployed under /docs/ while built for /: the home page is found, its assets are not.
    await page.route(`${baseUrl}/docs/`, async (route) =>
      route.fulfill({ response: await route.fetch({ url: `${baseUrl}/` }) }),
    );
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(`${baseUrl}/docs/`);
    const banner = page.locator('#docsgen-base-url-issue-banner');
    await banner.waitFor();
    expect(await banner.innerText()).toMatch(bannerText);
    expect(await banner.locator('strong').allInnerTexts()).toEqual(['/', '/docs/']);
    await context.close();
  });

  it('is not shown on other pages, nor on a home page that loaded properly', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(`${baseUrl}${routes.guide}`);
    await sleep(300);
    expect(await page.locator('#docsgen-base-url-issue-banner').count()).toBe(0);
    await page.unroute('**/assets/**');
    await page.goto(`${baseUrl}/`);
    await islandsReady(page);
    expect(await page.locator('#docsgen-base-url-issue-banner').count()).toBe(0);
    await context.close();
  });
});

describe('not-found page (item 9)', () => {
  it('answers an unknown path with status 404 and a helpful page in the site chrome', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.missing);
    const response = await page.goto(`${baseUrl}${routes.missing}`);
    expect(response?.status()).toBe(404);
    expect(await heading(page)).toBe('Page Not Found');
    expect(await page.title()).toBe('Page Not Found | Documentation and Guides');
    expect(await page.locator('main a.card').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/concepts/overview',
      '/contracts/v4/overview',
      '/sdk/v3/overview',
      '/api/subgraph/overview',
    ]);
    expect(await page.locator('[data-navbar]').count()).toBe(1);
    expect(await page.locator('footer.footer').count()).toBe(1);
    await context.close();
  });

  it('is shown by client navigation to an unknown path too', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await (await addLink(page, routes.missing)).click();
    await page.waitForURL(`${baseUrl}${routes.missing}`);
    await expect.poll(() => heading(page)).toBe('Page Not Found');
    await context.close();
  });
});
