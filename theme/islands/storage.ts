// Browser storage that survives being unavailable (private modes, blocked cookies): one warning, then the feature does nothing.

/** `local` persists across visits (preferences); `session` lasts for the tab (scroll positions). */
export type StorageArea = 'local' | 'session';

let warned = false;

function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('docsgen: browser storage is unavailable; preferences will not be remembered.', error);
}

function area(which: StorageArea): Storage {
  return which === 'local' ? localStorage : sessionStorage;
}

/** Reads a key, or undefined when storage is unavailable. */
export function readStorage(key: string, which: StorageArea = 'local'): string | undefined {
  try {
    return area(which).getItem(key) ?? undefined;
  } catch (error) {
    warn(error);
    return undefined;
  }
}

/** Writes a key; does nothing when storage is unavailable. */
export function writeStorage(key: string, value: string, which: StorageArea = 'local'): void {
  try {
    area(which).setItem(key, value);
  } catch (error) {
    warn(error);
  }
}

/** Removes a key; does nothing when storage is unavailable. */
export function removeStorage(key: string, which: StorageArea = 'local'): void {
  try {
    area(which).removeItem(key);
  } catch (error) {
    warn(error);
  }
}
