// The route table of the previous call, reused when nothing it is made from changed: the dev server builds one on
// every save, and most saves change only the body of a page.
import type { CategoryMeta, RenderedPage, SiteConfig } from '../types.js';
import { buildRouteTable, type RouteTableOptions, type RouteTableResult } from './buildRouteTable.js';

/** One call's inputs and result. */
interface Made {
  rendered: RenderedPage[];
  categories: CategoryMeta[];
  config: SiteConfig;
  options: RouteTableOptions;
  result: RouteTableResult;
}

/** A buildRouteTable that remembers its last call (one per site builder). */
export function reusedRouteTables() {
  let last: Made | undefined;
  return (
    rendered: RenderedPage[],
    categories: CategoryMeta[],
    config: SiteConfig,
    options: RouteTableOptions,
  ): RouteTableResult => {
    const previous = last;
    const result =
      previous && sameInputs(previous, { rendered, categories, config, options })
        ? withPagesOf(previous, rendered)
        : buildRouteTable(rendered, categories, config, options);
    last = { rendered, categories, config, options, result };
    return result;
  };
}

/** The previous table with this call's page objects in place of the previous call's (which held the same fields). */
function withPagesOf(previous: Made, rendered: RenderedPage[]): RouteTableResult {
  const current = new Map(previous.rendered.map((page, index) => [page, rendered[index]!]));
  return { ...previous.result, pages: previous.result.pages.map((page) => current.get(page) ?? page) };
}

/** Whether the table of `next` would be that of `previous`. */
function sameInputs(previous: Omit<Made, 'result'>, next: Omit<Made, 'result'>): boolean {
  return (
    previous.config === next.config &&
    previous.rendered.length === next.rendered.length &&
    routeInputsOf(previous) === routeInputsOf(next)
  );
}

/**
 * What a route table is made from, as text: the options, the categories, and each page's fields but its source and
 * body (its title, description and frontmatter, its route and id, ...). A page whose body holds doc card lists, which
 * the table fills in, counts with its body (which the markdown cache's key names).
 */
function routeInputsOf({ rendered, categories, options }: Omit<Made, 'result' | 'config'>): string {
  const pages = rendered.map((made) => {
    const { source, body: _body, ...fields } = made.page;
    const cards = made.docCardLists ? (made.contentKey ?? made.html) : null;
    return [source.origin, fields, made.title, made.description, cards];
  });
  const { locateConfigKey: _locate, ...settings } = options;
  return JSON.stringify([settings, categories, pages], (_key, value: unknown) =>
    value instanceof Map ? [...value] : value,
  );
}
