// Scrolls the sidebar (not the page) so the current page's link is in view, and gives closed categories their links
// when they open, from the sidebar's shared file (see theme/components/Sidebar.tsx).
import { sidebarKeyAttribute, sidebarSourceAttribute, type SidebarFragments } from '../shared/sidebarData.js';

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

/** The shared files fetched so far, by address (content-hashed: one address never changes its contents). */
const loaded = new Map<string, Promise<SidebarFragments | undefined>>();
/** The same files once they have arrived, so a category opens with its links in the same frame. */
const arrived = new Map<string, SidebarFragments>();

function loadFragments(source: string): Promise<SidebarFragments | undefined> {
  let loading = loaded.get(source);
  if (!loading) {
    loading = fetch(source)
      .then((response) => (response.ok ? (response.json() as Promise<SidebarFragments>) : undefined))
      .then((fragments) => {
        if (fragments) arrived.set(source, fragments);
        else loaded.delete(source);
        return fragments;
      })
      .catch((error: unknown) => {
        // The category stays as it is (its label or fallback link still leads on); a later opening tries again.
        console.warn('docsgen: the sidebar could not be loaded', error);
        loaded.delete(source);
        return undefined;
      });
    loaded.set(source, loading);
  }
  return loading;
}

/** Starts loading the shared file of the sidebar under `root`, so that categories open at once when clicked. */
export function preloadSidebar(root: ParentNode = document): void {
  const source = root.querySelector(`[${sidebarSourceAttribute}]`)?.getAttribute(sidebarSourceAttribute);
  if (source) void loadFragments(source);
}

/** Gives a closed category its links before it first opens (or as soon as they arrive); then calls `onAdded` with it. */
function expandDeferredCategory(
  details: HTMLDetailsElement,
  onAdded: (list: ParentNode) => void = () => undefined,
): void {
  const key = details.getAttribute(sidebarKeyAttribute);
  const source = details.closest(`[${sidebarSourceAttribute}]`)?.getAttribute(sidebarSourceAttribute);
  if (key === null || !source) return;
  const fill = (fragments: SidebarFragments | undefined) => {
    const markup = fragments?.[key];
    // Filled once: a second opening, or a list already added by an earlier answer, leaves it as it is.
    if (markup === undefined || !details.hasAttribute(sidebarKeyAttribute)) return;
    details.removeAttribute(sidebarKeyAttribute);
    const template = document.createElement('template');
    template.innerHTML = markup;
    const fallback = details.querySelector(':scope > noscript[data-sidebar-deferred]');
    if (fallback) fallback.replaceWith(template.content);
    else details.append(template.content);
    onAdded(details);
  };
  const ready = arrived.get(source);
  if (ready) fill(ready);
  else void loadFragments(source).then(fill);
}

/** Expands deferred categories when the reader opens them (click or keyboard on the summary), once per document. */
export function listenSidebarCategories(onAdded: (list: ParentNode) => void): void {
  const expand = (target: EventTarget | null) => {
    const details = target instanceof Element ? target.closest('[data-sidebar] details') : null;
    if (details instanceof HTMLDetailsElement) expandDeferredCategory(details, onAdded);
  };
  // Before the click's default action opens the category, so it never paints empty; `toggle` covers other ways of opening.
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('summary')) expand(event.target);
    },
    true,
  );
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement && event.target.open) expand(event.target);
    },
    true,
  );
}
