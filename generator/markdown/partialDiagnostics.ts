// What is reported about a partial's content, once for the site rather than once for every page that imports it.
import type { Diagnostic } from '../types.js';

/**
 * The diagnostics of all pages, a problem at one place of a partial (same file, line, column and message) reported by
 * several pages kept once, at the first page's import, its hint saying how many other pages import it. A partial
 * shared by every page (a "need help?" footer) would otherwise repeat its warning once a page. The diagnostics of one
 * page are kept as they are.
 */
export function oncePerPartialPlace(perPage: Diagnostic[][]): Diagnostic[] {
  const firstPage = new Map<string, number>();
  const otherPages = new Map<string, Set<number>>();
  const kept: Diagnostic[] = [];
  perPage.forEach((diagnostics, page) => {
    for (const diagnostic of diagnostics) {
      const key = placeKey(diagnostic);
      const first = firstPage.get(key);
      if (first === undefined) firstPage.set(key, page);
      if (first === undefined || first === page) kept.push(diagnostic);
      else otherPages.set(key, (otherPages.get(key) ?? new Set<number>()).add(page));
    }
  });
  const noted = new Set<string>();
  return kept.map((diagnostic) => {
    const key = placeKey(diagnostic);
    const others = otherPages.get(key)?.size ?? 0;
    if (others === 0 || noted.has(key)) return diagnostic;
    noted.add(key);
    const also = `${others} other ${others === 1 ? 'page imports' : 'pages import'} it too.`;
    return { ...diagnostic, hint: diagnostic.hint ? `${diagnostic.hint} ${also}` : also };
  });
}

function placeKey(d: Diagnostic): string {
  return JSON.stringify([d.severity, d.file, d.line, d.column, d.message]);
}
