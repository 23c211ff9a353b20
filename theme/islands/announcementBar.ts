// The announcement bar's close button; dismissal is stored and forgotten when the bar's id changes.
import { storageKeys, type PageData } from '../shared/pageData.js';
import { readStorage, writeStorage } from './storage.js';

/** Hides a dismissed bar and handles the close button. */
export function mountAnnouncementBar(data: PageData): void {
  const bar = document.querySelector<HTMLElement>('[data-announcement]');
  if (!bar || !data.announcement) return;
  const id = data.announcement.id;
  if (readStorage(storageKeys.announcementId) !== id) {
    writeStorage(storageKeys.announcementId, id);
    writeStorage(storageKeys.announcementDismissed, 'false');
  }
  if (readStorage(storageKeys.announcementDismissed) === 'true') bar.hidden = true;
  bar.querySelector('[data-announcement-close]')?.addEventListener('click', () => {
    bar.hidden = true;
    writeStorage(storageKeys.announcementDismissed, 'true');
  });
}
