// What a reader sees at every width: nothing wider than the viewport, readable code, prose of a readable measure,
// and the controls at the top of a doc in line with each other.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { islandsReady, routes } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The widths a layout must hold at: phones, the 996/997 mobile breakpoint, laptops and wide screens. */
const widths = [320, 390, 768, 996, 997, 1280, 1920];
const blogPost = '/blog/intro-to-gas-optimization';
const pages = [routes.home, routes.guide, routes.reference, blogPost, '/search?q=pool', routes.missing];

/** Elements that stick out of the viewport's right edge and are not inside something that scrolls or clips them. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'hidden', 'scroll', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !clipped(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
  });
}

describe('responsive layout: never wider than the viewport, from 320 px up, in both colour modes', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    for (const width of widths) {
      it(`${colorScheme}, ${width} px`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme });
        const page = await context.newPage();
        const problems: string[] = [];
        for (const path of pages) {
          await page.goto(`${baseUrl}${path}`);
          await islandsReady(page);
          if (path.startsWith('/search'))
            await page.waitForSelector('.search-result, .search-page__status:not(:empty)');
          const wide = await overflowing(page);
          if (wide.length > 0) problems.push(`${path}: ${wide.join(', ')}`);
        }
        await context.close();
        expect(problems).toEqual([]);
      });
    }
  }
});

describe('type', () => {
  it('sets code blocks at 13 px or more, and inline code in proportion to its text', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${routes.guide}`);
    const sizes = await page.evaluate(() => {
      const px = (selector: string) => parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize);
      const inline = document.querySelector('.markdown p code')!;
      return {
        block: px('.markdown pre code'),
        inline: px('.markdown p code'),
        text: parseFloat(getComputedStyle(inline.parentElement!).fontSize),
      };
    });
    expect(sizes.block).toBeGreaterThanOrEqual(13);
    expect(sizes.inline / sizes.text).toBeGreaterThanOrEqual(0.8);
    expect(sizes.inline / sizes.text).toBeLessThanOrEqual(1);
    await context.close();
  });

  it("keeps a blog post's lines near 70–80 characters (at most 48em) on a wide screen", async () => {
    const context = await browser.newContext({ viewport: { width: 1920, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${blogPost}`);
    const measure = await page.evaluate(() => {
      const paragraph = document.querySelector('main .markdown > p')!;
      return paragraph.getBoundingClientRect().width / parseFloat(getComputedStyle(paragraph).fontSize);
    });
    expect(measure).toBeLessThanOrEqual(48);
    expect(measure).toBeGreaterThan(30);
    await context.close();
  });
});

describe('doc header controls', () => {
  it('shows no browser disclosure marker on the table-of-contents toggle, but a chevron of its own', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${routes.guide}`);
    const summary = await page.evaluate(() => {
      const element = document.querySelector('.toc-collapsible > summary')!;
      return {
        display: getComputedStyle(element).display,
        listStyle: getComputedStyle(element).listStyleType,
        chevron: getComputedStyle(element, '::after').content,
      };
    });
    expect(summary.display).not.toBe('list-item');
    expect(summary.listStyle).toBe('none');
    expect(summary.chevron).toBe('""');
    await context.close();
  });

  it('lines up the copy button and the version badge: same top and height', async () => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${baseUrl}${routes.guide}`);
      await islandsReady(page);
      const boxes = await page.evaluate(() =>
        ['.copy-page__button', '.version-badge__label'].map((selector) => {
          const box = document.querySelector(selector)!.getBoundingClientRect();
          return { top: Math.round(box.top), height: Math.round(box.height) };
        }),
      );
      expect(boxes[0], `${width}px`).toEqual(boxes[1]);
      await context.close();
    }
  });
});
