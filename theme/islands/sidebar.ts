// Scrolls the sidebar (not the page) so the current page's link is in view, and gives closed categories their links when they open.

/** Brings the active link into the middle third of the sidebar's scroll box, if it is outside it. */
export function revealActiveSidebarLink(root: ParentNode = document): void {
  const box = root.querySelector<HTMLElement>('.layout__sidebar');
  const active = box?.querySelector<HTMLElement>('.sidebar__link--active');
  if (!box || !active || box.scrollHeight <= box.clientHeight) return;
  const boxRect = box.getBoundingClientRect();
  const linkRect = active.getBoundingClientRect();
  if (linkRect.top >= boxRect.top && linkRect.bottom <= boxRect.bottom) return;
  box.scrollTop += linkRect.top - boxRect.top - box.clientHeight / 3;
}

/** Gives a closed category its links (server-rendered inside <noscript>) before it first opens; then calls `onAdded` with it. */
export function expandDeferredCategory(details: HTMLDetailsElement, onAdded: (list: ParentNode) => void = () => undefined): void {
  const deferred = details.querySelector(':scope > noscript[data-sidebar-deferred]');
  if (!deferred) return;
  // With scripting on, a noscript's markup is its text, and innerHTML returns it as written. A page the client router
  // parsed (DOMParser runs without scripting) holds the list as elements, which innerHTML serializes to the same markup.
  const template = document.createElement('template');
  template.innerHTML = deferred.innerHTML;
  deferred.replaceWith(template.content);
  onAdded(details);
}

/** Expands deferred categories when the reader opens them (click or keyboard on the summary), once per document. */
export function listenSidebarCategories(onAdded: (list: ParentNode) => void): void {
  const expand = (target: EventTarget | null) => {
    const details = target instanceof Element ? target.closest('[data-sidebar] details') : null;
    if (details instanceof HTMLDetailsElement) expandDeferredCategory(details, onAdded);
  };
  // Before the click's default action opens the category, so it never paints empty; `toggle` covers other ways of opening.
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('summary')) expand(event.target);
  }, true);
  document.addEventListener('toggle', (event) => {
    if (event.target instanceof HTMLDetailsElement && event.target.open) expand(event.target);
  }, true);
}
