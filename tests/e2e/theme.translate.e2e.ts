// Theme item 10 (translations, en/ltr) and the developer-time errors of item 1 (an unknown navbar item type).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { openPage, routes } from './themeHelpers.js';
import { Translate } from '../../theme/components/Translate.js';
import { Navbar } from '../../theme/components/Navbar.js';
import { themeString, translate } from '../../theme/shared/translate.js';
import { themeMessages } from '../../theme/shared/themeMessages.js';
import { validateConfig } from '../../generator/config/loadConfig.js';
import siteConfig from '../../site.config.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const render = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

describe('translate() (item 10)', () => {
  it('returns the catalogue text of an id, else the default message, with placeholders filled', () => {
    expect(translate({ id: 'theme.common.skipToMainContent' })).toBe('Skip to main content');
    expect(translate({ id: 'theme.not.in.catalogue', message: 'Fallback text' })).toBe('Fallback text');
    expect(translate({ message: 'Only a message' })).toBe('Only a message');
    expect(translate({ id: 'theme.colorToggle.ariaLabel' }, { mode: 'dark mode' })).toBe(
      'Switch between dark and light mode (currently dark mode)',
    );
    expect(themeString('theme.docs.versionBadge.label', { versionLabel: 'Next' })).toBe('Version: Next');
  });

  it('throws for a declaration with neither an id nor a default message', () => {
    expect(() => translate({})).toThrow(/needs an id or a default message/);
    expect(() => translate({ description: 'no id, no message' })).toThrow(/needs an id or a default message/);
    expect(() => render(createElement(Translate, {}))).toThrow(/needs an id or a default message/);
  });
});

describe('<Translate> (item 10)', () => {
  it('renders plain string children, catalogue ids and element values', () => {
    expect(render(createElement(Translate, null, 'Hello'))).toBe('Hello');
    expect(render(createElement(Translate, { id: 'theme.TOC.title' }))).toBe('On this page');
    expect(
      render(
        createElement(Translate, {
          id: 'theme.lastUpdated.lastUpdatedAt',
          values: { date: createElement('time', null, 'Jan 1, 2026') },
        }),
      ),
    ).toBe('Last updated on <time>Jan 1, 2026</time>');
  });

  it('accepts only plain string children', () => {
    const mixed = createElement(Translate, null, ...(['Hello ', 'world'] as unknown as [string]));
    expect(() => render(mixed)).toThrow(/accepts only a plain string as children/);
    const element = createElement(Translate, null, createElement('b', null, 'bold') as unknown as string);
    expect(() => render(element)).toThrow(/accepts only a plain string as children; got an element/);
    const number = createElement(Translate, null, 42 as unknown as string);
    expect(() => render(number)).toThrow(/got number/);
  });
});

describe('locale (item 10)', () => {
  it('marks every kind of page <html lang="en" dir="ltr"> and shows theme strings from the catalogue', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.home);
    for (const path of [routes.home, routes.guide, routes.reference, routes.missing]) {
      await page.goto(`${baseUrl}${path}`);
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), path).toEqual([
        'en',
        'ltr',
      ]);
      expect(await page.locator('.skip-link').innerText()).toBe(themeMessages['theme.common.skipToMainContent']);
    }
    await page.goto(`${baseUrl}${routes.guide}`);
    expect(await page.locator('.layout__toc .toc__title').innerText()).toBe(
      themeMessages['theme.TOC.title'].toUpperCase(),
    );
    expect(await page.locator('.doc__edit').innerText()).toContain(themeMessages['theme.common.editThisPage']);
    await context.close();
  });
});

describe('navbar items (item 1, developer-time errors)', () => {
  const withItem = (item: unknown) => {
    const config = structuredClone({ ...siteConfig, plugins: [] }) as { themeConfig: { navbar: { items: unknown[] } } };
    config.themeConfig.navbar.items.splice(2, 0, item);
    return config;
  };

  it('rejects an unknown item type in site.config.ts, naming the item by its key path', () => {
    const result = validateConfig(withItem({ type: 'dropdown', label: 'More', position: 'left' }), 'site.config.ts');
    expect(result.config).toBeUndefined();
    expect(result.diagnostics.map((d) => d.message).join('\n')).toMatch(/themeConfig\.navbar\.items\.2\.type/);
  });

  it('throws naming the item when the theme is handed an item it cannot render', () => {
    const valid = validateConfig({ ...siteConfig, plugins: [] }, 'site.config.ts').config!;
    const config = {
      ...valid,
      themeConfig: {
        ...valid.themeConfig,
        navbar: {
          ...valid.themeConfig.navbar,
          items: [...valid.themeConfig.navbar.items, { type: 'dropdown', label: 'More', position: 'left' } as never],
        },
      },
    };
    expect(() => render(createElement(Navbar, { config, docRoute: () => '/x', currentRoute: '/' }))).toThrow(
      /Unknown navbar item type "dropdown" \(item "More"\)/,
    );
  });
});
