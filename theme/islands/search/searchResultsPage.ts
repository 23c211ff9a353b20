// The `/search?q=…` page: the query in the box, every hit grouped by page, facet filters kept in the address
// (replaced, not pushed: history entries belong to the client router).
import { loadSearchEngine } from './loadSearchEngine.js';
import { element, pageTitle, sectionLink } from './renderHits.js';
import type { SearchEngine, SearchFilters, SearchResults } from './searchEngine.js';
import { sectionName } from './searchLabels.js';
import { searchSections, searchVersions } from '../../shared/searchPayload.js';

const debounceMs = 150;
const snippetChars = 220;

/** Facets in the address: `?q=hooks&section=contracts&version=V4&language=en`. */
const facetParams = { sections: 'section', versions: 'version', languages: 'language' } as const;
type FacetKey = keyof typeof facetParams;

/** The page's regions, found by their data attributes. */
interface PageRegions {
  form: HTMLFormElement;
  input: HTMLInputElement;
  facets: HTMLElement;
  status: HTMLElement;
  results: HTMLElement;
}

/** Fills the results page inside `root` (the server-rendered `[data-search-page]`); safe to call again. */
export function mountSearchResultsPage(root: HTMLElement, indexUrl?: string): void {
  if (root.dataset.searchPageMounted) return;
  const regions = findRegions(root);
  if (!regions) return;
  root.dataset.searchPageMounted = '';
  const baseTitle = document.title;
  let engine: SearchEngine | undefined;
  let timer = 0;

  const update = () => {
    const query = regions.input.value.trim();
    const filters = readFilters(regions.facets);
    history.replaceState(history.state, '', addressOf(query, filters));
    if (engine) render(engine, regions, query, filters, baseTitle);
  };

  regions.form.addEventListener('submit', (event) => {
    event.preventDefault();
    window.clearTimeout(timer);
    update();
  });
  regions.input.addEventListener('input', () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(update, debounceMs);
  });
  regions.facets.addEventListener('change', update);

  const address = readAddress();
  regions.input.value = address.query;
  regions.status.textContent = 'Loading the search index…';
  loadSearchEngine(indexUrl).then(
    (loaded) => {
      engine = loaded;
      render(loaded, regions, regions.input.value.trim(), address.filters, baseTitle);
    },
    (error: unknown) => {
      regions.status.textContent = `Search is unavailable: ${error instanceof Error ? error.message : String(error)}`;
    },
  );
}

function findRegions(root: HTMLElement): PageRegions | undefined {
  const form = root.querySelector('form');
  const input = root.querySelector<HTMLInputElement>('[data-search-page-input]');
  const facets = root.querySelector<HTMLElement>('[data-search-page-facets]');
  const status = root.querySelector<HTMLElement>('[data-search-page-status]');
  const results = root.querySelector<HTMLElement>('[data-search-page-results]');
  return form && input && facets && status && results ? { form, input, facets, status, results } : undefined;
}

/** The query and facet filters of the current address. */
function readAddress(): { query: string; filters: SearchFilters } {
  const params = new URLSearchParams(location.search);
  const filters: SearchFilters = {};
  for (const key of Object.keys(facetParams) as FacetKey[])
    filters[key] = params.getAll(facetParams[key]).filter(Boolean);
  return { query: (params.get('q') ?? '').trim(), filters };
}

function addressOf(query: string, filters: SearchFilters): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  for (const key of Object.keys(facetParams) as FacetKey[])
    for (const value of filters[key] ?? []) params.append(facetParams[key], value);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

function readFilters(facets: HTMLElement): SearchFilters {
  const filters: SearchFilters = { sections: [], versions: [], languages: [] };
  for (const box of facets.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked'))
    filters[box.name as FacetKey]?.push(box.value);
  return filters;
}

function render(
  engine: SearchEngine,
  regions: PageRegions,
  query: string,
  filters: SearchFilters,
  baseTitle: string,
): void {
  document.title = query ? `${query} – ${baseTitle}` : baseTitle;
  const results = query ? engine.search(query, { filters, contextFirst: false }) : undefined;
  renderFacets(regions.facets, results, filters);
  regions.results.replaceChildren();
  if (!results) {
    regions.status.textContent = 'Type a word, a phrase or a contract name such as PoolManager.';
    return;
  }
  const filtered = results.hits.length < results.total ? ` (${results.total} before filters)` : '';
  regions.status.textContent =
    results.hits.length === 0
      ? `No results for “${query}”${filtered}.`
      : `${results.hits.length} ${results.hits.length === 1 ? 'page' : 'pages'} for “${query}”${filtered}.`;
  const list = element('ol', 'search-page__list');
  for (const [i, hit] of results.hits.entries()) {
    const item = element('li', 'search-result');
    const title = pageTitle(hit, results, 'h2', `search-result-${i}`);
    const link = element('a', 'search-result__link', { href: hit.page.url });
    link.append(...title.childNodes);
    title.append(link);
    item.append(title);
    for (const section of hit.sections) item.append(sectionLink(hit, section, results, snippetChars));
    list.append(item);
  }
  regions.results.append(list);
}

function renderFacets(container: HTMLElement, results: SearchResults | undefined, filters: SearchFilters): void {
  container.replaceChildren(
    facetGroup('Section', 'sections', searchSections, results?.facets.sections, filters.sections, sectionName),
    facetGroup('Version', 'versions', searchVersions, results?.facets.versions, filters.versions, (v) => v),
    facetGroup(
      'Language',
      'languages',
      Object.keys(results?.facets.languages ?? { en: 0 }),
      results?.facets.languages,
      filters.languages,
      (l) => (l === 'en' ? 'English' : l),
    ),
  );
}

function facetGroup(
  legend: string,
  name: FacetKey,
  values: readonly string[],
  counts: Record<string, number> | undefined,
  checked: string[] | undefined,
  label: (value: string) => string,
): HTMLElement {
  const fieldset = element('fieldset', 'search-facet');
  const title = element('legend', 'search-facet__legend');
  title.textContent = legend;
  fieldset.append(title);
  for (const value of values) {
    const count = counts?.[value] ?? 0;
    const isChecked = checked?.includes(value) ?? false;
    const row = element('label', 'search-facet__option');
    const box = element('input', '', { type: 'checkbox', name, value });
    box.checked = isChecked;
    box.disabled = count === 0 && !isChecked;
    const text = element('span', 'search-facet__label');
    text.textContent = label(value);
    const number = element('span', 'search-facet__count');
    number.textContent = String(count);
    row.append(box, text, number);
    fieldset.append(row);
  }
  return fieldset;
}
