// Where error and loading states are drawn: the page's main element, so the navbar and sidebar stay usable.
import { routerRootId } from '../../shared/pageData.js';

/** The page's <main>, created in the router root if the page has none. */
export function contentHost(): HTMLElement {
  const main = document.getElementById('main');
  if (main) return main;
  const created = document.createElement('main');
  created.id = 'main';
  created.tabIndex = -1;
  (document.getElementById(routerRootId) ?? document.body).append(created);
  return created;
}
