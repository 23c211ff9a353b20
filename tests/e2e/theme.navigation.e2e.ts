// Theme item 7 in the browser: client navigation, the delayed progress bar, scrolling on arrival, prefetching, history, failures.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { addLink, connectionScript, heading, openPage, recordFetches, routes, sleep } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** Marks the document so a full reload (which would drop the mark) can be told from a client navigation. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { docsgenMark: number }).docsgenMark = 42));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { docsgenMark?: number }).docsgenMark === 42);
const pathname = (page: Page) => page.evaluate(() => location.pathname);
/** How long a poll may wait for a condition the page reaches on its own (the test's timeout still bounds it). */
const untilSettled = { timeout: 30_000 };

describe('client navigation (item 7)', () => {
  it('follows internal links without a full reload and updates title, history and the page islands', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await markDocument(page);
    const target = page.locator('.layout__sidebar a.sidebar__link:not(.sidebar__link--active) >> visible=true').last();
    const href = (await target.getAttribute('href'))!;
    await target.click();
    await page.waitForURL(`${baseUrl}${href}`);
    expect(await stillMarked(page)).toBe(true);
    expect(await page.locator('.layout__sidebar .sidebar__link--active').getAttribute('href')).toBe(href);
    expect(await page.title()).toContain('| Documentation and Guides');
    expect(await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'))).toBe(
      `https://docs.uniswap.org${href}`,
    );
    // Islands work on the new page: the colour toggle, the announcement close button, the TOC watcher.
    await page.locator('[data-navbar] [data-color-mode-toggle]').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await page.locator('.announcement').isVisible()).toBe(false);
    await page.goBack();
    await page.waitForURL(`${baseUrl}${routes.guide}`);
    await expect
      .poll(() => page.locator('.layout__sidebar .sidebar__link--active').getAttribute('href'))
      .toBe(routes.guide);
    expect(await stillMarked(page)).toBe(true);
    // The sidebar came from a page parsed without scripting; its closed categories still open with their links.
    const concepts = page
      .locator('.layout__sidebar details')
      .filter({ has: page.locator(':scope > summary', { hasText: /^Concepts$/ }) })
      .first();
    expect(await concepts.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await concepts.locator(':scope > summary').click();
    await expect.poll(() => concepts.locator('a.sidebar__link').first().isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the previous page on screen and shows the progress bar only after 1000 ms (minimum 0.08, speed 200 ms)', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide, { init: connectionScript('2g', true) });
    await page.route(`${baseUrl}${routes.reference}`, async (route) => {
      await sleep(2500);
      await route.continue();
    });
    const before = await heading(page);
    // Timed inside the page, so a slow test machine cannot blur the 1000 ms.
    await page.evaluate(() => {
      const seen: Record<string, unknown> = ((window as unknown as { progress: Record<string, unknown> }).progress =
        {});
      document.addEventListener('click', () => (seen.clickAt = performance.now()), true);
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLElement>('[data-progress]');
        if (!bar || seen.barAt) return;
        seen.barAt = performance.now();
        seen.value = Number(bar.getAttribute('aria-valuenow'));
        seen.speed = getComputedStyle(bar.firstElementChild!).transitionDuration;
        seen.heading = document.querySelector('main h1')?.textContent;
        seen.path = location.pathname;
      }).observe(document.body, { childList: true });
    });
    await (await addLink(page, routes.reference)).click();
    await sleep(500);
    expect(await heading(page)).toBe(before);
    await page.waitForURL(`${baseUrl}${routes.reference}`);
    await expect.poll(() => heading(page)).toBe('Class: Pool');
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            progress: { clickAt: number; barAt: number; value: number; speed: string; heading: string; path: string };
          }
        ).progress,
    );
    expect(seen.barAt - seen.clickAt).toBeGreaterThanOrEqual(995);
    expect(seen.barAt - seen.clickAt).toBeLessThan(1500);
    expect(seen).toMatchObject({ value: 0.08, speed: '0.2s', heading: before, path: routes.guide });
    await expect.poll(() => page.locator('[data-progress]').count()).toBe(0);
    await context.close();
  });

  it('draws the progress bar so that it stands out over the announcement bar and over the page, in both colour modes', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const { page, context } = await openPage(browser, baseUrl, routes.guide, { colorScheme });
      const colours = await page.evaluate(() => {
        const bar = document.createElement('div');
        bar.className = 'progress-bar';
        bar.innerHTML = '<div class="progress-bar__fill"></div>';
        document.body.append(bar);
        const fill = getComputedStyle(bar.firstElementChild!);
        return {
          fill: fill.backgroundColor,
          edge: fill.boxShadow,
          announcement: getComputedStyle(document.querySelector('.announcement')!).backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
      const bar = [rgbOf(colours.fill), rgbOf(colours.edge)];
      for (const under of [colours.announcement, colours.page]) {
        // The fill or its edge must differ from what lies under it by at least the 3:1 of WCAG's non-text contrast.
        const best = Math.max(...bar.map((colour) => contrastRatio(colour, rgbOf(under))));
        expect(best, `${colorScheme}: bar ${colours.fill} / ${colours.edge} over ${under}`).toBeGreaterThanOrEqual(3);
      }
      await context.close();
    }
  });

  it('shows no progress bar for a fast load', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await page.evaluate(() => {
      (window as unknown as { sawBar: boolean }).sawBar = false;
      new MutationObserver(
        () => document.querySelector('[data-progress]') && ((window as unknown as { sawBar: boolean }).sawBar = true),
      ).observe(document.body, { childList: true });
    });
    await (await addLink(page, routes.reference)).click();
    await page.waitForURL(`${baseUrl}${routes.reference}`);
    await sleep(1300);
    expect(await page.evaluate(() => (window as unknown as { sawBar: boolean }).sawBar)).toBe(false);
    await context.close();
  });

  it('scrolls to the anchor of the address, or to the top when there is none', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.concepts);
    const target = await (await fetch(`${baseUrl}${routes.guide}`)).text();
    const anchor = [...target.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]!).at(-1)!;
    await page.evaluate(() => window.scrollTo(0, 400));
    await (await addLink(page, `${routes.guide}#${anchor}`)).click();
    await page.waitForURL(`${baseUrl}${routes.guide}#${anchor}`);
    // Each check waits for its condition: on a busy machine one round trip to the browser can outlast poll's default second.
    await expect
      .poll(
        () => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), anchor),
        untilSettled,
      )
      .toBeLessThan(120);
    await expect.poll(() => page.evaluate(() => window.scrollY), untilSettled).toBeGreaterThan(500);
    await expect
      .poll(() => page.locator('[data-navbar]').evaluate((el) => el.classList.contains('navbar--hidden')), untilSettled)
      .toBe(false);
    await (await addLink(page, routes.reference)).evaluate((a) => a.scrollIntoView());
    await page.locator('#injected-link').click();
    await page.waitForURL(`${baseUrl}${routes.reference}`);
    await expect.poll(() => page.evaluate(() => window.scrollY), untilSettled).toBe(0);
    await context.close();
  });

  it('ignores a trailing index.html in a path', async () => {
    const { page, context } = await openPage(browser, baseUrl, `${routes.concepts}/index.html`);
    expect(await pathname(page)).toBe(routes.concepts);
    await markDocument(page);
    await (await addLink(page, `${routes.guide}/index.html`)).click();
    await page.waitForURL(`${baseUrl}${routes.guide}`);
    expect(await stillMarked(page)).toBe(true);
    expect(await page.locator('.layout__sidebar .sidebar__link--active').getAttribute('href')).toBe(routes.guide);
    await context.close();
  });

  it('prefetches links when they become visible and on hover', async () => {
    const fetched: string[] = [];
    const { context, page } = await openPage(browser, baseUrl, routes.home, { fetches: fetched });
    await expect.poll(() => fetched.includes(routes.concepts), { timeout: 5000 }).toBe(true);
    // Chromium supports the link-prefetch hint, so that is how the page was asked for (not a fetch() of its own).
    expect(await page.locator(`head link[rel="prefetch"][href="${routes.concepts}"]`).count()).toBe(1);
    const nextFetched: string[] = [];
    const next = await openPage(browser, baseUrl, routes.guide, { height: 500, fetches: nextFetched });
    const href = routes.reference;
    const below = await addLink(next.page, href, 'end');
    await sleep(1500);
    expect(nextFetched).not.toContain(href);
    await below.dispatchEvent('mouseover');
    await expect.poll(() => nextFetched.includes(href)).toBe(true);
    await context.close();
    await next.context.close();
  });

  it('does not prefetch on a 2g connection with data saver on (but does on 2g alone)', async () => {
    const fetched: string[] = [];
    const saver = await openPage(browser, baseUrl, routes.home, {
      init: connectionScript('2g', true),
      fetches: fetched,
    });
    await saver.page.locator('a.card').first().hover();
    await sleep(2000);
    expect(fetched).toEqual([]);
    await saver.context.close();
    const slowFetched: string[] = [];
    const slow = await openPage(browser, baseUrl, routes.home, {
      init: connectionScript('2g', false),
      fetches: slowFetched,
    });
    await slow.page.locator('a.card').first().hover();
    await expect.poll(() => slowFetched.includes(routes.concepts)).toBe(true);
    await slow.context.close();
  });

  it('restores the scroll position on back and forward', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await sleep(100);
    const link = await addLink(page, routes.reference);
    await page.evaluate(() =>
      document.getElementById('injected-link')!.setAttribute('style', 'position:fixed;top:200px;left:400px;z-index:99'),
    );
    await link.click();
    await page.waitForURL(`${baseUrl}${routes.reference}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    await sleep(100);
    await page.goBack();
    await expect.poll(() => heading(page)).not.toBe('Class: Pool');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await page.goForward();
    await expect.poll(() => heading(page)).toBe('Class: Pool');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
    await context.close();
  });

  it('logs a warning and stays on the current page when the next page fails to load', async () => {
    const { page, context, warnings } = await openPage(browser, baseUrl, routes.guide);
    await page.route(`${baseUrl}${routes.reference}`, (route) => route.abort('failed'));
    const before = await heading(page);
    await (await addLink(page, routes.reference)).click();
    await expect
      .poll(() => warnings.some((w) => w.includes('could not load /sdk/v3/reference/classes/Pool')))
      .toBe(true);
    expect(await pathname(page)).toBe(routes.guide);
    expect(await heading(page)).toBe(before);
    expect(await page.locator('[data-crash-page], [data-loading-page]').count()).toBe(0);
    await context.close();
  });

  it('leaves links to files (not pages) to the browser', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const fetched = recordFetches(page);
    await markDocument(page);
    await (await addLink(page, '/img/logo.svg')).click();
    await page.waitForURL(`${baseUrl}/img/logo.svg`);
    expect(fetched).not.toContain('/img/logo.svg');
    await context.close();
  });
});

/** The first `rgb(r, g, b)` in a computed style value. */
function rgbOf(value: string): [number, number, number] {
  const match = /rgba?\((\d+), (\d+), (\d+)/.exec(value);
  if (!match) throw new Error(`no colour in ${value}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** WCAG contrast ratio of two sRGB colours. */
function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) => {
    const [r, g, bl] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
