// The mobile menu (≤ 996 px): opens from the navbar button, holds the navbar links and the current sidebar, closes at desktop widths.

/** The width from which the desktop layout applies (mobile is 996 px or less, Docusaurus's breakpoint). */
const desktopQuery = '(min-width: 997px)';
const openClass = 'mobile-menu-open';

function parts() {
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  const toggle = document.querySelector<HTMLElement>('[data-mobile-menu-open]');
  const slot = menu?.querySelector<HTMLElement>('[data-mobile-menu-sidebar]');
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
  const home = document.querySelector<HTMLElement>('[data-sidebar-home]');
  return { menu, toggle, slot, sidebar, home };
}

/** True when the menu is open. */
function isMobileMenuOpen(): boolean {
  return parts().menu?.hidden === false;
}

/** Opens the menu and moves the page's sidebar into it. */
function openMobileMenu(): void {
  const { menu, toggle, slot, sidebar } = parts();
  if (!menu || !menu.hidden) return;
  if (slot && sidebar) slot.append(sidebar);
  menu.hidden = false;
  toggle?.setAttribute('aria-expanded', 'true');
  document.documentElement.classList.add(openClass);
  // Scrolled only when the current page's link is out of view: centring it scrolled the menu's own links away.
  menu.querySelector<HTMLElement>('.sidebar__link--active')?.scrollIntoView({ block: 'nearest' });
  // The close button sits in the sticky header: focusing it would scroll the panel back towards its place at the top.
  menu
    .querySelector<HTMLElement>('[data-mobile-menu-close]:not(.mobile-menu__backdrop)')
    ?.focus({ preventScroll: true });
}

/** Closes the menu and puts the sidebar back in the layout. */
export function closeMobileMenu({ restoreFocus = true } = {}): void {
  const { menu, toggle, sidebar, home } = parts();
  document.documentElement.classList.remove(openClass);
  if (!menu || menu.hidden) return;
  menu.hidden = true;
  if (home && sidebar && sidebar.parentElement !== home) home.append(sidebar);
  toggle?.setAttribute('aria-expanded', 'false');
  if (restoreFocus) toggle?.focus();
}

/** Wires the buttons, Escape, focus trapping and the desktop breakpoint (once per document). */
export function listenMobileMenu(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-mobile-menu-open]')) return openMobileMenu();
    if (target.closest('[data-mobile-menu-close]')) return closeMobileMenu();
    // Following a link inside the menu leaves it closed on the next page.
    if (target.closest('[data-mobile-menu] a[href]')) closeMobileMenu({ restoreFocus: false });
  });
  document.addEventListener('keydown', (event) => {
    if (!isMobileMenuOpen()) return;
    if (event.key === 'Escape') closeMobileMenu();
    else if (event.key === 'Tab') trapFocus(event);
  });
  // The menu is never left open on a desktop-width window.
  matchMedia(desktopQuery).addEventListener('change', (event) => {
    if (event.matches) closeMobileMenu({ restoreFocus: false });
  });
}

function trapFocus(event: KeyboardEvent): void {
  const panel = parts().menu?.querySelector<HTMLElement>('.mobile-menu__panel');
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
    (el) => el.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
