// Writes `_category_.json` for every folder of generated reference pages (labels from categories.tsv).
import type { SourceFile } from '../pluginApi.js';

/** Sidebar settings of one folder. */
export interface CategorySettings {
  label: string;
  position?: number;
  collapsed?: boolean;
  /** `null` keeps a page named like the folder an item of the category instead of the category's own page. */
  link?: null;
}

/** The reference folders of categories.tsv (spec) with their label, position and collapsed state. */
export const REFERENCE_CATEGORIES: Record<string, CategorySettings> = {
  '/contracts/v3/reference': { label: 'Technical Reference', position: 4, collapsed: true },
  '/contracts/v3/reference/core': { label: 'Core', position: 2 },
  '/contracts/v3/reference/core/interfaces': { label: 'Interfaces' },
  '/contracts/v3/reference/core/interfaces/pool': { label: 'Pool' },
  '/contracts/v3/reference/core/libraries': { label: 'Libraries' },
  '/contracts/v3/reference/periphery': { label: 'Periphery', position: 2 },
  '/contracts/v3/reference/periphery/base': { label: 'Base', position: 1 },
  '/contracts/v3/reference/periphery/interfaces': { label: 'Interfaces', position: 1 },
  '/contracts/v3/reference/periphery/lens': { label: 'Lens', position: 3 },
  '/contracts/v3/reference/periphery/libraries': { label: 'Libraries', position: 4 },
  '/contracts/v3/reference/periphery/staker': { label: 'Staker', position: 4 },
  '/contracts/v3/reference/periphery/staker/interfaces': { label: 'Interfaces', position: 3 },
  '/contracts/v3/reference/periphery/staker/libraries': { label: 'Libraries', position: 4 },
  '/contracts/v3/reference/periphery/test': { label: 'Test', position: 4 },
  '/contracts/v4/reference': { label: 'Technical Reference', position: 6, collapsed: true },
  '/contracts/v4/reference/core': { label: 'Core', position: 1, collapsed: false },
  '/contracts/v4/reference/core/libraries': { label: 'Libraries', position: 0, collapsed: true },
  '/contracts/v4/reference/core/types': { label: 'Types', position: 1, collapsed: true },
  '/contracts/v4/reference/errors': { label: 'Errors', position: 0, collapsed: false, link: null },
  '/contracts/v4/reference/periphery': { label: 'Periphery', position: 2, collapsed: true },
};

/** Labels for folder names categories.tsv does not list. */
const FOLDER_LABELS: Record<string, string> = {
  external: 'External',
  callback: 'Callbacks',
  test: 'Test',
  utils: 'Utilities',
};

/** `_category_.json` files for every folder between a route and the root it is under (root included). */
export function renderCategories(
  routes: string[],
  roots: string[],
  settings: Record<string, CategorySettings> = REFERENCE_CATEGORIES,
): SourceFile[] {
  const folders = new Set<string>();
  for (const route of routes) {
    const root = roots.find((r) => route.startsWith(`${r}/`));
    if (!root) continue;
    for (
      let folder = route.slice(0, route.lastIndexOf('/'));
      folder.length >= root.length;
      folder = folder.slice(0, folder.lastIndexOf('/'))
    )
      folders.add(folder);
  }
  return [...folders].sort().map((folder) => ({
    path: `${folder.replace(/^\//, '')}/_category_.json`,
    contents: `${JSON.stringify(settings[folder] ?? { label: defaultLabel(folder) }, null, 2)}\n`,
    origin: 'reference-solidity',
  }));
}

function defaultLabel(folder: string): string {
  const name = folder.slice(folder.lastIndexOf('/') + 1);
  return FOLDER_LABELS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
}
