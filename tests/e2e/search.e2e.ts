// Search in the browser: the ways to open and close the modal, keyboard navigation, the results page, lazy loading,
// escaping of the query and the analytics hook.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const modal = '[data-search-modal]';
const openModal = `${modal}:not([hidden])`;

/** A fresh page (own context) at `path`, with its island entry loaded. */
async function open(path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  return page;
}

async function close(page: Page): Promise<void> {
  await page.context().close();
}

async function isModalOpen(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const element = document.querySelector<HTMLElement>(selector);
    return Boolean(element && !element.hidden);
  }, modal);
}

async function activeIsInModal(page: Page): Promise<boolean> {
  return page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), modal);
}

async function typeQuery(page: Page, query: string): Promise<void> {
  await page.locator('.search-modal__input').fill(query);
  await page.waitForSelector('.search-modal__results [role="option"]');
}

describe('opening and closing the search modal', () => {
  it('opens on a click of the navbar button, focuses the input, and Escape closes it and gives focus back', async () => {
    const page = await open('/concepts/overview');
    await page.locator('[data-search-open]').first().click();
    await page.waitForSelector(openModal);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-modal__input'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isModalOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-open'))).toBe(true);
    await close(page);
  });

  it('opens with Ctrl+K and with Cmd+K, and closes from the backdrop', async () => {
    const page = await open('/concepts/overview');
    await page.keyboard.press('Control+k');
    await page.waitForSelector(openModal);
    await page.keyboard.press('Escape');
    expect(await isModalOpen(page)).toBe(false);
    await page.keyboard.press('Meta+k');
    await page.waitForSelector(openModal);
    await page.mouse.click(5, 5);
    expect(await isModalOpen(page)).toBe(false);
    await close(page);
  });

  it('opens with "/" outside inputs, but not when "/" is typed into an input', async () => {
    const page = await open('/concepts/overview');
    await page.keyboard.press('/');
    await page.waitForSelector(openModal);
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing-here';
      document.querySelector('main')?.prepend(input);
    });
    await page.locator('#typing-here').click();
    await page.keyboard.type('a/b');
    expect(await page.locator('#typing-here').inputValue()).toBe('a/b');
    expect(await isModalOpen(page)).toBe(false);
    await close(page);
  });

  it('keeps focus inside the modal while tabbing', async () => {
    const page = await open('/concepts/overview');
    await page.keyboard.press('Control+k');
    await page.waitForSelector(openModal);
    await typeQuery(page, 'hooks');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await activeIsInModal(page)).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await activeIsInModal(page)).toBe(true);
    }
    await close(page);
  });
});

describe('results in the modal', () => {
  it('loads no search code or index until search is first opened', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    const scripts: Array<Promise<string>> = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto(`${baseUrl}/concepts/overview`);
    await page.waitForLoadState('networkidle');
    expect(
      requests.filter((path) => path.startsWith('/search-index/') || /search(Modal|ResultsPage)/.test(path)),
    ).toEqual([]);
    // The engine (with lunr's stemmer) and the modal are not in any script of the first load; the trigger is.
    const firstLoad = (await Promise.all(scripts)).join('\n');
    expect(firstLoad).toContain('Search Bar Clicked');
    for (const marker of ['v3-docs', 'Loading the search index', 'ational']) expect(firstLoad).not.toContain(marker);
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'pool');
    expect(requests.some((path) => path.startsWith('/search-index/v3-docs.json'))).toBe(true);
    expect(requests.some((path) => /searchModal/.test(path))).toBe(true);
    await context.close();
  });

  it('shows hits as you type, grouped by page with the matched heading highlighted, each a path with an #anchor', async () => {
    const page = await open('/concepts/overview');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'flash accounting');
    const groups = await page.locator('.search-modal__results .search-hit-group').count();
    expect(groups).toBeGreaterThan(0);
    const hrefs = await page
      .locator('.search-modal__results [role="option"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => href.startsWith('/'))).toBe(true);
    expect(hrefs.some((href) => href.includes('#'))).toBe(true);
    expect(hrefs).toContain('/contracts/v4/concepts/flash-accounting');
    expect(await page.locator('.search-modal__results mark').first().textContent()).toMatch(/flash|accounting/i);
    expect(await page.locator('[data-search-see-all]').getAttribute('href')).toBe('/search?q=flash%20accounting');
    await close(page);
  });

  it('moves through hits with the arrow keys and opens the active one with Enter', async () => {
    const page = await open('/concepts/overview');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'oracle');
    const selected = () => page.locator('.search-modal__results [aria-selected="true"]');
    const first = await selected().getAttribute('id');
    await page.keyboard.press('ArrowDown');
    const second = await selected().getAttribute('id');
    expect(second).not.toBe(first);
    expect(await page.locator('.search-modal__input').getAttribute('aria-activedescendant')).toBe(second);
    await page.keyboard.press('ArrowUp');
    expect(await selected().getAttribute('id')).toBe(first);
    await page.keyboard.press('ArrowDown');
    expect(await selected().getAttribute('id')).toBe(second);
    const href = await selected().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    expect(await isModalOpen(page)).toBe(false);
    await close(page);
  });

  it('ranks the section and version being read first, and can widen to all docs', async () => {
    const page = await open('/contracts/v4/concepts/hooks');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'TickMath');
    const firstHref = () => page.locator('.search-modal__results [role="option"]').first().getAttribute('href');
    expect(await firstHref()).toMatch(/^\/contracts\/v4\//);
    expect(await page.locator('[data-search-scope="context"]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-search-scope="all"]').click();
    expect(await page.locator('[data-search-scope="all"]').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('[data-search-scope="context"]').getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.search-modal__results [role="option"]').count()).toBeGreaterThan(0);
    await close(page);
  });

  it('reports "Search Bar Clicked" through the analytics hook when it exists', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/contracts/v4/concepts/hooks`);
    await page.waitForLoadState('networkidle');
    // Record calls on top of whatever hook is installed by then (the analytics island's, or none).
    await page.evaluate(() => {
      const events: Array<[string, unknown]> = [];
      const target = window as unknown as {
        searchEvents: typeof events;
        docsgenAnalytics?: { track(name: string, properties: unknown): void };
      };
      target.searchEvents = events;
      const real = target.docsgenAnalytics;
      target.docsgenAnalytics = {
        track: (name, properties) => {
          events.push([name, properties]);
          real?.track(name, properties);
        },
      };
    });
    await page.locator('[data-search-open]').first().click();
    await page.waitForSelector(openModal);
    const events = await page.evaluate(
      () => (window as unknown as { searchEvents: Array<[string, Record<string, string>]> }).searchEvents,
    );
    expect(events).toEqual([
      ['Search Bar Clicked', expect.objectContaining({ opened_by: 'click', section: 'contracts', version_tag: 'V4' })],
    ]);
    await context.close();
  });
});

describe('the results page', () => {
  it('shows the query in the box and every hit, with facet filters kept in the address', async () => {
    const page = await open('/search?q=hooks');
    await page.waitForSelector('.search-page__results .search-result');
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe('hooks');
    const links = await page
      .locator('.search-page__results a')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toContain('/contracts/v4/concepts/hooks');
    expect(await page.locator('[data-search-page-status]').textContent()).toMatch(/for “hooks”/);
    await page.locator('.search-facet input[name="sections"][value="concepts"]').check();
    await page.waitForURL(/section=concepts/);
    const filtered = await page
      .locator('.search-result .search-result__link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((href) => href.startsWith('/concepts/'))).toBe(true);
    await close(page);
  });

  it('is reached from the modal through "See all results"', async () => {
    const page = await open('/concepts/overview');
    await page.keyboard.press('Control+k');
    await typeQuery(page, 'oracle');
    await page.locator('[data-search-see-all]').click();
    await page.waitForURL(/\/search\?q=oracle$/);
    await page.waitForSelector('.search-page__results .search-result');
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe('oracle');
    await close(page);
  });

  it('shows a query with markup as text and runs none of it', async () => {
    const attack = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>"\'>';
    const page = await open(`/search?q=${encodeURIComponent(attack)}`);
    await page.waitForFunction(() =>
      /No results|pages? for/.test(document.querySelector('[data-search-page-status]')?.textContent ?? ''),
    );
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe(attack);
    expect(await page.locator('[data-search-page-status]').textContent()).toContain('<img src=x');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('[data-search-page] img, [data-search-page] script').count()).toBe(0);
    expect(await page.title()).toContain('<img');
    await close(page);
  });

  it('does not open the modal when "/" is typed into its search box', async () => {
    const page = await open('/search?q=pool');
    await page.locator('[data-search-page-input]').fill('');
    await page.locator('[data-search-page-input]').type('v4/hooks');
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe('v4/hooks');
    expect(await isModalOpen(page)).toBe(false);
    await close(page);
  });
});
