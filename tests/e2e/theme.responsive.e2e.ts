// Theme items 8 and 11 in the browser: navbar scroll behaviour, the 996/997 px breakpoint and mobile menu, and the look.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { openPage, routes, sleep } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const navbarHidden = (page: Page) =>
  page
    .locator('[data-navbar]')
    .evaluate((el) => el.classList.contains('navbar--hidden') && el.getBoundingClientRect().bottom <= 1);
const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe('navbar on scroll (item 8)', () => {
  it('hides when scrolling down and shows when scrolling up, at the top, and after a jump to a hash', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarHidden(page)).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navbarHidden(page)).toBe(false);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => navbarHidden(page)).toBe(true);
    const last = page.locator('.layout__toc a.toc__link').last();
    await last.click();
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toBe(await last.evaluate((a) => (a as HTMLAnchorElement).hash));
    await sleep(400);
    expect(await navbarHidden(page)).toBe(false);
    await context.close();
  });
});

describe('mobile layout (item 8)', () => {
  it('applies at 996 px and not at 997 px', async () => {
    const mobile = await openPage(browser, baseUrl, routes.guide, { width: 996 });
    expect(await visible(mobile.page, '[data-mobile-menu-open]')).toBe(true);
    expect(await visible(mobile.page, '.layout__sidebar')).toBe(false);
    expect(await visible(mobile.page, '[data-navbar] .navbar__items a')).toBe(false);
    await mobile.context.close();
    const desktop = await openPage(browser, baseUrl, routes.guide, { width: 997 });
    expect(await visible(desktop.page, '[data-mobile-menu-open]')).toBe(false);
    expect(await visible(desktop.page, '.layout__sidebar')).toBe(true);
    expect(await visible(desktop.page, '[data-navbar] .navbar__items a')).toBe(true);
    await desktop.context.close();
  });

  it('opens a menu holding the navbar items and the current sidebar, closes with Escape, and is forced closed at desktop width', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide, { width: 996 });
    const toggle = page.getByRole('button', { name: 'Open the navigation menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      await menu.locator('.mobile-menu__links a').evaluateAll((as) => as.map((a) => a.firstChild?.textContent)),
    ).toEqual(['Concepts', 'Contracts', 'SDKs', 'APIs', 'Give Feedback', 'Whitepaper', 'GitHub', 'Grants']);
    expect(await menu.locator('.sidebar__link--active').getAttribute('href')).toBe(routes.guide);
    expect(await menu.locator('.sidebar__link--active').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-mobile-menu-open'))).toBe(true);
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    await page.setViewportSize({ width: 997, height: 800 });
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.locator('.layout__sidebar [data-sidebar]').count()).toBe(1);
    expect(await visible(page, '.layout__sidebar .sidebar__link--active')).toBe(true);
    await context.close();
  });

  it("opens at the top when the current page's link is already in view, and scrolls to it when it is not", async () => {
    const panelScroll = async (route: string) => {
      const { page, context } = await openPage(browser, baseUrl, route, { width: 390, height: 844 });
      await page.getByRole('button', { name: 'Open the navigation menu' }).click();
      // The panel may scroll smoothly: read it once it has stopped.
      await page.waitForFunction(
        () =>
          new Promise((resolve) => {
            const panel = document.querySelector('.mobile-menu__panel')!;
            const before = panel.scrollTop;
            setTimeout(() => resolve(panel.scrollTop === before), 150);
          }),
      );
      const scroll = await page.locator('.mobile-menu__panel').evaluate((panel) => {
        const active = panel.querySelector('.sidebar__link--active')!.getBoundingClientRect();
        return { top: panel.scrollTop, activeInView: active.top >= 0 && active.bottom <= innerHeight + 1 };
      });
      await context.close();
      return scroll;
    };
    expect(await panelScroll(routes.concepts)).toEqual({ top: 0, activeInView: true });
    const deep = await panelScroll('/contracts/v4/reference/periphery/interfaces/IUniswapV4DeployerCompetition');
    expect(deep.top).toBeGreaterThan(0);
    expect(deep.activeInView).toBe(true);
  });

  it('follows a link from the menu to the next page with the menu closed', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide, { width: 400 });
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'SDKs' }).click();
    await page.waitForURL(`${baseUrl}/sdk/v3/overview`);
    await expect.poll(() => page.locator('[data-mobile-menu]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('mobile-menu-open'))).toBe(false);
    await context.close();
  });
});

describe('look (item 11)', () => {
  it('is dark with a pink accent, and light mode keeps readable contrast', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const colours = () =>
      page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        active: getComputedStyle(document.querySelector('.sidebar__link--active')!).color,
        accent: getComputedStyle(document.documentElement).getPropertyValue('--accent').trim(),
      }));
    expect(await colours()).toEqual({ background: 'rgb(19, 19, 19)', active: 'rgb(252, 114, 255)', accent: '#fc72ff' });
    await page.locator('[data-navbar] [data-color-mode-toggle]').click();
    // Colours ease over 0.15 s; poll until the transition ends.
    await expect
      .poll(colours)
      .toEqual({ background: 'rgb(255, 255, 255)', active: 'rgb(162, 28, 175)', accent: '#fc72ff' });
    await context.close();
  });

  it('shows a visible focus ring on keyboard focus', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth, colour: style.outlineColor };
    });
    expect(outline).toEqual({ style: 'solid', width: '2px', colour: 'rgb(252, 114, 255)' });
    await context.close();
  });

  it('does not shift the layout while a slow page streams in and its islands mount, with or without a dismissed announcement', async () => {
    // Sums the shifts and names what moved, so a failure says where to look. Shifts of table cells alone are counted
    // apart: an auto-layout table re-measures its columns as its rows stream in, which no stylesheet can prevent.
    const observe = `window.__shifts={total:0,layout:0,moved:[]};new PerformanceObserver((l)=>{for(const e of l.getEntries()){if(e.hadRecentInput)continue;const nodes=(e.sources||[]).map((s)=>s.node).filter((n)=>n&&n.nodeType===1);const inTable=nodes.length>0&&nodes.every((n)=>n.closest('table'));window.__shifts.total+=e.value;if(!inTable)window.__shifts.layout+=e.value;window.__shifts.moved.push(Math.round(e.startTime)+'ms '+nodes.map((n)=>n.tagName+'.'+n.className).join(', '))}}).observe({type:'layout-shift',buffered:true});`;
    const dismissed = `try { localStorage.setItem('docusaurus.announcement.id', 'v4-docs-2026'); localStorage.setItem('docusaurus.announcement.dismiss', 'true') } catch {}`;
    for (const [path, init] of [
      [routes.guide, ''],
      [routes.reference, dismissed],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
      await context.addInitScript(init + observe);
      const page = await context.newPage();
      // A slow connection makes the browser paint the page before it has all of it, as a real first visit does.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 40,
        downloadThroughput: 48 * 1024,
        uploadThroughput: 48 * 1024,
      });
      await page.goto(`${baseUrl}${path}`);
      await sleep(1000);
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: { total: number; layout: number; moved: string[] } }).__shifts,
      );
      expect(shifts.layout, `${path}: ${shifts.moved.join('; ')}`).toBeLessThan(0.01);
      expect(shifts.total, `${path}: ${shifts.moved.join('; ')}`).toBeLessThan(0.05);
      await context.close();
    }
  });

  it('keeps images within the column and the logo sized before it loads', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.home, { width: 360 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(
      await page
        .locator('.navbar__logo')
        .first()
        .evaluate((img) => [img.getAttribute('width'), img.getAttribute('height')]),
    ).toEqual(['28', '28']);
    expect(
      await page.evaluate(() => {
        const img = document.querySelector('main')!.appendChild(document.createElement('img'));
        return getComputedStyle(img).maxWidth;
      }),
    ).toBe('100%');
    await context.close();
  });

  it('keeps pages within a phone screen: long reference names wrap, a wide formula scrolls in its own box', async () => {
    // A one-word title and pagination labels such as INonfungibleTokenPositionDescriptor; display math wider than the
    // column, which the lazy layout's paint containment would otherwise cut off.
    for (const route of [
      '/contracts/v4/reference/periphery/interfaces/IUniswapV4DeployerCompetition',
      '/contracts/v3/reference/periphery/interfaces/INonfungiblePositionManager',
      '/contracts/v4/quickstart/create-pool',
    ]) {
      const { page, context } = await openPage(browser, baseUrl, route, { width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(390);
      // Off-screen formulas are not laid out (content-visibility): each is brought into view and measured a frame later.
      const formulas = await page.evaluate(async () => {
        const measured: { overflows: boolean; scrolls: boolean }[] = [];
        for (const display of document.querySelectorAll<HTMLElement>('.markdown .katex-display')) {
          display.scrollIntoView();
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          measured.push({
            overflows: display.scrollWidth > display.clientWidth,
            scrolls: getComputedStyle(display).overflowX === 'auto',
          });
        }
        return measured;
      });
      for (const formula of formulas) if (formula.overflows) expect(formula.scrolls, route).toBe(true);
      if (route.endsWith('create-pool')) expect(formulas.some((formula) => formula.overflows)).toBe(true);
      await context.close();
    }
  });
});
