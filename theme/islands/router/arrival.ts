// What happens when a page arrives: scroll to the address's anchor (or the top, or a remembered spot), move focus, announce it.
import { revealNavbar } from '../navbarScroll.js';

/** Scrolls to `restoreY` when given (back/forward), else to the anchor of the address, else to the top. */
export function scrollAfterNavigation(url: URL, restoreY?: number): void {
  if (restoreY !== undefined) return window.scrollTo(0, restoreY);
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (!target) return window.scrollTo(0, 0);
  target.scrollIntoView();
  revealNavbar();
}

/** Puts keyboard focus at the top of the new page (its skip link comes next), or on the anchor's target. */
export function moveFocusAfterNavigation(url: URL): void {
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  const focusable = target && target.tabIndex >= 0 ? target : document.querySelector<HTMLElement>('[data-route-focus]');
  focusable?.focus({ preventScroll: true });
}

/** Tells screen readers which page is now shown (a live region outside the swapped root). */
export function announceRoute(title: string): void {
  let region = document.querySelector<HTMLElement>('[data-route-announcer]');
  if (!region) {
    region = document.createElement('div');
    region.className = 'visually-hidden';
    region.setAttribute('data-route-announcer', '');
    region.setAttribute('aria-live', 'assertive');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  region.textContent = title;
}
