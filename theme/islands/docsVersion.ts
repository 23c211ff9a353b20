// The reader's docs version choice, one storage key per docs section; a choice of a version that no longer exists is dropped.
import { storageKeys, type PageData } from '../shared/pageData.js';
import { readStorage, removeStorage, writeStorage } from './storage.js';

/** Storage key of a docs section's version choice. */
function docsVersionKey(pluginId: string): string {
  return storageKeys.docsVersionPrefix + pluginId;
}

/** Clears the stored choice when the registry no longer has that version. */
export function syncDocsVersion(data: PageData): void {
  const registry = data.docsRegistry;
  if (!registry) return;
  const key = docsVersionKey(registry.pluginId);
  const stored = readStorage(key);
  if (stored !== undefined && !registry.versions.includes(stored)) removeStorage(key);
}

/** Stores a version picked in the version menu (once per document). */
export function listenDocsVersion(): void {
  document.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-docs-version-choice]');
    const pluginId = choice?.closest<HTMLElement>('[data-docs-plugin]')?.dataset.docsPlugin;
    if (!choice?.dataset.docsVersionChoice || !pluginId) return;
    writeStorage(docsVersionKey(pluginId), choice.dataset.docsVersionChoice);
    choice.closest('details')?.removeAttribute('open');
  });
}
