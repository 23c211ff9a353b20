// Highlights the table-of-contents entry of the heading being read.

const activeClass = 'toc__link--active';
let stop: (() => void) | undefined;

/** Watches scrolling on the current page; calling it again (after a client navigation) replaces the old watcher. */
export function mountTableOfContents(root: ParentNode = document): void {
  stop?.();
  stop = undefined;
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-toc] a.toc__link')];
  const headings = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  if (links.length === 0) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const index = activeHeadingIndex(headings);
    links.forEach((link, i) => {
      link.classList.toggle(activeClass, i === index);
      if (i === index) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  stop = () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame) cancelAnimationFrame(frame);
  };
  update();
}

/**
 * The heading being read: the first heading below the navbar when it sits in the top half of the window,
 * else the one before it (its section fills the screen); the last heading once all are above.
 */
function activeHeadingIndex(headings: Array<HTMLElement | null>): number {
  const top = topOffset();
  let firstBelow = -1;
  for (let i = 0; i < headings.length; i++) {
    const heading = headings[i];
    if (heading && heading.getBoundingClientRect().top >= top) {
      firstBelow = i;
      break;
    }
  }
  if (firstBelow === -1) return headings.length - 1;
  const rect = headings[firstBelow]!.getBoundingClientRect();
  if (rect.top < window.innerHeight / 2) return firstBelow;
  return firstBelow - 1;
}

function topOffset(): number {
  const navbar = document.querySelector<HTMLElement>('[data-navbar]');
  return (navbar && !navbar.classList.contains('navbar--hidden') ? navbar.getBoundingClientRect().bottom : 0) + 1;
}
