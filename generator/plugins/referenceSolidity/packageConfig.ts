// How a Solidity package maps onto reference routes: the options type and the route rules it applies.
import { posix } from 'node:path';

/** Route and labels of one source file's page when they differ from the folder rule. */
export interface FilePageRule {
  /** Page routes; the first is the page other pages link to. Relative routes are under the package's `routeBase`. */
  routes?: string[];
  /** Page title (frontmatter `title`); defaults to the file's main definition. */
  title?: string;
  sidebarLabel?: string;
  sidebarPosition?: number;
}

/** One npm package of Solidity sources to document. */
export interface SolidityPackage {
  /** npm name, e.g. `@uniswap/v4-core`. */
  name: string;
  /** Package folder, absolute or relative to the project root. Default: `node_modules/<name>`. */
  dir?: string;
  /** Folder of the sources inside the package (`src`, `contracts`, `.`). */
  sourceDir: string;
  /** Packages of one group link to each other and share a symbol table (`v3`, `v4`). */
  group: string;
  /** Route of the source folder root, e.g. `/contracts/v4/reference/core`. */
  routeBase: string;
  /** Source sub-folder → route sub-folder, where they differ (`interfaces/external` → `interfaces`). */
  folders?: Record<string, string>;
  /** Source file (relative to `sourceDir`) → page rule, where the folder rule is not enough. */
  files?: Record<string, FilePageRule>;
  /**
   * Compiled artifacts (paths in the package) of contracts the package ships without source; each becomes a
   * page from its ABI, at the route its `sourceName` would have.
   */
  artifacts?: string[];
  /** A package that may be missing from node_modules without a warning. */
  optional?: boolean;
}

/** The page routes of a source file (`file` relative to the package's `sourceDir`), first one canonical. */
export function pageRoutesOf(pkg: SolidityPackage, file: string): string[] {
  const rule = pkg.files?.[file];
  if (rule?.routes) return rule.routes.map((route) => (route.startsWith('/') ? route : `${pkg.routeBase}/${route}`));
  const dir = posix.dirname(file);
  const folder = dir === '.' ? '' : (pkg.folders?.[dir] ?? dir);
  const name = posix.basename(file, '.sol');
  return [[pkg.routeBase, folder, name].filter((part) => part !== '').join('/')];
}
