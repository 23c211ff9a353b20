// Analytics in Chromium against a real ingestion server on 127.0.0.1: events, headers, web vitals, delivery outcomes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createStaticServer, listen } from '../../cli/serve.js';
import { buildSite } from '../../generator/index.js';
import { silentReporter } from '../../generator/task.js';
import { launchBrowser } from './browser.js';

const baseUrl = inject('baseUrl');
const analyticsPort = inject('analyticsPort');

interface IngestedEvent {
  event_type: string;
  insert_id: string;
  device_id?: string;
  user_agent?: string;
  event_properties?: Record<string, unknown>;
  user_properties?: Record<string, Record<string, unknown>>;
  [field: string]: unknown;
}

/** One request the ingestion server received, and how it answered. */
interface Delivery {
  at: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: { api_key: string; events: IngestedEvent[]; options: unknown };
  answer: number | 'timeout';
}

/** A scripted answer: a status with a JSON body, or no answer at all (the client's timeout decides). */
type Answer = { status: number; body: Record<string, unknown> } | 'stall';

/** An HTTP ingestion endpoint that records deliveries and answers them by script, per browser context (tag). */
class IngestionServer {
  readonly deliveries: Delivery[] = [];
  /** Every request by user agent, preflights included, to prove a page sent none. */
  readonly requestAgents: string[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private readonly stalled: ServerResponse[] = [];
  private readonly server: Server = createServer((req, res) => this.handle(req, res));

  listen(port: number): Promise<void> {
    return new Promise((resolve, reject) => this.server.once('error', reject).listen(port, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    for (const res of this.stalled) res.destroy();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next deliveries from the context tagged `tag` get these answers, in order; then 200 again. */
  answerNext(tag: string, answers: Answer[]): void {
    this.scripts.set(tag, answers);
  }

  /** Deliveries from the context whose user agent ends with `tag`. */
  from(tag: string): Delivery[] {
    return this.deliveries.filter((d) => d.body.events.some((e) => e.user_agent?.endsWith(tag)));
  }

  /** Events the server accepted (answered 200) from that context, each once, in delivery order. */
  accepted(tag: string): IngestedEvent[] {
    const seen = new Set<string>();
    return this.from(tag)
      .filter((d) => d.answer === 200)
      .flatMap((d) => d.body.events)
      .filter((e) => !seen.has(e.insert_id) && Boolean(seen.add(e.insert_id)));
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    this.requestAgents.push(req.headers['user-agent'] ?? '');
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        })
        .end();
      return;
    }
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Delivery['body'];
      const tag = [...this.scripts.keys()].find((t) => body.events.some((e) => e.user_agent?.endsWith(t)));
      const answer = (tag && this.scripts.get(tag)?.shift()) || {
        status: 200,
        body: {
          code: 200,
          events_ingested: body.events.length,
          payload_size_bytes: text.length,
          server_upload_time: Date.now(),
        },
      };
      this.deliveries.push({
        at: Date.now(),
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        answer: answer === 'stall' ? 'timeout' : answer.status,
      });
      if (answer === 'stall') this.stalled.push(res);
      else res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  }
}

let browser: Browser;
const ingestion = new IngestionServer();
let contextCount = 0;

beforeAll(async () => {
  await ingestion.listen(analyticsPort);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await ingestion.close();
});

/** A fresh profile whose user agent ends with a tag, so its deliveries can be told apart from other tests'. */
async function openContext(
  name: string,
  userAgentPrefix?: string,
): Promise<{ context: BrowserContext; page: Page; tag: string }> {
  const tag = ` e2e-${name}-${++contextCount}`;
  const probe = await browser.newPage();
  const defaultAgent = await probe.evaluate(() => navigator.userAgent);
  await probe.close();
  const context = await browser.newContext({ userAgent: `${userAgentPrefix ?? defaultAgent}${tag}` });
  return { context, page: await context.newPage(), tag };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs` with `what`. */
async function waitFor<T>(what: string, check: () => T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const named = (events: IngestedEvent[], type: string) => events.filter((e) => e.event_type === type);
const eventOf =
  (tag: string, type: string, match: (e: IngestedEvent) => boolean = () => true) =>
  () =>
    named(ingestion.accepted(tag), type).find(match);

/** Tracks events through the hook other islands use (`window.docsgenAnalytics`). */
function trackInPage(page: Page, eventName: string, count: number): Promise<void> {
  return page.evaluate(
    ([name, n]) => {
      const hook = (
        window as unknown as { docsgenAnalytics: { track(event: string, properties: Record<string, unknown>): void } }
      ).docsgenAnalytics;
      for (let i = 0; i < n; i++) hook.track(name, { probe: i });
    },
    [eventName, count] as const,
  );
}

/** Makes the page report itself hidden, as when the reader switches tabs. */
function hidePage(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('analytics on the built site', () => {
  it('delivers app loaded and page viewed as JSON {api_key, events, options} with the docs headers and keepalive', async () => {
    const { context, page, tag } = await openContext('delivery');
    await context.addInitScript((port) => {
      const original = window.fetch.bind(window);
      const seen: Array<{ keepalive?: boolean; method?: string }> = [];
      (window as unknown as { ingestionFetches: typeof seen }).ingestionFetches = seen;
      window.fetch = (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes(`:${port}/`))
          seen.push({ keepalive: init?.keepalive, method: init?.method });
        return original(input, init);
      };
    }, analyticsPort);
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto(`${baseUrl}/concepts/overview`);
    const loaded = await waitFor('Application Loaded', eventOf(tag, 'Application Loaded'));
    const viewed = await waitFor('Page Viewed', eventOf(tag, 'Page Viewed'));

    const delivery = ingestion.from(tag)[0]!;
    expect(delivery.method).toBe('POST');
    expect(delivery.url).toBe('/2/httpapi');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['x-origin-application']).toBe('docs');
    expect(Object.keys(delivery.body).sort()).toEqual(['api_key', 'events', 'options']);
    expect(delivery.body.api_key).toBe('{key}');
    expect(delivery.body.options).toBeTypeOf('object');
    const fetches = await page.evaluate(
      () =>
        (window as unknown as { ingestionFetches: Array<{ keepalive?: boolean; method?: string }> }).ingestionFetches,
    );
    expect(fetches.length).toBeGreaterThan(0);
    expect(fetches.every((f) => f.keepalive === true && f.method === 'POST')).toBe(true);

    const origin = new URL(baseUrl).origin;
    expect(loaded.event_properties).toMatchObject({ origin, page: '/concepts/overview', section: 'concepts' });
    expect(loaded.event_properties?.git_commit_hash).toEqual(expect.any(String));
    expect(viewed.event_properties).toMatchObject({
      origin,
      page: '/concepts/overview',
      section: 'concepts',
      protocol_version: 'V3',
    });
    for (const event of [loaded, viewed]) {
      expect(event).toMatchObject({
        device_id: expect.any(String),
        session_id: expect.any(Number),
        time: expect.any(Number),
        insert_id: expect.any(String),
        event_id: expect.any(Number),
        platform: 'Web',
        language: expect.any(String),
      });
      expect(event.library).toMatch(/^amplitude-ts\//);
      for (const field of ['ip', 'carrier', 'city', 'region', 'dma']) expect(event, field).not.toHaveProperty(field);
    }
    // Not production (NODE_ENV is not "production" in tests): identify is only logged, never delivered.
    expect(consoleLines.some((line) => line.startsWith('[amplitude(Identify)]: set(user_agent, '))).toBe(true);
    expect(
      ingestion
        .from(tag)
        .flatMap((d) => d.body.events)
        .some((e) => e.user_properties?.$set?.user_agent),
    ).toBe(false);
    // Once per page life: mounting the island's module a second time throws the initialised-twice error.
    const secondMount = await page.evaluate(`(async () => {
      const url = performance.getEntriesByType('resource').map((e) => e.name).find((name) => /\\/analytics[^/]*\\.js$/.test(name));
      if (!url) return 'no analytics chunk was loaded';
      const island = await import(url);
      try { island.mountAnalytics({}); return 'mounted twice'; } catch (error) { return error.message; }
    })()`);
    expect(secondMount).toBe('initializeAnalytics called multiple times - is it inside of a UI component?');
    await context.close();
  });

  it('sends one page view per client navigation with the page shown, and the navbar and sidebar clicks', async () => {
    const { context, page, tag } = await openContext('navigation');
    await page.goto(`${baseUrl}/concepts/overview`);
    await waitFor('the first page view', eventOf(tag, 'Page Viewed'));
    const sidebarLink = page.locator('a.sidebar__link[data-analytics="sidebar"]:not([aria-current]):visible').first();
    const [sidebarHref, sidebarLabel] = [
      (await sidebarLink.getAttribute('href'))!,
      (await sidebarLink.textContent())!.trim(),
    ];
    await sidebarLink.click();
    await page.waitForURL(`${baseUrl}${sidebarHref}`);
    await waitFor(
      'the page view after the sidebar click',
      eventOf(tag, 'Page Viewed', (e) => e.event_properties?.page === sidebarHref),
    );
    await page.locator('a.navbar__link[data-analytics="navbar"][href="/sdk/v3/overview"]').click();
    await page.waitForURL(`${baseUrl}/sdk/v3/overview`);
    await waitFor(
      'the page view after the navbar click',
      eventOf(tag, 'Page Viewed', (e) => e.event_properties?.page === '/sdk/v3/overview'),
    );
    await page.goBack();
    await waitFor('the page view after going back', () => named(ingestion.accepted(tag), 'Page Viewed').length >= 4);
    await sleep(2500);

    const accepted = ingestion.accepted(tag);
    const views = named(accepted, 'Page Viewed').sort((a, b) => Number(a.time) - Number(b.time));
    expect(views.map((e) => e.event_properties?.page)).toEqual([
      '/concepts/overview',
      sidebarHref,
      '/sdk/v3/overview',
      sidebarHref,
    ]);
    expect(views.map((e) => e.event_properties?.section)).toEqual(['concepts', 'concepts', 'sdk', 'concepts']);
    // The client router kept one page life: the app loaded once.
    expect(named(accepted, 'Application Loaded')).toHaveLength(1);
    expect(named(accepted, 'Sidebar Clicked').map((e) => e.event_properties)).toEqual([
      expect.objectContaining({
        page: '/concepts/overview',
        element: sidebarLabel,
        action: 'click',
        protocol_version: 'V3',
      }),
    ]);
    expect(named(accepted, 'Navbar Clicked').map((e) => e.event_properties)).toEqual([
      expect.objectContaining({ page: sidebarHref, element: 'SDKs', action: 'click', protocol_version: 'V3' }),
    ]);

    await page.goto(`${baseUrl}/contracts/v2/overview`);
    const v2 = await waitFor(
      'the page view of a v2 page',
      eventOf(tag, 'Page Viewed', (e) => e.event_properties?.page === '/contracts/v2/overview'),
    );
    expect(v2.event_properties).toMatchObject({ protocol_version: 'V2' });
    await context.close();
  });

  it('reports the web vitals: CLS, FCP, LCP, first input delay and INP', async () => {
    const { context, page, tag } = await openContext('vitals');
    await page.goto(`${baseUrl}/concepts/overview`);
    await waitFor('the island to start', eventOf(tag, 'Application Loaded'));
    await page.locator('main h1').first().click();
    await sleep(300);
    await hidePage(page);
    const vitals = await waitFor('all web vitals', () => {
      const found = Object.assign(
        {},
        ...named(ingestion.accepted(tag), 'Web Vitals').map((e) => e.event_properties),
      ) as Record<string, unknown>;
      const wanted = [
        'cumulative_layout_shift',
        'first_contentful_paint_ms',
        'largest_contentful_paint_ms',
        'first_input_delay_ms',
        'interaction_to_next_paint_ms',
      ];
      return wanted.every((name) => name in found) && found;
    });
    for (const name of [
      'cumulative_layout_shift',
      'first_contentful_paint_ms',
      'largest_contentful_paint_ms',
      'first_input_delay_ms',
      'interaction_to_next_paint_ms',
    ]) {
      expect(vitals[name], name).toBeGreaterThanOrEqual(0);
    }
    expect(
      named(ingestion.accepted(tag), 'Web Vitals').every((e) => e.event_properties?.page === '/concepts/overview'),
    ).toBe(true);
    await context.close();
  });

  it(
    'handles 429, 413, 400 with missing_field, 500 and a timeout in turn, losing no event that should be retried',
    { timeout: 90_000 },
    async () => {
      const { context, page, tag } = await openContext('outcomes');
      await page.goto(`${baseUrl}/concepts/overview`);
      await waitFor('the first page view', eventOf(tag, 'Page Viewed'));
      await sleep(1500);
      const before = ingestion.from(tag).length;
      ingestion.answerNext(tag, [
        {
          status: 429,
          body: {
            code: 429,
            error: 'Too many requests for some devices and users',
            throttled_events: [],
            exceeded_daily_quota_devices: {},
          },
        },
        { status: 413, body: { code: 413, error: 'Payload too large' } },
        { status: 400, body: { code: 400, error: 'Request missing required field', missing_field: 'api_key' } },
        { status: 500, body: { code: 500, error: 'Internal server error' } },
        'stall',
      ]);
      await trackInPage(page, 'e2e probe', 20);
      await waitFor(
        'the stalled request',
        () =>
          ingestion
            .from(tag)
            .slice(before)
            .some((d) => d.answer === 'timeout'),
        20_000,
      );
      // While a request hangs, the unsent events wait in storage under the vendor prefix.
      const unsent = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('AMP_unsent'))
          .map((key) => localStorage.getItem(key) ?? ''),
      );
      expect(unsent.join()).toContain('e2e probe');
      await waitFor(
        'the retried events to be accepted',
        () =>
          ingestion
            .from(tag)
            .slice(before)
            .some((d) => d.answer === 200 && d.body.events.some((e) => e.event_type === 'e2e probe')),
        30_000,
      );
      await sleep(2000);

      const sent = ingestion.from(tag).slice(before);
      const probes = (d: Delivery) =>
        d.body.events.filter((e) => e.event_type === 'e2e probe').map((e) => Number(e.event_properties?.probe));
      expect(sent.map((d) => d.answer).slice(0, 6)).toEqual([429, 413, 400, 500, 'timeout', 200]);
      const [rateLimited, tooLarge, invalid, failed, timedOut, accepted] = sent as [
        Delivery,
        Delivery,
        Delivery,
        Delivery,
        Delivery,
        Delivery,
      ];
      expect(probes(rateLimited)).toHaveLength(20);
      expect(probes(tooLarge)).toHaveLength(20);
      // 413 halves the batch: 30 → 15 events per request from then on.
      expect(invalid.body.events).toHaveLength(15);
      expect(sent.slice(2).every((d) => d.body.events.length <= 15)).toBe(true);
      // A missing field drops the events of that request; they are never sent again.
      const dropped = new Set(probes(invalid));
      expect(
        sent
          .slice(3)
          .flatMap(probes)
          .filter((p) => dropped.has(p)),
      ).toEqual([]);
      // Every other probe reaches the server: 429, 413, 500 and the timeout were all retried.
      const delivered = new Set(sent.filter((d) => d.answer === 200).flatMap(probes));
      expect([...delivered].sort((a, b) => a - b)).toEqual([...Array(20).keys()].filter((p) => !dropped.has(p)));
      expect(new Set([...probes(failed), ...probes(timedOut), ...probes(accepted)])).toEqual(delivered);
      // Back-off of attempts × 1 s: two earlier failures before the 500, three before the timeout (10 s) ended.
      expect(timedOut.at - failed.at).toBeGreaterThanOrEqual(1900);
      expect(accepted.at - timedOut.at).toBeGreaterThanOrEqual(12_500);
      await context.close();
    },
  );

  it('429: drops the events of a device over its daily quota and keeps sending later ones', async () => {
    const { context, page, tag } = await openContext('quota');
    await page.goto(`${baseUrl}/concepts/overview`);
    const first = await waitFor('the first page view', eventOf(tag, 'Page Viewed'));
    await sleep(1500);
    ingestion.answerNext(tag, [
      {
        status: 429,
        body: { code: 429, error: 'Too many requests', exceeded_daily_quota_devices: { [first.device_id!]: 1 } },
      },
    ]);
    await trackInPage(page, 'over quota', 3);
    await waitFor('the rate-limited request', () => ingestion.from(tag).some((d) => d.answer === 429));
    await sleep(3000);
    expect(
      ingestion
        .from(tag)
        .filter((d) => d.body.events.some((e) => e.event_type === 'over quota'))
        .map((d) => d.answer),
    ).toEqual([429]);
    await trackInPage(page, 'after quota', 1);
    await waitFor('a later event to be accepted', eventOf(tag, 'after quota'));
    await context.close();
  });
});

describe('analytics settings from the site config', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'docsgen-analytics-e2e-'));
  const sites: Record<'disabled' | 'production', { url: string; close(): Promise<void> }> = {} as never;

  beforeAll(async () => {
    for (const [name, analytics, nodeEnv] of [
      ['disabled', { enabled: false }, 'production'],
      ['production', { enabled: true }, 'production'],
    ] as const) {
      sites[name] = await buildFixtureSite(name, analytics, nodeEnv);
    }
  }, 180_000);
  afterAll(async () => {
    for (const site of Object.values(sites)) await site?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** Builds the small fixture site with the given analytics settings and serves it. */
  async function buildFixtureSite(name: string, analytics: object, nodeEnv: string) {
    const rootDir = path.resolve(import.meta.dirname, '../..');
    const configFile = path.join(work, `${name}.config.ts`);
    writeFileSync(
      configFile,
      `export default ${JSON.stringify({
        title: 'Analytics Fixture',
        url: 'https://fixture.example',
        docs: { path: 'tests/fixtures/site-basic/docs', sidebars: ['guide'], mainDocId: 'guide/intro' },
        staticDir: 'tests/fixtures/site-basic/static',
        pagesDir: 'tests/fixtures/site-basic/no-pages',
        blog: { path: 'tests/fixtures/site-basic/no-blog' },
        themeConfig: {
          navbar: {
            title: 'Fixture',
            logo: { alt: 'Fixture', src: '/img/pixel.png' },
            items: [{ type: 'doc', docId: 'guide/intro', label: 'Guide' }],
          },
          footer: { links: [] },
        },
        analytics,
        customFields: { analyticsProxyUrl: `http://127.0.0.1:${analyticsPort}/2/httpapi`, nodeEnv },
      })};\n`,
    );
    const outDir = path.join(work, name);
    const result = await buildSite({
      rootDir,
      configFile,
      outDir,
      // A folder of its own in the shared test cache: a cache folder holds one cache, not others' folders.
      cacheDir: path.join(tmpdir(), 'docsgen-test-cache', 'analytics-e2e'),
      mode: 'build',
      reporter: silentReporter,
    });
    if (!result.ok)
      throw new Error(`the ${name} fixture did not build: ${result.diagnostics.map((d) => d.message).join('; ')}`);
    const server = createStaticServer(outDir);
    const url = await listen(server, 0);
    return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('makes no request at all when analytics is disabled', async () => {
    const { context, page, tag } = await openContext('disabled');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${sites.disabled.url}/guide/intro`);
    const pageData = await page.evaluate(
      () => JSON.parse(document.getElementById('docsgen-data')?.textContent ?? '{}') as Record<string, unknown>,
    );
    await page.locator('main').click();
    await hidePage(page);
    await sleep(4000);
    expect(pageData).not.toHaveProperty('analytics');
    expect(ingestion.requestAgents.filter((agent) => agent.endsWith(tag))).toEqual([]);
    expect(requested.filter((url) => url.includes(`:${analyticsPort}/`) || /amplitude/i.test(url))).toEqual([]);
    expect(await page.evaluate(() => 'docsgenAnalytics' in window)).toBe(false);
    await context.close();
  });

  it('in production sends the user properties once with identify, the user agent cut at 275 characters', async () => {
    const longAgent = `Mozilla/5.0 (X11; Linux x86_64) ${'Extension/1.0 '.repeat(25)}AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36`;
    const { context, page, tag } = await openContext('production', longAgent);
    await page.goto(`${sites.production.url}/guide/intro`);
    const identify = await waitFor(
      'the identify event',
      eventOf(tag, '$identify', (e) => Boolean(e.user_properties?.$set?.user_agent)),
    );
    const screen = await page.evaluate(() => ({ height: window.screen.height, width: window.screen.width }));
    expect(identify.user_properties?.$set).toEqual({
      user_agent: `${longAgent}${tag}`.slice(0, 275),
      browser: 'Google Chrome',
      screen_height: screen.height,
      screen_width: screen.width,
    });
    await waitFor(
      'the page view',
      eventOf(tag, 'Page Viewed', (e) => e.event_properties?.page === '/guide/intro'),
    );
    await context.close();
  });
});
