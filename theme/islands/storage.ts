// localStorage access that survives storage being unavailable (private modes, blocked cookies).

let warned = false;

function warn(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('docsgen: browser storage is unavailable; preferences will not be remembered.', error);
}

/** Reads a key, or undefined when storage is unavailable. */
export function readStorage(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch (error) {
    warn(error);
    return undefined;
  }
}

/** Writes a key; does nothing when storage is unavailable. */
export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    warn(error);
  }
}

/** Removes a key; does nothing when storage is unavailable. */
export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    warn(error);
  }
}
