// Scrolls the sidebar (not the page) so the current page's link is in view.

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
