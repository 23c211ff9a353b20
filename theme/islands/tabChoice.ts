// Which tab a tab set shows, as Docusaurus chooses it: the page's query string, then the group's remembered choice.

/** Where a tab set's choice can come from. */
export interface TabChoiceSources {
  /** The values of the set's tabs. */
  values: string[];
  /** The value of the set's query-string key in the page's URL, if it has one. */
  queryValue?: string | null;
  /** The choice remembered for the set's group. */
  storedValue?: string | null;
}

/** The tab to show on load, or undefined to keep the server's default; a value the set does not have is ignored. */
export function initialTabValue({ values, queryValue, storedValue }: TabChoiceSources): string | undefined {
  for (const candidate of [queryValue, storedValue]) {
    if (candidate && values.includes(candidate)) return candidate;
  }
  return undefined;
}

/** The page's search string with `key` set to `value` (other parameters kept), for `history.replaceState`. */
export function searchWithTab(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `?${params.toString()}`;
}
