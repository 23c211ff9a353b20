// The routes stage: doc routes, sidebars, breadcrumbs, previous/next links, redirects and the docs registry.
import type { SidebarsFile } from '../types.js';
import type { Breadcrumb, CategoryMeta, Diagnostic, DocRoute, DocsVersion, RenderedPage, RouteTable, Severity, SidebarItem, SiteConfig } from '../types.js';
import { buildSidebars, sidebarContext } from './buildSidebars.js';
import { categoryCardsOf, generatedIndexCategories, generatedIndexPage } from './categoryIndexPages.js';
import { explicitSidebars } from './explicitSidebars.js';
import { docNavigation } from './docNavigation.js';
import { policyDiagnostic } from './linkPolicy.js';
import type { ConfigLocator } from '../config/loadConfig.js';

/** The route table and what is wrong with it. */
export interface RouteTableResult {
  routes: RouteTable;
  /** The pages that own their route: of two pages with the same route, the later one (the other is left out). */
  pages: RenderedPage[];
  diagnostics: Diagnostic[];
}

/** How strictly the config's references to docs are checked. */
export interface RouteTableOptions {
  /**
   * False when building a docs folder other than the configured one (`--docs`): the config's doc ids and
   * sidebar ids describe the site's own docs, so every top-level folder becomes a sidebar and unknown ids only warn.
   */
  configDescribesDocs: boolean;
  /** Where a config key is written, so reference errors point at the config's file and line. */
  locateConfigKey?: ConfigLocator;
  /** A Docusaurus sidebars file beside the docs folder: when given, its sidebars replace the folder sidebars. */
  sidebarsFile?: SidebarsFile;
}

/** Builds the route table from rendered pages (their titles label the sidebar). */
export function buildRouteTable(rendered: RenderedPage[], categories: CategoryMeta[], config: SiteConfig, options: RouteTableOptions = { configDescribesDocs: true }): RouteTableResult {
  const locate: ConfigLocator = options.locateConfigKey ?? (() => ({ file: 'site.config.ts' }));
  const diagnostics: Diagnostic[] = [];
  const referenceSeverity: Severity = options.configDescribesDocs ? 'error' : 'warning';
  const byRoute = new Map<string, RenderedPage>();
  for (const entry of rendered) {
    const { page } = entry;
    const previous = byRoute.get(page.route);
    if (previous) {
      const d = policyDiagnostic(config.onDuplicateRoutes, {
        file: page.source.origin,
        line: 1,
        message: `duplicate route ${page.route}: also produced by ${previous.page.source.origin}`,
        hint: 'Give one of the pages another file name, `id` or `slug`; the later page wins.',
      });
      if (d) diagnostics.push(d);
    }
    byRoute.set(page.route, entry);
  }
  // The page that lost its route is left out everywhere: sidebar, pages written, links checked.
  const owners = rendered.filter((entry) => byRoute.get(entry.page.route) === entry);
  const pages = owners.map((r) => r.page);
  const docPages = pages.filter((p) => p.kind === 'doc');
  const titleById = new Map(rendered.map((r) => [r.page.id, r.title]));
  const labelOf = (page: (typeof pages)[number]) => page.frontmatter.sidebar_label ?? titleById.get(page.id) ?? page.id;

  const ctx = sidebarContext(docPages, categories, labelOf, { routeBasePath: config.docs.routeBasePath, labelFromIndexTitle: options.configDescribesDocs && !options.sidebarsFile });
  let sidebars: Record<string, SidebarItem[]>;
  if (options.sidebarsFile) {
    const explicit = explicitSidebars(options.sidebarsFile, ctx);
    sidebars = explicit.sidebars;
    diagnostics.push(...explicit.diagnostics);
  } else {
    const knownSidebars = [...new Set(docPages.filter((p) => p.dir !== '').map((p) => p.sidebar))].sort();
    const wantedSidebars = options.configDescribesDocs ? config.docs.sidebars : knownSidebars;
    for (const id of wantedSidebars) {
      if (!knownSidebars.includes(id)) {
        diagnostics.push({ severity: referenceSeverity, ...locate(['docs', 'sidebars'], id), message: `unknown sidebar id "${id}" in docs.sidebars`, hint: `Valid sidebar ids (top-level folders of ${config.docs.path}): ${knownSidebars.join(', ') || '(none)'}.` });
      }
    }
    sidebars = buildSidebars(ctx, wantedSidebars.filter((id) => knownSidebars.includes(id)));
  }
  diagnostics.push(...ctx.diagnostics);

  const descriptionById = new Map(rendered.map((r) => [r.page.id, r.description]));
  const categoryCards = categoryCardsOf(sidebars, (id) => descriptionById.get(id));
  for (const [sidebarId, items] of Object.entries(sidebars)) {
    for (const category of generatedIndexCategories({ [sidebarId]: items })) {
      if (byRoute.has(category.href!)) continue;
      const page = generatedIndexPage(category, categoryCards.get(category.href!) ?? [], sidebarId);
      byRoute.set(page.page.route, page);
      owners.push(page);
      pages.push(page.page);
    }
  }
  const navigation = docNavigation({ pages, sidebars, labelOf, byRoute: (route) => byRoute.get(route)?.page });
  diagnostics.push(...navigation.diagnostics);
  const docs = navigation.docs;
  diagnostics.push(...checkDocReferences(config, docs, locate).map((d) => ({ ...d, severity: referenceSeverity })));
  return { routes: { docs, sidebars, redirects: config.redirects, version: registry(config, docs), categoryCards }, pages: owners, diagnostics };
}

/** Navbar doc items and the registry's main doc must name existing docs. */
function checkDocReferences(config: SiteConfig, docs: Map<string, DocRoute>, locate: ConfigLocator): Diagnostic[] {
  const ids = [...docs.keys()];
  const unknown = (docId: string, keyPath: string): Diagnostic => ({
    severity: 'error',
    ...locate(keyPath.split('.'), docId),
    message: `unknown doc id "${docId}" in ${keyPath}`,
    hint: `Use one of the existing doc ids, e.g. ${closest(docId, ids).join(', ')}.`,
  });
  const out: Diagnostic[] = [];
  config.themeConfig.navbar.items.forEach((item, i) => {
    if (item.type === 'doc' && !docs.has(item.docId)) out.push(unknown(item.docId, `themeConfig.navbar.items.${i}.docId`));
  });
  if (docs.size > 0 && !docs.has(config.docs.mainDocId)) out.push(unknown(config.docs.mainDocId, 'docs.mainDocId'));
  return out;
}

/** Up to five ids that share the most leading characters or path segments with `wanted`. */
function closest(wanted: string, ids: string[]): string[] {
  const score = (id: string) => {
    let common = 0;
    while (common < id.length && id[common] === wanted[common]) common++;
    return common + (id.endsWith(wanted.split('/').pop() ?? '\0') ? 20 : 0);
  };
  return [...ids].sort((a, b) => score(b) - score(a)).slice(0, 5);
}

function registry(config: SiteConfig, docs: Map<string, DocRoute>): DocsVersion {
  return {
    name: 'current',
    label: config.docs.versions.current?.label ?? config.docs.versionLabel,
    isLast: true,
    path: config.docs.routeBasePath,
    mainDocId: config.docs.mainDocId,
    docs: [...docs.values()].map((d) => ({ id: d.docId, path: d.route, sidebar: d.sidebar })),
  };
}
export { flattenLinks } from './docNavigation.js';
