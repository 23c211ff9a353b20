// Turns package models into the docs tree: one page per item, category files, and the item lists.
import type { SourceFile } from '../pluginApi.js';
import type { ItemKind, PackageModel } from './model.js';
import { buildLinkIndex, type LinkIndex } from './linkIndex.js';
import { kindFolders } from './options.js';
import { renderOverviewPage, renderReferenceIndex, type IndexStyle } from './renderIndex.js';
import { renderItemPage } from './renderItemPage.js';

/** How the docs tree is laid out. */
export interface DocsLayout {
  /** Reference route of each package by name. */
  routeBases: Map<string, string>;
  /** URL the docs are mounted at (config `docs.routeBasePath`), stripped from routes to get file paths. */
  docsRouteBase: string;
  overview: 'embed' | 'page';
  categoryLabels: Record<ItemKind, string>;
}

/** The generated reference: files for the docs tree, the link index, and the routes of the item pages. */
export interface ReferenceDocs {
  docs: SourceFile[];
  links: LinkIndex;
  /** Routes of the generated item pages (not overviews), sorted. */
  routes: string[];
  /** The item list of a package, for embedding in a written page. */
  indexFor(pkg: string, style?: Partial<IndexStyle>): string | undefined;
}

/** Renders every page of every model. */
export function buildReferenceDocs(models: PackageModel[], layout: DocsLayout): ReferenceDocs {
  const links = buildLinkIndex(models, layout.routeBases);
  const docs: SourceFile[] = [];
  for (const { item, route } of links.items) {
    docs.push({
      path: `${docsPath(route, layout.docsRouteBase)}.md`,
      contents: renderItemPage(item, links),
      origin: `${item.pkg}/${item.file}`,
      originLine: item.line,
    });
  }
  for (const model of models) {
    const routeBase = layout.routeBases.get(model.name);
    if (routeBase === undefined) continue;
    docs.push(...categoryFiles(model, routeBase, layout));
    if (layout.overview === 'page') {
      const path = `${docsPath(`${routeBase}/overview`, layout.docsRouteBase)}.md`;
      docs.push({
        path,
        contents: renderOverviewPage(model.name, model.version, links),
        origin: `${model.name}/package.json`,
      });
    }
  }
  const known = new Set(models.map((m) => m.name));
  return {
    docs,
    links,
    routes: links.items.map((l) => l.route).sort(),
    indexFor: (pkg, style) =>
      known.has(pkg) ? renderReferenceIndex(pkg, links, { headingDepth: 2, explicitIds: false, ...style }) : undefined,
  };
}

/** `_category_.json` for each kind folder that has pages. */
function categoryFiles(model: PackageModel, routeBase: string, layout: DocsLayout): SourceFile[] {
  const kinds = (Object.keys(kindFolders) as ItemKind[]).filter((kind) =>
    model.items.some((item) => item.kind === kind),
  );
  return kinds.map((kind) => ({
    path: `${docsPath(`${routeBase}/${kindFolders[kind]}`, layout.docsRouteBase)}/_category_.json`,
    contents: `${JSON.stringify({ label: layout.categoryLabels[kind], collapsed: true }, null, 2)}\n`,
    origin: `${model.name}/package.json`,
  }));
}

/** `/sdk/core/reference/classes/Token` → `sdk/core/reference/classes/Token` (relative to the docs root). */
function docsPath(route: string, docsRouteBase: string): string {
  const base = docsRouteBase.replace(/\/+$/, '');
  const relative = base && route.startsWith(`${base}/`) ? route.slice(base.length) : route;
  return relative.replace(/^\/+/, '');
}
