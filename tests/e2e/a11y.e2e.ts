// axe-core on the landing page, a guide, a reference page and the not-found page, in both colour modes: no serious or critical violations.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { openPage, routes } from './themeHelpers.js';

const baseUrl = inject('baseUrl');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string }>;
}

/** Runs axe on the page and returns the serious and critical violations, readable in a failure message. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`)
          .join('\n  ')}`,
    );
}

const pages = [
  ['landing page', routes.home],
  ['guide', routes.guide],
  ['reference page', routes.reference],
  ['not-found page', routes.missing],
] as const;

describe('accessibility (axe-core)', () => {
  for (const scheme of ['dark', 'light'] as const) {
    for (const [name, path] of pages) {
      it(`has no serious or critical violations on the ${name} in ${scheme} mode`, async () => {
        const { page, context } = await openPage(browser, baseUrl, path, { colorScheme: scheme });
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }

  it('has none with the mobile menu open', async () => {
    const { page, context } = await openPage(browser, baseUrl, routes.guide, { width: 390 });
    await page.getByRole('button', { name: 'Open the navigation menu' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
