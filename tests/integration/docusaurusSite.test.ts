// A Docusaurus-style docs folder builds to exactly the routes Docusaurus gives it, with its sidebar order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture, expected, htmlRoutes, sidebarShape, type SidebarShape } from './buildFixture.js';

const config = 'tests/fixtures/docusaurus-site/site.config.ts';
const docs = 'tests/fixtures/docusaurus-site/docs';
const fixture = builtFixture(config, docs);
const page = (route: string) => fixture.page(route);

describe('docusaurus-site fixture', () => {
  it('builds without diagnostics', () => {
    expect(fixture.build.diagnostics).toEqual([]);
    expect(fixture.build.ok).toBe(true);
  });

  // Built-in plugins add generated pages (the SDK reference) to every site; only the folder's own pages are compared.
  const generatedRoutes = () => fixture.model!.pages.filter((p) => p.page.source.generatedBy).map((p) => p.page.route);

  it('writes exactly the routes Docusaurus gives the folder', () => {
    const routes = expected<string[]>('docusaurus-site', 'routes.json');
    expect(htmlRoutes(fixture.build.outDir, generatedRoutes())).toEqual([...routes].sort());
    expect(fixture.build.pageCount).toBe(routes.length + generatedRoutes().length);
  });

  it('has the same routes in the model', () => {
    const written = fixture.model!.pages.filter((p) => !p.page.source.generatedBy).map((p) => p.page.route);
    expect(written.sort()).toEqual([...expected<string[]>('docusaurus-site', 'routes.json')].sort());
  });

  it('orders each sidebar like Docusaurus', () => {
    const sidebars = expected<Record<string, SidebarShape>>('docusaurus-site', 'sidebars.json');
    const built = Object.fromEntries(
      Object.entries(fixture.model!.routes.sidebars).map(([id, items]) => [id, sidebarShape(items)]),
    );
    expect(built).toEqual(sidebars);
  });

  it('rewrites relative .md links to routes, keeping anchors', () => {
    expect(page('/')).toContain('href="/getting-started"');
    expect(page('/getting-started')).toContain('href="/getting-started/installation#requirements"');
    expect(page('/getting-started')).toContain('href="/getting-started/config"');
    expect(page('/getting-started/advanced/cache-tuning')).toContain('href="/getting-started/advanced/tabs"');
  });

  it('points the relative links and images of the .md copies at the site', () => {
    const copy = (route: string) => readFileSync(path.join(fixture.build.outDir, `${route.slice(1)}.md`), 'utf8');
    expect(copy('/getting-started')).toContain(
      '[installation](https://fixture.example/getting-started/installation.md#requirements)',
    );
    expect(copy('/getting-started')).toContain('[configure](https://fixture.example/getting-started/config.md)');
    const image = /src="(\/assets\/img\/setup-flow-[0-9a-f]{8}\.png)"/.exec(page('/getting-started/installation'))?.[1];
    expect(image).toBeDefined();
    expect(copy('/getting-started/installation')).toContain(
      `![The steps of an install](https://fixture.example${image})`,
    );
  });

  it('renders the admonitions and the tabs of the pages', () => {
    const install = page('/getting-started/installation');
    expect(install).toContain('admonition-note');
    expect(install).toContain('<p class="admonition-title">Faster installs</p>');
    expect(install).toContain('<p class="admonition-title">Old versions</p>');
    const tabs = page('/getting-started/advanced/tabs');
    expect(tabs).toContain('data-group-id="pm"');
    expect([...tabs.matchAll(/role="tab"/g)]).toHaveLength(2);
    expect(tabs).not.toContain('@theme/Tabs');
  });
});
