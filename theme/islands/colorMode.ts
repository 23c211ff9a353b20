// The colour-mode toggle: saves the choice under "theme" and follows changes from other tabs and the system.
import { storageKeys, type PageData } from '../shared/pageData.js';
import { readStorage, writeStorage } from './storage.js';

type Mode = 'light' | 'dark';

function apply(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
}

/** Wires the toggle button and the cross-tab and system-preference listeners. */
export function mountColorMode(data: PageData): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-color-mode-toggle]')) return;
    const next: Mode = document.documentElement.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    apply(next);
    writeStorage(storageKeys.theme, next);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.theme) return;
    if (event.newValue === 'light' || event.newValue === 'dark') apply(event.newValue);
    else apply(systemMode(data) ?? data.colorMode.defaultMode);
  });
  if (!data.colorMode.respectPrefersColorScheme) return;
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    const stored = readStorage(storageKeys.theme);
    if (stored !== 'light' && stored !== 'dark') apply(systemMode(data) ?? data.colorMode.defaultMode);
  });
}

function systemMode(data: PageData): Mode | undefined {
  if (!data.colorMode.respectPrefersColorScheme) return undefined;
  if (matchMedia('(prefers-color-scheme: light)').matches) return 'light';
  if (matchMedia('(prefers-color-scheme: dark)').matches) return 'dark';
  return undefined;
}
