// Theme items 1–3 in the browser: navbar, footer and the docs layout (sidebar, breadcrumbs, TOC, pagination, meta, version, skip link).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { openPage, routes, sleep } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

describe('navbar (item 1)', () => {
  it('links the four sections and marks the one the page belongs to', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const links = page.locator('[data-navbar] .navbar__items:not(.navbar__items--right) a');
    expect(await links.allInnerTexts()).toEqual(['Concepts', 'Contracts', 'SDKs', 'APIs']);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/concepts/overview',
      '/contracts/v4/overview',
      '/sdk/v3/overview',
      '/api/subgraph/overview',
    ]);
    const active = page.locator('[data-navbar] .navbar__link--active');
    expect(await active.allInnerTexts()).toEqual(['Contracts']);
    expect(await active.getAttribute('aria-current')).toBe('true');
    await page.goto(`${baseUrl}${routes.reference}`);
    expect(await page.locator('[data-navbar] .navbar__link--active').allInnerTexts()).toEqual(['SDKs']);
    await page.goto(`${baseUrl}${routes.home}`);
    expect(await page.locator('[data-navbar] .navbar__link--active').count()).toBe(0);
    await context.close();
  });

  it('has the external links on the right, opening safely in a new tab, then search and the colour toggle', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.concepts);
    const right = page.locator('[data-navbar] .navbar__items--right');
    const external = right.locator('a');
    expect(await external.evaluateAll((as) => as.map((a) => a.firstChild?.textContent))).toEqual([
      'Give Feedback',
      'Whitepaper',
      'GitHub',
      'Grants',
    ]);
    for (const link of await external.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await expect(right.locator('button[data-search-open]').isVisible()).resolves.toBe(true);
    await expect(right.locator('button[data-color-mode-toggle]').isVisible()).resolves.toBe(true);
    expect(await page.locator('[data-navbar] .navbar__brand').getAttribute('href')).toBe('/');
    expect(await page.locator('[data-navbar] .navbar__brand').innerText()).toBe('Uniswap Docs');
    await context.close();
  });
});

describe('footer (item 2)', () => {
  it('has the groups Developers, Github, Ecosystem and Community of external links', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    expect(await page.locator('footer.footer .footer__title').allInnerTexts()).toEqual([
      'Developers',
      'Github',
      'Ecosystem',
      'Community',
    ]);
    const links = page.locator('footer.footer a');
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    const attributes = await links.evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    for (const link of attributes)
      expect(link).toEqual({
        href: expect.stringMatching(/^https:\/\//),
        target: '_blank',
        rel: 'noopener noreferrer',
      });
    await context.close();
  });
});

describe('docs layout (item 3)', () => {
  it('opens the categories holding the page, keeps collapsed ones from _category_.json closed, and toggles them', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const category = (label: string) =>
      page
        .locator('.layout__sidebar details')
        .filter({ has: page.locator(`:scope > summary`, { hasText: new RegExp(`^${label}$`) }) })
        .first();
    // /contracts/v4 is `collapsed: false`; /contracts/v4/concepts is `collapsed: true`; /contracts/v4/guides holds the page.
    expect(await category('V4 Protocol').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await category('Concepts').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(await category('Guides').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    // A closed category's links are not in the page: they come from the sidebar's shared file when it opens.
    expect(await category('Concepts').locator('a').count()).toBe(0);
    expect(await page.locator('.layout__sidebar [data-sidebar]').getAttribute('data-sidebar-src')).toMatch(
      /^\/assets\/sidebars\/contracts\.[\w-]+\.json$/,
    );
    await category('Concepts').locator(':scope > summary').click();
    expect(await category('Concepts').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    await expect.poll(() => category('Concepts').locator('a.sidebar__link').count()).toBeGreaterThan(3);
    expect(await category('Concepts').locator('noscript').count()).toBe(0);
    expect(await category('Concepts').locator('a.sidebar__link').first().isVisible()).toBe(true);
    // From the keyboard too, and nested closed categories inside an opened one open in turn.
    await category('V2 Protocol').locator(':scope > summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => category('V2 Protocol').locator('a.sidebar__link').first().isVisible()).toBe(true);
    expect(await category('Protocol Overview').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    await category('Protocol Overview').locator(':scope > summary').click();
    await expect.poll(() => category('Protocol Overview').locator('a.sidebar__link').first().isVisible()).toBe(true);
    const active = page.locator('.layout__sidebar .sidebar__link--active');
    expect(await active.count()).toBe(1);
    expect(await active.getAttribute('href')).toBe(routes.guide);
    expect(await active.getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('scrolls the sidebar, not the page, to a deep active link', async () => {
    const { page, context } = await openPage(browser, baseUrl, '/sdk/v3/reference/interfaces/WithdrawOptions', {
      height: 600,
    });
    await sleep(100);
    const inView = await page.evaluate(() => {
      const box = document.querySelector('.layout__sidebar')!.getBoundingClientRect();
      const link = document.querySelector('.layout__sidebar .sidebar__link--active')!.getBoundingClientRect();
      return {
        scrolled: document.querySelector('.layout__sidebar')!.scrollTop,
        visible: link.top >= box.top && link.bottom <= box.bottom,
      };
    });
    expect(inView.scrolled).toBeGreaterThan(0);
    expect(inView.visible).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('shows breadcrumbs ending at the current page', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.reference);
    const crumbs = page.locator('nav.breadcrumbs li');
    expect(await crumbs.count()).toBeGreaterThanOrEqual(3);
    expect(await crumbs.first().locator('a').getAttribute('href')).toBe('/');
    expect(await crumbs.last().locator('[aria-current="page"]').innerText()).toBe('Pool');
    await context.close();
  });

  it('highlights the TOC entry of the heading in view, levels 2–3 only', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const tocLinks = page.locator('.layout__toc a.toc__link');
    const ids = await tocLinks.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
    expect(ids.length).toBeGreaterThan(3);
    const levels = await page.evaluate((list) => list.map((id) => document.getElementById(id)?.tagName), ids);
    expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
    for (const id of [ids[2]!, ids[ids.length - 2]!]) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await expect
        .poll(() =>
          page.locator('.layout__toc .toc__link--active').evaluate((a) => (a as HTMLAnchorElement).hash.slice(1)),
        )
        .toBe(id);
    }
    await context.close();
  });

  it('shows a "#" link on a hovered or focused section heading that puts the section in the address', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const heading = page.locator('.markdown h2[id]').nth(1);
    const id = (await heading.getAttribute('id'))!;
    const link = heading.locator('a.hash-link');
    expect(await link.getAttribute('href')).toBe(`#${id}`);
    expect(await link.getAttribute('aria-label')).toMatch(/^Direct link to \S/);
    const opacity = () => link.evaluate((a) => getComputedStyle(a).opacity);
    expect(await opacity()).toBe('0');
    await heading.hover();
    await expect.poll(opacity).toBe('1');
    expect(await link.evaluate((a) => getComputedStyle(a, '::before').content)).toBe('"#"');
    await link.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${id}`);
    expect(await heading.innerText()).not.toContain('#');
    await context.close();
  });

  it('links the previous and next pages', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const previous = page.locator('nav.pagination a[rel="prev"]');
    const next = page.locator('nav.pagination a[rel="next"]');
    expect(await previous.innerText()).toContain('Previous');
    const nextHref = await next.getAttribute('href');
    expect(nextHref).toMatch(/^\/contracts\//);
    await next.click();
    await page.waitForURL(`${baseUrl}${nextHref}`);
    await context.close();
  });

  it('has "Edit this page" for written docs, none for generated reference pages, and the last-updated date from git', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.tracked);
    const edit = page.locator('.doc__footer a.doc__edit');
    expect(await edit.getAttribute('href')).toMatch(
      /^https:\/\/github\.com\/uniswap\/docs\/tree\/main\/content\/docs\/concepts\/glossary\.mdx?$/,
    );
    expect(await edit.getAttribute('target')).toBe('_blank');
    const time = page.locator('.doc__updated time');
    expect(await page.locator('.doc__updated').innerText()).toMatch(/^Last updated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(Number.isNaN(Date.parse((await time.getAttribute('datetime')) ?? ''))).toBe(false);
    await page.goto(`${baseUrl}${routes.reference}`);
    expect(await page.locator('.doc__edit').count()).toBe(0);
    await context.close();
  });

  it('shows the doc-version badge of the registry ("Next") with its version menu', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide);
    const badge = page.locator('details.version-badge');
    expect(await badge.locator('summary').innerText()).toBe('Version: Next');
    expect(await badge.getAttribute('data-docs-plugin')).toBe('default');
    await badge.locator('summary').click();
    const choice = badge.locator('a[data-docs-version-choice="current"]');
    expect(await choice.innerText()).toBe('Next (current)');
    // As in Docusaurus's version menu: the page being read, in that version (here, its own).
    expect(await choice.getAttribute('href')).toBe(routes.guide);
    await context.close();
  });

  it('puts "Skip to main content" first in the tab order and moves focus into main', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.reference);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });

  it('keeps every page readable with JavaScript off: sidebar, TOC, version menu and pagination are plain HTML', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide, { javaScriptEnabled: false });
    expect(await page.locator('.layout__sidebar .sidebar__link--active').isVisible()).toBe(true);
    const concepts = page
      .locator('.layout__sidebar details')
      .filter({ has: page.locator(':scope > summary', { hasText: /^Concepts$/ }) })
      .first();
    await concepts.locator(':scope > summary').click();
    expect(await concepts.locator('a.sidebar__link').first().isVisible()).toBe(true);
    expect(await page.locator('.layout__toc a').count()).toBeGreaterThan(3);
    await page.locator('details.version-badge summary').click();
    expect(await page.locator('details.version-badge a').isVisible()).toBe(true);
    expect(await page.locator('.navbar__menu-toggle').isVisible()).toBe(false);
    await page.setViewportSize({ width: 600, height: 800 });
    expect(await page.locator('.layout__sidebar').isVisible()).toBe(true);
    await context.close();
  });
});
