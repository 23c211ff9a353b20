// Options of the reference-typescript plugin and their defaults.
import type { ItemKind } from './model.js';

/** One package whose declarations become reference pages. */
export interface ReferencePackageOptions {
  /** npm package name, e.g. `@uniswap/sdk-core`. */
  name: string;
  /** Route the package's reference lives under, e.g. `/sdk/core/reference`. */
  routeBase: string;
  /** Package folder (holding package.json); default `<rootDir>/node_modules/<name>`. */
  dir?: string;
}

/** Options of `referenceTypescript()`. */
export interface ReferenceTypescriptOptions {
  /** Packages to document. Default: `@uniswap/sdk-core` and `@uniswap/v3-sdk` at their spec routes. */
  packages?: ReferencePackageOptions[];
  /**
   * The overview page per package. `embed` (default, because routes.tsv marks the overviews `written`):
   * no page, the item list is available to authors through the `::reference-index{package="..."}` directive.
   * `page`: also generate `<routeBase>/overview`.
   */
  overview?: 'embed' | 'page';
  /** Sidebar labels of the kind folders. Default Classes, Enums, Interfaces. */
  categoryLabels?: Partial<Record<ItemKind, string>>;
  /** Read and write the cache in `ctx.cache`. Default true. */
  cache?: boolean;
}

/** The packages the site documents, at the routes routes.tsv gives them. */
export const defaultPackages: ReferencePackageOptions[] = [
  { name: '@uniswap/sdk-core', routeBase: '/sdk/core/reference' },
  { name: '@uniswap/v3-sdk', routeBase: '/sdk/v3/reference' },
];

/** Folder name of each kind under a package's reference route. */
export const kindFolders: Record<ItemKind, string> = { class: 'classes', enum: 'enums', interface: 'interfaces' };

/** Default sidebar label of each kind folder (categories.tsv has no rows for these folders). */
export const defaultCategoryLabels: Record<ItemKind, string> = {
  class: 'Classes',
  enum: 'Enums',
  interface: 'Interfaces',
};

/** Word used in page titles, as the typedoc-generated titles of routes.tsv have it. */
export const kindTitleWords: Record<ItemKind, string> = { class: 'Class', enum: 'Enumeration', interface: 'Interface' };
