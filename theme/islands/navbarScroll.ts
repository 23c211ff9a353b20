// Hides the navbar while scrolling down; shows it when scrolling up, at the top, after a jump to a hash, or on focus.

const hiddenClass = 'navbar--hidden';
/** What the reader does to scroll; until one of these, scrolling after a hash jump is the jump's (and the layout's). */
const readerInputEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

let lastY = 0;
/**
 * True from a hash jump until the reader's next input: the jump, and the layout settling around its target (late
 * stylesheets, formulas laid out as they come into view), scroll the page without the reader, however long that takes.
 */
let followingJump = false;

function navbar(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-navbar][data-hide-on-scroll]');
}

function setHidden(hidden: boolean): void {
  navbar()?.classList.toggle(hiddenClass, hidden);
}

/** Shows the navbar and ignores the scrolling a hash jump causes (called on hash navigation). */
export function revealNavbar(): void {
  setHidden(false);
  lastY = window.scrollY;
  followingJump = true;
}

/** Wires scrolling, hash changes and focus (once per document; works on whichever navbar is shown). */
export function listenNavbarScroll(): void {
  lastY = window.scrollY;
  let frame = 0;
  window.addEventListener(
    'scroll',
    () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), onScroll()));
    },
    { passive: true },
  );
  window.addEventListener('hashchange', revealNavbar);
  for (const type of readerInputEvents)
    window.addEventListener(type, () => (followingJump = false), { capture: true, passive: true });
  // A click on a same-page anchor scrolls before `hashchange` fires: follow the jump from the click (its pointerdown,
  // which ends the previous one, comes first).
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href*="#"]');
    if (link && link.pathname === location.pathname && link.hash) revealNavbar();
  });
  document.addEventListener('focusin', (event) => {
    if ((event.target as Element).closest('[data-navbar]')) setHidden(false);
  });
}

function onScroll(): void {
  const bar = navbar();
  if (!bar) return;
  const y = window.scrollY;
  const previous = lastY;
  lastY = y;
  if (y < bar.offsetHeight) return setHidden(false);
  if (followingJump) return;
  if (document.documentElement.classList.contains('mobile-menu-open')) return;
  if (y > previous) return setHidden(true);
  // Rubber-band bounce at the bottom scrolls "up" without the reader meaning it.
  if (y + window.innerHeight < document.documentElement.scrollHeight - 2) setHidden(false);
}
