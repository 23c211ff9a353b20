// The link check of a rendered site: every page's links against the pages, anchors, files and redirects it holds.
import type { Diagnostic, SiteModel } from '../types.js';
import { hrefResolver, routeBySourcePathOf } from '../routes/hrefResolver.js';
import type { RenderedSite } from '../render/renderSite.js';
import { findBrokenLinks, type LinkSource, type LinkTargets } from './findBrokenLinks.js';

/** Ids every page has from its layout, besides the content's own. */
const layoutIds = ['main', 'docs-sidebar'];

/** Broken links and anchors of the rendered site, with the config's policies; `sources` are linkSourcesOf(model). */
export function siteLinkCheck(model: SiteModel, site: RenderedSite, sources = linkSourcesOf(model)): Diagnostic[] {
  return findBrokenLinks(sources, linkTargetsOf(model, site), model.config);
}

/** Where each page's links were written. */
export function linkSourcesOf(model: SiteModel): LinkSource[] {
  const routeBySourcePath = routeBySourcePathOf(model.pages);
  return model.pages.map((rendered) => {
    const resolve = hrefResolver(rendered.page.source.path, routeBySourcePath);
    return {
      route: rendered.page.route,
      file: rendered.page.source.origin,
      links: rendered.links.map((l) => ({ ...l, href: resolve(l.href) })),
    };
  });
}

function linkTargetsOf(model: SiteModel, site: RenderedSite): LinkTargets {
  const pages = new Map<string, Set<string>>();
  for (const rendered of model.pages) pages.set(rendered.page.route, new Set([...layoutIds, ...rendered.ids]));
  const redirects = new Map(model.routes.redirects.map((r) => [r.from, r.to]));
  const files = new Set([...site.files, ...site.pending, ...site.copies, ...site.kept].map((f) => `/${f.path}`));
  return { pages, files, redirects };
}
