// Human names of the search facets and of a page's place in the site.
import type { SearchPageEntry } from '../../shared/searchPayload.js';
import type { SearchContext } from './searchRanking.js';

const sectionNames: Record<string, string> = {
  concepts: 'Concepts',
  contracts: 'Contracts',
  sdk: 'SDKs',
  api: 'APIs',
  blog: 'Blog',
};

/** "Concepts", "SDKs", …; the raw value for an unknown section. */
export function sectionName(section: string): string {
  return sectionNames[section] ?? section;
}

/** "Contracts · V4" for a page or a reading context; empty when it has no section. */
export function placeLabel(place: Pick<SearchPageEntry, 'section' | 'version'> | SearchContext): string {
  if (!place.section) return '';
  return place.version ? `${sectionName(place.section)} · ${place.version}` : sectionName(place.section);
}
