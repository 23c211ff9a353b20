// Where every documented item lives: routes for item refs and targets of `{@link}` tags.
import type { ItemKind, ItemRef, PackageModel, ReferenceItem } from './model.js';
import { memberAnchors } from './memberAnchors.js';
import { kindFolders } from './options.js';

/** A documented item and its page route. */
interface LinkedItem {
  item: ReferenceItem;
  route: string;
  /** First heading id of each member name on the page. */
  anchors: Map<string, string>;
}

/** Route lookup over every item of every package. */
export interface LinkIndex {
  items: LinkedItem[];
  route(ref: ItemRef): string | undefined;
  /**
   * Resolves a `{@link}` target (`Token`, `Pool.getAddress`, a URL) written on the page of `from`. A target naming an
   * undocumented type (`BaseCurrency#chainId`) falls back to the member of that name on `from`'s own page.
   */
  resolve(target: string, from: ItemRef): string | undefined;
}

/** Route of an item's page. */
function itemRoute(routeBase: string, kind: ItemKind, name: string): string {
  return `${routeBase}/${kindFolders[kind]}/${name}`;
}

/** Builds the link index; `routeBases` maps a package name to its reference route. */
export function buildLinkIndex(models: PackageModel[], routeBases: Map<string, string>): LinkIndex {
  const byKey = new Map<string, LinkedItem>();
  const byName = new Map<string, LinkedItem[]>();
  for (const model of models) {
    const routeBase = routeBases.get(model.name);
    if (routeBase === undefined) continue;
    for (const item of model.items) {
      const linked = { item, route: itemRoute(routeBase, item.kind, item.name), anchors: firstAnchors(item) };
      byKey.set(keyOf(item), linked);
      byName.set(item.name, [...(byName.get(item.name) ?? []), linked]);
    }
  }
  return {
    items: [...byKey.values()],
    route: (ref) => byKey.get(keyOf(ref))?.route,
    resolve(target, from) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
      const [itemName = '', memberName] = target.split(/[#.~]/, 2);
      const candidates = byName.get(itemName) ?? [];
      const linked = candidates.find((c) => c.item.pkg === from.pkg) ?? candidates[0];
      if (linked) {
        const anchor = memberName ? linked.anchors.get(memberName) : undefined;
        return anchor ? `${linked.route}#${anchor}` : linked.route;
      }
      const own = byKey.get(keyOf(from));
      const ownAnchor = own?.anchors.get(memberName ?? itemName);
      return own && ownAnchor ? `${own.route}#${ownAnchor}` : undefined;
    },
  };
}

function keyOf(ref: ItemRef): string {
  return `${ref.pkg}\u0000${ref.name}`;
}

function firstAnchors(item: ReferenceItem): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [member, anchor] of memberAnchors(item)) if (!byName.has(member.name)) byName.set(member.name, anchor);
  return byName;
}
