// Shared steps of the theme's browser tests: open a page in a fresh profile, wait for the islands, read console output.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Pages of the real site every theme test can rely on. */
export const routes = {
  home: '/',
  guide: '/contracts/v4/guides/hooks/your-first-hook',
  reference: '/sdk/v3/reference/classes/Pool',
  concepts: '/concepts/overview',
  contracts: '/contracts/v4/overview',
  /** A page git tracks, so it has a last-updated date. */
  tracked: '/concepts/glossary',
  missing: '/no/such/page',
} as const;

/** How to open a page. */
export interface OpenOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark' | 'no-preference';
  /** Script run in every document before the page's own (fake storage, network information). */
  init?: string;
  javaScriptEnabled?: boolean;
  /** Paths fetched with fetch() or a prefetch hint (prefetches, client navigations) are pushed here from the first request. */
  fetches?: string[];
}

/** An opened page with everything it logged. */
export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  warnings: string[];
  errors: string[];
}

/** Opens `path` in a new, isolated profile and waits until the islands have mounted. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'dark',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.init) await context.addInitScript(options.init);
  const opened = await openIn(context, baseUrl, path, options.javaScriptEnabled ?? true, options.fetches);
  return { context, ...opened };
}

/** Opens `path` in an existing context (a second tab). */
export async function openIn(
  context: BrowserContext,
  baseUrl: string,
  path: string,
  waitForIslands = true,
  fetches?: string[],
): Promise<Omit<OpenedPage, 'context'>> {
  const page = await context.newPage();
  if (fetches) recordFetches(page, fetches);
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    // A prefetch of a page that does not exist is logged by the browser itself; it is not the page's error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl}${path}`);
  if (waitForIslands) await islandsReady(page);
  return { page, warnings, errors };
}

/** Resolves once the island entry has run. */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as Record<string, unknown>).__docsgenIslands === true);
}

/** The text of the page's first h1. */
export function heading(page: Page): Promise<string> {
  return page.locator('main h1').first().innerText();
}

/** Adds a link to the start (or end) of the main content and returns its locator (for targets no page links to). */
export async function addLink(page: Page, href: string, where: 'start' | 'end' = 'start') {
  await page.evaluate(
    ([h, w]) => {
      const link = document.createElement('a');
      link.href = h!;
      link.textContent = 'Injected test link';
      link.id = 'injected-link';
      if (w === 'end') document.querySelector('main')!.append(link);
      else document.querySelector('main')!.prepend(link);
    },
    [href, where],
  );
  return page.locator('#injected-link');
}

/** Paths the page fetches from now on with fetch() or a link-prefetch hint (prefetches and client navigations). */
export function recordFetches(page: Page, paths: string[] = []): string[] {
  page.on('request', (request) => {
    const isPrefetch = /prefetch/.test(request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '');
    // Same-origin only: analytics delivery POSTs go to another origin and are not page fetches.
    if (
      (request.resourceType() === 'fetch' || isPrefetch) &&
      new URL(request.url()).origin === new URL(page.url() || request.url()).origin
    )
      paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** Makes every storage access throw, as in a browser with storage blocked. */
export const blockedStorageScript = `(() => {
  const deny = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
  Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
  Object.defineProperty(window, 'sessionStorage', { get: deny, configurable: true });
})();`;

/** A browser whose system reports no colour-scheme preference (matchMedia matches neither light nor dark). */
export const noSchemePreferenceScript = `(() => {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query) => (/prefers-color-scheme/.test(query) ? Object.assign(original('(max-width: 0px)'), { media: query }) : original(query));
})();`;

/** Pretends to be on a connection of the given kind (navigator.connection). */
export function connectionScript(effectiveType: string, saveData: boolean): string {
  return `Object.defineProperty(navigator, 'connection', { value: { effectiveType: ${JSON.stringify(effectiveType)}, saveData: ${saveData} }, configurable: true });`;
}

/** Waits a fixed time (for asserting that something has NOT happened yet). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
