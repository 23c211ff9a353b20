// Theme items 4–6 in the browser: colour mode, the announcement bar, and what is kept in browser storage.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import {
  blockedStorageScript,
  islandsReady,
  noSchemePreferenceScript,
  openIn,
  openPage,
  routes,
} from './themeHelpers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

describe('colour mode (item 4)', () => {
  it('is dark by default and follows the system preference until the reader chooses', async () => {
    const none = await openPage(browser, baseUrl, routes.guide, {
      colorScheme: 'light',
      init: noSchemePreferenceScript,
    });
    expect(await theme(none.page)).toBe('dark');
    await none.context.close();
    for (const scheme of ['dark', 'light'] as const) {
      const { page, context } = await openPage(browser, baseUrl, routes.guide, { colorScheme: scheme });
      expect(await theme(page), scheme).toBe(scheme);
      await context.close();
    }
    const { page, context } = await openPage(browser, baseUrl, routes.guide, { colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => theme(page)).toBe('light');
    await context.close();
  });

  it('switches with the toggle, saves the choice under "theme", and the choice beats the system preference', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const toggle = page.locator('[data-navbar] [data-color-mode-toggle]');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently dark mode)');
    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await stored(page, 'theme')).toBe('light');
    expect(await toggle.getAttribute('aria-label')).toBe('Switch between dark and light mode (currently light mode)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    expect(await theme(page)).toBe('light');
    await context.close();
  });

  it('applies the saved mode before first paint, from the blocking head script (no flash)', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide, {
      init: `try { localStorage.setItem('theme', 'light') } catch {}`,
    });
    // The head script runs before any stylesheet or the body; prove it by loading the page without the islands.
    const order = await page.evaluate(() =>
      [...document.head.children]
        .map((el) => el.tagName + (el.getAttribute('rel') ?? ''))
        .filter((t) => t === 'SCRIPT' || t === 'LINKstylesheet'),
    );
    expect(order[0]).toBe('SCRIPT');
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it('follows a change made in another tab', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const other = await openIn(context, baseUrl, routes.reference);
    expect(await theme(other.page)).toBe('dark');
    await page.locator('[data-navbar] [data-color-mode-toggle]').click();
    await expect.poll(() => theme(other.page)).toBe('light');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await expect.poll(() => theme(other.page)).toBe('dark');
    await context.close();
  });
});

describe('announcement bar (item 5)', () => {
  it('is dismissed with its accessible close button; dismissal and id are stored under two keys', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const bar = page.locator('.announcement');
    expect(await bar.isVisible()).toBe(true);
    expect(await bar.innerText()).toContain('v4');
    expect(await stored(page, 'docusaurus.announcement.id')).toBe('v4-docs-2026');
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('false');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('true');
    // Hidden before first paint on the next load: the head script does it, even without the islands.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed'))).toBe(true);
    expect(await bar.isVisible()).toBe(false);
    await context.close();
  });

  it('shows again when the configured id changes', async () => {
    const init = `try { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'); localStorage.setItem('docusaurus.announcement.dismiss', 'true'); } } catch {}`;
    const { page, context } = await openPage(browser, baseUrl, routes.guide, { init });
    expect(await page.locator('.announcement').isVisible()).toBe(true);
    expect(await stored(page, 'docusaurus.announcement.id')).toBe('v4-docs-2026');
    expect(await stored(page, 'docusaurus.announcement.dismiss')).toBe('false');
    await context.close();
  });
});

describe('storage (item 6)', () => {
  it('keeps the docs version choice per docs section and drops a version that no longer exists', async () => {
    const seed = (value: string) =>
      `try { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('docs-preferred-version-default', ${JSON.stringify(value)}); } } catch {}`;
    const gone = await openPage(browser, baseUrl, routes.guide, { init: seed('v9-removed') });
    expect(await stored(gone.page, 'docs-preferred-version-default')).toBeNull();
    await gone.context.close();
    const kept = await openPage(browser, baseUrl, routes.guide, { init: seed('current') });
    expect(await stored(kept.page, 'docs-preferred-version-default')).toBe('current');
    await kept.context.close();
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    expect(await stored(page, 'docs-preferred-version-default')).toBeNull();
    await page.locator('details.version-badge summary').click();
    await page.locator('[data-docs-version-choice="current"]').click();
    expect(await stored(page, 'docs-preferred-version-default')).toBe('current');
    await context.close();
  });

  it('stores tab-group choices under the tab key prefix and restores them on the next page', async () => {
    const tabs = (n: number) =>
      `<div class="tabs" data-tabs data-group-id="package-manager" id="tabs-${n}"><div role="tablist" class="tabs__list">` +
      `<button type="button" role="tab" class="tabs__tab" data-value="npm" aria-selected="true" tabindex="0">npm</button>` +
      `<button type="button" role="tab" class="tabs__tab" data-value="yarn" aria-selected="false" tabindex="-1">yarn</button></div>` +
      `<div role="tabpanel" class="tabs__panel is-active" data-value="npm">npm install</div><div role="tabpanel" class="tabs__panel" data-value="yarn">yarn add</div></div>`;
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await page.route(`${baseUrl}${routes.reference}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replace('<div class="markdown">', `<div class="markdown">${tabs(3)}`),
      });
    });
    await page.evaluate(
      (html) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', html),
      tabs(1) + tabs(2),
    );
    await page.locator('#tabs-1 [data-value="yarn"][role="tab"]').click();
    expect(await stored(page, 'docusaurus.tab.package-manager')).toBe('yarn');
    expect(await page.locator('#tabs-2 [data-value="yarn"][role="tab"]').getAttribute('aria-selected')).toBe('true');
    await page.goto(`${baseUrl}${routes.reference}`);
    await islandsReady(page);
    expect(await page.locator('#tabs-3 [data-value="yarn"][role="tab"]').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#tabs-3 .tabs__panel.is-active').innerText()).toBe('yarn add');
    await context.close();
  });

  it('logs one warning and quietly does nothing when storage is unavailable', async () => {
    const { page, context, warnings, errors } = await openPage(browser, baseUrl, routes.guide, {
      init: blockedStorageScript,
    });
    expect(await theme(page)).toBe('dark');
    await page.locator('[data-navbar] [data-color-mode-toggle]').click();
    expect(await theme(page)).toBe('light');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await page.locator('details.version-badge summary').click();
    await page.locator('[data-docs-version-choice="current"]').click();
    expect(warnings.filter((w) => w.includes('storage is unavailable'))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
