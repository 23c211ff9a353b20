// Compares the generated reference routes with the routes the spec (routes.tsv) lists as generated.
import { kindFolders } from './options.js';

/** A row of routes.tsv. */
export interface SpecRoute {
  path: string;
  kind: string;
  title: string;
  sidebarLabel: string;
  position: string;
}

/** Routes the spec lists that the packages lack, and items the packages export that the spec does not list. */
export interface SpecDifferences {
  /** Spec routes with no item in the installed packages (no page is produced). */
  specOnly: string[];
  /** Item pages produced at the spec's path scheme that the spec does not list. */
  sourceOnly: string[];
}

/** Parses routes.tsv (header `path kind title sidebar_label position`). */
export function parseRoutesTsv(text: string): SpecRoute[] {
  const [, ...rows] = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  return rows.map((row) => {
    const [path = '', kind = '', title = '', sidebarLabel = '', position = ''] = row.split('\t');
    return { path, kind, title, sidebarLabel, position };
  });
}

/** The spec's generated item routes under the given reference routes (`<base>/classes|enums|interfaces/<Name>`). */
export function specItemRoutes(spec: SpecRoute[], routeBases: string[]): SpecRoute[] {
  const folders = Object.values(kindFolders).join('|');
  const patterns = routeBases.map((base) => new RegExp(`^${escapeRegExp(base)}/(${folders})/[^/]+$`));
  return spec.filter((row) => row.kind === 'generated' && patterns.some((pattern) => pattern.test(row.path)));
}

/** The difference between produced item routes and the spec's generated item routes under the same bases. */
export function diffAgainstSpec(produced: string[], spec: SpecRoute[], routeBases: string[]): SpecDifferences {
  const expected = new Set(specItemRoutes(spec, routeBases).map((row) => row.path));
  const made = new Set(produced);
  return {
    specOnly: [...expected].filter((route) => !made.has(route)).sort(),
    sourceOnly: [...made].filter((route) => !expected.has(route)).sort(),
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
