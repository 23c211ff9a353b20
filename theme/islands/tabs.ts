// Tabs: switch panels, keep choices of a group in sync, remember them under the tab key prefix, and put them in the
// URL for tab sets with a query-string key (`queryString` of Docusaurus's <Tabs>).
import { storageKeys } from '../shared/pageData.js';
import { readStorage, writeStorage } from './storage.js';
import { initialTabValue, searchWithTab } from './tabChoice.js';

function select(tabs: Element, value: string): void {
  for (const tab of tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > [role="tab"]')) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) {
    panel.classList.toggle('is-active', panel.dataset.value === value);
  }
}

function valuesOf(tabs: Element): string[] {
  return [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > [role="tab"]')].map(
    (t) => t.dataset.value ?? '',
  );
}

function hasValue(tabs: Element, value: string): boolean {
  return valuesOf(tabs).includes(value);
}

/** Shows the choice of the URL's query string, else the group's saved choice, in each tab set. */
export function mountTabs(root: ParentNode = document): void {
  const query = new URLSearchParams(location.search);
  for (const tabs of root.querySelectorAll<HTMLElement>('[data-tabs][data-group-id], [data-tabs][data-query-string]')) {
    const { groupId, queryString } = tabs.dataset;
    const value = initialTabValue({
      values: valuesOf(tabs),
      queryValue: queryString ? query.get(queryString) : undefined,
      storedValue: groupId ? readStorage(storageKeys.tabGroupPrefix + groupId) : undefined,
    });
    if (value) select(tabs, value);
  }
}

/** Document-level listeners, attached once. */
export function listenTabs(): void {
  document.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('.tabs__tab');
    const tabs = tab?.closest<HTMLElement>('[data-tabs]');
    if (!tab || !tabs || !tab.dataset.value) return;
    choose(tabs, tab.dataset.value);
  });
  document.addEventListener('keydown', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('.tabs__tab');
    if (!tab || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const all = [...(tab.parentElement?.children ?? [])] as HTMLElement[];
    const next = all[(all.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : all.length - 1)) % all.length];
    next?.focus();
    next?.click();
  });
}

function choose(tabs: HTMLElement, value: string): void {
  const { groupId: group, queryString } = tabs.dataset;
  if (queryString)
    history.replaceState(history.state, '', searchWithTab(location.search, queryString, value) + location.hash);
  if (!group) return select(tabs, value);
  writeStorage(storageKeys.tabGroupPrefix + group, value);
  for (const other of document.querySelectorAll<HTMLElement>(`[data-tabs][data-group-id="${CSS.escape(group)}"]`)) {
    if (hasValue(other, value)) select(other, value);
  }
}
