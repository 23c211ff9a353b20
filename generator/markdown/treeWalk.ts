// Plain walks over syntax trees. unist-util-visit builds a closure and copies the ancestor list at every node, about
// 1.4 µs a node here against 0.15 µs for a loop; every page's tree is walked by several plugins, and on trees of
// highlighted code (tens of thousands of nodes) that copying cost more than the passes themselves.
import type { Element, Root } from 'hast';
import type { Node, Parent } from 'unist';

/** A visitor's answer: go on into the node's children (nothing), `skipChildren`, or the sibling index to go on from. */
export type WalkAnswer = void | typeof skipChildren | number;

/** Answer of a visitor that does not want the walk to enter the node it was given. */
export const skipChildren = Symbol('skip children');

/**
 * Calls `visit` for every node below `tree` whose type is `type` (every node when `type` is undefined), in document
 * order, then walks the node's children as they are after the call. A visitor that replaced or removed the node
 * answers the index to go on from; the walk does not enter the node it replaced.
 */
export function walkTree<T extends Node = Node, P extends Parent = Parent>(
  tree: Parent,
  type: string | undefined,
  visit: (node: T, index: number, parent: P) => WalkAnswer,
): void {
  for (let index = 0; index < tree.children.length;) {
    const node = tree.children[index]!;
    const answer = type === undefined || node.type === type ? visit(node as T, index, tree as P) : undefined;
    if (typeof answer === 'number') {
      index = answer;
      continue;
    }
    if (answer !== skipChildren && 'children' in node) walkTree<T, P>(node as Parent, type, visit);
    index++;
  }
}

/** Calls `visit` for every element, in document order. */
export function forEachElement(node: Root | Element, visit: (element: Element) => void): void {
  walkTree<Element>(node, 'element', (element) => void visit(element));
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
