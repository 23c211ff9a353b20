// The colour-mode toggle: saves the choice under "theme" and follows changes from other tabs and the system.
import { storageKeys, type PageData } from '../shared/pageData.js';
import { themeString } from '../shared/translate.js';
import { readStorage, writeStorage } from './storage.js';

type Mode = 'light' | 'dark';

function currentMode(): Mode {
  return document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
}

function apply(mode: Mode): void {
  document.documentElement.setAttribute('data-theme', mode);
  labelToggles();
}

/** Says the current mode in the toggle's accessible name (the server cannot know it). */
export function labelToggles(): void {
  const mode = themeString(
    currentMode() === 'dark' ? 'theme.colorToggle.ariaLabel.mode.dark' : 'theme.colorToggle.ariaLabel.mode.light',
  );
  for (const toggle of document.querySelectorAll('[data-color-mode-toggle]'))
    toggle.setAttribute('aria-label', themeString('theme.colorToggle.ariaLabel', { mode }));
}

/** Wires the toggle button and the cross-tab and system-preference listeners (once per document). */
export function listenColorMode(data: PageData): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-color-mode-toggle]')) return;
    const next: Mode = currentMode() === 'dark' ? 'light' : 'dark';
    apply(next);
    writeStorage(storageKeys.theme, next);
  });
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.theme && event.key !== null) return;
    const stored = event.key === null ? undefined : event.newValue;
    apply(stored === 'light' || stored === 'dark' ? stored : fallbackMode(data));
  });
  labelToggles();
  if (!data.colorMode.respectPrefersColorScheme) return;
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    const stored = readStorage(storageKeys.theme);
    if (stored !== 'light' && stored !== 'dark') apply(fallbackMode(data));
  });
}

/** The mode when the reader has not chosen: the system preference when allowed, else the default. */
function fallbackMode(data: PageData): Mode {
  if (data.colorMode.respectPrefersColorScheme) {
    if (matchMedia('(prefers-color-scheme: light)').matches) return 'light';
    if (matchMedia('(prefers-color-scheme: dark)').matches) return 'dark';
  }
  return data.colorMode.defaultMode;
}
