// The announcement bar: dismissal and the bar's id live under two keys; a new id shows the bar again.
import { storageKeys, type PageData } from '../shared/pageData.js';
import { readStorage, writeStorage } from './storage.js';

const dismissedAttribute = 'data-announcement-dismissed';

/** Resets a dismissal made for another announcement (the head script already hid a dismissed bar before paint). */
export function syncAnnouncementBar(data: PageData): void {
  const id = data.announcement?.id;
  if (!id) return;
  if (readStorage(storageKeys.announcementId) === id) return;
  writeStorage(storageKeys.announcementId, id);
  writeStorage(storageKeys.announcementDismissed, 'false');
  document.documentElement.removeAttribute(dismissedAttribute);
}

/** Handles the close button of whichever page is shown (once per document). */
export function listenAnnouncementBar(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target as Element).closest('[data-announcement-close]')) return;
    document.documentElement.setAttribute(dismissedAttribute, '');
    writeStorage(storageKeys.announcementDismissed, 'true');
    // Focus would otherwise be lost with the button; the main content is the natural next place.
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
