// Tabs: switch panels, keep choices of a group in sync, and remember them under the tab key prefix.
import { storageKeys } from '../shared/pageData.js';
import { readStorage, writeStorage } from './storage.js';

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

function hasValue(tabs: Element, value: string): boolean {
  return [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > [role="tab"]')].some((t) => t.dataset.value === value);
}

/** Restores saved group choices and handles clicks and arrow keys. */
export function mountTabs(root: ParentNode = document): void {
  for (const tabs of root.querySelectorAll<HTMLElement>('[data-tabs][data-group-id]')) {
    const saved = readStorage(storageKeys.tabGroupPrefix + tabs.dataset.groupId);
    if (saved && hasValue(tabs, saved)) select(tabs, saved);
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
  const group = tabs.dataset.groupId;
  if (!group) return select(tabs, value);
  writeStorage(storageKeys.tabGroupPrefix + group, value);
  for (const other of document.querySelectorAll<HTMLElement>(`[data-tabs][data-group-id="${CSS.escape(group)}"]`)) {
    if (hasValue(other, value)) select(other, value);
  }
}
