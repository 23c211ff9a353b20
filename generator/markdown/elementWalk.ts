// Plain walks over the elements of a hast tree. unist-util-visit copies the ancestor list at every node; on trees
// of highlighted code (tens of thousands of nodes) that copying costs more than the passes that only read.
import type { Element, Root } from 'hast';

/** Calls `visit` for every element, in document order. */
export function forEachElement(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    visit(child);
    forEachElement(child, visit);
  }
}

/** True when some element satisfies `test`; stops at the first. */
export function someElement(node: Root | Element, test: (element: Element) => boolean): boolean {
  for (const child of node.children) {
    if (child.type === 'element' && (test(child) || someElement(child, test))) return true;
  }
  return false;
}

/** True when the element's class list holds `name`. */
export function hasClass(element: Element, name: string): boolean {
  const value = element.properties.className;
  return Array.isArray(value) && value.includes(name);
}
