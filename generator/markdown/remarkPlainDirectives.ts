// Puts back as text the `:name` and `::name` directives nobody handled, so "10:30" or "a:b" prose survives.
import type { Root, Parent, PhrasingContent } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from 'unist-util-visit';

/** Remark plugin: unknown text and leaf directives become their literal text again. */
export function remarkPlainDirectives() {
  return (tree: Root) => {
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.type !== 'textDirective' && node.type !== 'leafDirective') return;
      const directive = node as TextDirective | LeafDirective;
      // Runs after every other plugin: one that handled a directive replaced it or gave it an element name.
      if (directive.data?.hName) return;
      const marker = directive.type === 'textDirective' ? ':' : '::';
      const replacement: PhrasingContent[] = [{ type: 'text', value: `${marker}${directive.name}` }, ...(directive.children as PhrasingContent[])];
      if (directive.type === 'leafDirective') {
        parent.children.splice(index, 1, { type: 'paragraph', children: replacement, position: directive.position } as never);
      } else {
        parent.children.splice(index, 1, ...(replacement as never[]));
      }
      return [SKIP, index];
    });
  };
}

