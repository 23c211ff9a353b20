// Plans one reference page per source file: its routes, title, main item and heading ids.
import { posix } from 'node:path';
import type { LoadedPackage } from './loadPackages.js';
import type { SolDefinition, SolFile, SolMember } from './model.js';
import { pageRoutesOf } from './packageConfig.js';
import { layoutPage, standaloneItems, type PageLayout } from './pageLayout.js';

/** A reference page to write: one per source file. */
export interface ReferencePage {
  /** Routes the page is published at; the first is canonical (links point there). */
  routes: string[];
  title: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
  pkg: LoadedPackage;
  file: SolFile;
  /** `<package>/<path>`: the diagnostics path and import key of the file. */
  fileKey: string;
  layout: PageLayout;
  /** The item the page is named after; links to it carry no `#anchor`. */
  main?: SolDefinition | SolMember;
}

/** Plans the pages of every file of the loaded packages. */
export function planPages(packages: LoadedPackage[]): ReferencePage[] {
  return packages.flatMap((pkg) => pkg.files.map((file) => planPage(pkg, file)));
}

function planPage(pkg: LoadedPackage, file: SolFile): ReferencePage {
  const relative = posix.relative(pkg.config.sourceDir, file.path);
  const rule = pkg.config.files?.[relative];
  const layout = layoutPage(file);
  const main = mainItem(file, layout);
  return {
    routes: pageRoutesOf(pkg.config, relative),
    title: rule?.title ?? main?.name ?? posix.basename(file.path, '.sol'),
    ...(rule?.sidebarLabel ? { sidebarLabel: rule.sidebarLabel } : {}),
    ...(rule?.sidebarPosition !== undefined ? { sidebarPosition: rule.sidebarPosition } : {}),
    pkg,
    file,
    fileKey: `${pkg.config.name}/${file.path}`,
    layout,
    main,
  };
}

/** The contract or file-level type named like the file, else the only definition of a one-contract file. */
function mainItem(file: SolFile, layout: PageLayout): SolDefinition | SolMember | undefined {
  const base = posix.basename(file.path, '.sol').toLowerCase();
  const candidates: Array<SolDefinition | SolMember> = [
    ...file.definitions.filter((d) => d.kind !== 'file'),
    ...file.definitions.flatMap(standaloneItems),
  ];
  return candidates.find((c) => c.name.toLowerCase() === base) ?? (layout.single ? file.definitions[0] : undefined);
}

/** The link to an item of a page: the canonical route, plus the item's heading id unless it is the page's main item. */
export function hrefOf(page: ReferencePage, item: SolDefinition | SolMember): string {
  const route = page.routes[0]!;
  if (item === page.main) return route;
  const anchor = page.layout.memberIds.get(item as SolMember) ?? page.layout.definitionIds.get(item as SolDefinition);
  return anchor ? `${route}#${anchor}` : route;
}
