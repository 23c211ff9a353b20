// The documented differences between routes.tsv and the pages this plugin generates from the pinned packages.

/** A route that routes.tsv lists but the sources cannot give, or that the sources give but routes.tsv does not list. */
export interface SpecRouteDifference {
  route: string;
  reason: string;
}

export const SPEC_ROUTE_DIFFERENCES: { missing: SpecRouteDifference[]; extra: SpecRouteDifference[] } = { missing: [], extra: [] };
