// Hides the navbar while scrolling down; shows it when scrolling up, at the top, after a jump to a hash, or on focus.

const hiddenClass = 'navbar--hidden';
/** Scroll events this soon after a hash jump belong to the jump, not to the reader. */
const jumpSettleMs = 250;

let lastY = 0;
let ignoreUntil = 0;

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
  ignoreUntil = performance.now() + jumpSettleMs;
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
  // A click on a same-page anchor scrolls before `hashchange` fires: start ignoring at the click.
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
  if (performance.now() < ignoreUntil) return;
  if (document.documentElement.classList.contains('mobile-menu-open')) return;
  if (y > previous) return setHidden(true);
  // Rubber-band bounce at the bottom scrolls "up" without the reader meaning it.
  if (y + window.innerHeight < document.documentElement.scrollHeight - 2) setHidden(false);
}
