// Remembers the scroll position of each history entry, so back and forward land where the reader left off.
import { readStorage, writeStorage } from '../storage.js';

const storageKey = 'docsgen.scroll';
const maxEntries = 50;
const positions = loadPositions();

/** The history state the router writes: a key naming the entry. */
interface EntryState {
  key: string;
}

/** Key of the current history entry, giving it one when it has none (first load, a native hash jump). */
export function currentEntryKey(): string {
  const state = history.state as Partial<EntryState> | null;
  if (state?.key) return state.key;
  const key = newEntryKey();
  history.replaceState({ ...(state ?? {}), key }, '');
  return key;
}

/** A fresh key for an entry about to be pushed. */
export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** Records where the current entry is scrolled to. */
export function rememberScroll(key: string, y = window.scrollY): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > maxEntries) positions.delete(positions.keys().next().value!);
}

/** The remembered position of an entry. */
export function rememberedScroll(key: string): number | undefined {
  return positions.get(key);
}

/** Keeps positions across reloads of the tab (called when the page is hidden). */
export function persistScrollMemory(): void {
  writeStorage(storageKey, JSON.stringify(Object.fromEntries(positions)), 'session');
}

function loadPositions(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(readStorage(storageKey, 'session') ?? '{}') as Record<string, number>));
  } catch {
    return new Map();
  }
}
