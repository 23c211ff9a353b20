// Puts a fetched page in place of the shown one: title, head tags, new stylesheets, and the router root.
import { routerRootId } from '../../shared/pageData.js';

/** A fetched page, parsed. */
export interface ParsedPage {
  document: Document;
  root: HTMLElement;
  title: string;
}

/** Parses fetched HTML; undefined when it is not a docsgen page (a redirect stub), which calls for a full load. */
export function parsePage(html: string): ParsedPage | undefined {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const root = parsed.getElementById(routerRootId);
  if (!root) return undefined;
  return { document: parsed, root, title: parsed.title };
}

/** Head elements that describe the page and must follow it. */
const pageHeadSelector =
  'meta[name="description"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

/** Loads the stylesheets the next page needs that this one lacks (a newer deploy's, for one); resolves when they are ready. */
export function addStylesheets(next: Document): Promise<void> {
  const have = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  const loads = [...next.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')]
    .filter((link) => !have.has(new URL(link.getAttribute('href') ?? '', location.href).href))
    .map((link) => {
      const added = document.createElement('link');
      added.rel = 'stylesheet';
      added.href = link.getAttribute('href') ?? '';
      const ready = new Promise<void>((resolve) => {
        added.onload = added.onerror = () => resolve();
      });
      document.head.append(added);
      return ready;
    });
  return Promise.all(loads).then(() => undefined);
}

/** Replaces the title, the page's head tags and the router root with the next page's. */
export function swapPage(page: ParsedPage): HTMLElement {
  document.title = page.title;
  for (const old of document.head.querySelectorAll(pageHeadSelector)) old.remove();
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  for (const tag of page.document.head.querySelectorAll(pageHeadSelector))
    document.head.insertBefore(document.importNode(tag, true), anchor);
  const current = document.getElementById(routerRootId);
  const next = document.importNode(page.root, true);
  if (current) current.replaceWith(next);
  else document.body.prepend(next);
  return next;
}
