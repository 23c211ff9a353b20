// The real site: content/docs with the repo's site.config.ts builds, every discovered page is built,
// every route of the spec's routes.tsv is built, and pages carry the titles routes.tsv gives them.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverPages } from '../../generator/discover/discoverPages.js';
import { readDocsTree } from '../../generator/discover/readDocsTree.js';
import type { BuildResult } from '../../generator/index.js';
import type { SidebarCategory, SidebarItem } from '../../generator/types.js';
import { buildFixture, htmlRoutes, loadFixtureModel, rootDir, tempSite } from './buildFixture.js';

const where = tempSite();
let build: BuildResult & { outDir: string };
let model: Awaited<ReturnType<typeof loadFixtureModel>>['model'];
/** Routes of content/docs as discovery sees them, read just before the build so both see the same files. */
let discovered: string[];

/** Rows of the spec's routes.tsv (path, kind, title, sidebar_label, position), copied into tests/fixtures/spec. */
function specRows(): Array<{ path: string; kind: string; title: string }> {
  const [, ...lines] = readFileSync(path.join(rootDir, 'tests/fixtures/spec/routes.tsv'), 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [routePath = '', kind = '', title = ''] = line.split('\t');
    return { path: routePath, kind, title };
  });
}

/** The built HTML file that answers a route (`/a/b` → `a/b/index.html` or `a/b.html`), if any. */
function builtFile(outDir: string, route: string): string | undefined {
  const base = path.join(outDir, route.slice(1));
  return [path.join(base, 'index.html'), `${base}.html`].find((file) => existsSync(file));
}

/** Matches a `<title>` that starts with `title`, as the renderer escapes it. */
function titlePattern(title: string): RegExp {
  return new RegExp(
    `<title>${title
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '(?:"|&quot;)')
      .replace(/'/g, "(?:'|&#x27;)")}`,
  );
}

beforeAll(async () => {
  const files = readDocsTree(path.join(rootDir, 'content/docs'), rootDir);
  discovered = [
    ...new Set(discoverPages(files, { routeBasePath: '/', includeDrafts: false }).pages.map((p) => p.route)),
  ].sort();
  build = await buildFixture('site.config.ts', undefined, where);
  ({ model } = await loadFixtureModel('site.config.ts', undefined, where));
});

afterAll(() => rmSync(where.dir, { recursive: true, force: true }));

describe('the real site', () => {
  it('builds without errors', () => {
    const errors = build.diagnostics.filter((d) => d.severity === 'error');
    expect(errors, JSON.stringify(errors, null, 2)).toEqual([]);
    expect(build.ok).toBe(true);
  });

  it('builds exactly the discovered doc pages, besides generated pages, standalone pages and redirects', () => {
    expect(discovered.length).toBeGreaterThan(0);
    const others = [
      ...model!.pages.filter((p) => p.page.source.generatedBy || p.page.kind !== 'doc').map((p) => p.page.route),
      ...model!.routes.redirects.map((r) => r.from),
    ];
    expect(build.ok).toBe(true);
    expect(
      htmlRoutes(
        build.outDir,
        others.filter((route) => !discovered.includes(route)),
      ),
    ).toEqual(discovered);
  });

  it('gives every written page of routes.tsv its title', () => {
    const written = specRows().filter((row) => row.kind === 'written');
    const byRoute = new Map(model!.pages.map((p) => [p.page.route, p]));
    const present = written.filter((row) => byRoute.has(row.path));
    expect(present.length).toBeGreaterThan(0);
    const wrong = present
      .filter((row) => byRoute.get(row.path)!.title !== row.title)
      .map((row) => ({ route: row.path, spec: row.title, rendered: byRoute.get(row.path)!.title }));
    expect(wrong).toEqual([]);
  });

  it('puts that title in the built page', () => {
    const row = specRows().find((r) => r.kind === 'written' && model!.pages.some((p) => p.page.route === r.path));
    expect(build.ok).toBe(true);
    const html = readFileSync(path.join(build.outDir, row!.path.slice(1), 'index.html'), 'utf8');
    expect(html).toMatch(titlePattern(row!.title));
  });

  // A generated row without a title is a contract page, titled with the contract's name (the last segment).
  it('answers every route of routes.tsv with a page that has the title routes.tsv gives it', () => {
    const rows = specRows();
    expect(rows.length).toBeGreaterThan(400);
    expect(build.ok).toBe(true);
    const missing = rows.filter((row) => !builtFile(build.outDir, row.path)).map((row) => row.path);
    expect(missing).toEqual([]);
    const wrongTitle = rows
      .map((row) => ({
        route: row.path,
        title: row.title || (row.kind === 'generated' ? row.path.slice(row.path.lastIndexOf('/') + 1) : ''),
      }))
      .filter(
        (row) => row.title && !titlePattern(row.title).test(readFileSync(builtFile(build.outDir, row.route)!, 'utf8')),
      );
    expect(wrongTitle).toEqual([]);
  });

  it('lists the v4 custom errors under an open "Errors" category of their own', () => {
    const find = (items: SidebarItem[], label: string): SidebarCategory | undefined => {
      for (const item of items) {
        if (item.type !== 'category') continue;
        if (item.label === label && item.items.some((child) => child.type === 'link')) return item;
        const inner = find(item.items, label);
        if (inner) return inner;
      }
      return undefined;
    };
    const errors = find(model!.routes.sidebars.contracts!, 'Errors');
    expect(errors).toMatchObject({ collapsed: false, href: undefined });
    expect(errors!.items.map((item) => ('href' in item ? item.href : undefined))).toEqual([
      '/contracts/v4/reference/errors/errors',
    ]);
  });
});
