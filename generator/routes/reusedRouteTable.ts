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
    const next = { rendered, categories, config, options };
    const result =
      last && sameInputs(last, next)
        ? withPagesOf(last, rendered)
        : buildRouteTable(rendered, categories, config, options);
    last = { ...next, result };
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
  const settingsOf = ({ categories, options }: Omit<Made, 'result'>) => {
    const { locateConfigKey: _locate, ...settings } = options;
    return JSON.stringify([settings, categories], (_key, value: unknown) =>
      value instanceof Map ? [...value] : value,
    );
  };
  return (
    previous.config === next.config &&
    previous.rendered.length === next.rendered.length &&
    previous.rendered.every((page, index) => sameRouteInputs(page, next.rendered[index]!)) &&
    settingsOf(previous) === settingsOf(next)
  );
}

/**
 * Whether two versions of a page give the same routes: the same title, description and page fields (id, route,
 * frontmatter, ...), and for a page whose body holds doc card lists, which the table fills in, the same body. A page's
 * fields are made from its source file by the options of its config: the same file object gives the same fields.
 */
function sameRouteInputs(before: RenderedPage, after: RenderedPage): boolean {
  if (before === after) return true;
  if (before.page.source !== after.page.source) return routeInputsOf(before) === routeInputsOf(after);
  return (
    before.title === after.title &&
    before.description === after.description &&
    before.page.format === after.page.format &&
    before.docCardLists === after.docCardLists &&
    (!after.docCardLists || (after.contentKey !== undefined && before.contentKey === after.contentKey))
  );
}

/** What a page gives the route table, as text: its fields but its source and body, and its body if it has cards. */
function routeInputsOf(rendered: RenderedPage): string {
  const { source, body: _body, ...fields } = rendered.page;
  const cards = rendered.docCardLists ? (rendered.contentKey ?? rendered.html) : null;
  return JSON.stringify([source.origin, fields, rendered.title, rendered.description, cards]);
}
