// Where the reader is now: the page's origin, path and docs section, for the properties of an event.
import { pageDataId, type PageData } from '../../shared/pageData.js';
import type { EventContext } from './productProperties.js';

/** The context of an event on the shown page; the client router swaps the page data along with the page. */
export function pageContext(extra: Pick<EventContext, 'element' | 'action' | 'modal'> = {}): EventContext {
  return { origin: location.origin, page: location.pathname, section: shownSection(), ...extra };
}

function shownSection(): string | undefined {
  try {
    const data = JSON.parse(document.getElementById(pageDataId)?.textContent ?? '{}') as Partial<PageData>;
    return data.section || undefined;
  } catch {
    return undefined;
  }
}
