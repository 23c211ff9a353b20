// Puts back as text the `:name` and `::name` directives nobody handled, so "10:30" or "a:b" prose survives.
import type { Nodes as Node, Root, Parent, PhrasingContent } from 'mdast';
import type { LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { walkTree } from './treeWalk.js';

/** Remark plugin: unknown text and leaf directives become their literal text again. */
export function remarkPlainDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walkTree<Node, Parent>(tree, undefined, (node, index, parent) => {
      if (node.type !== 'textDirective' && node.type !== 'leafDirective') return;
      const directive = node as TextDirective | LeafDirective;
      // Runs after every other plugin: one that handled a directive replaced it or gave it an element name.
      if (directive.data?.hName) return;
      const replacement: PhrasingContent[] = [{ type: 'text', value: literalText(directive, source) }];
      if (directive.type === 'leafDirective') {
        parent.children.splice(index, 1, {
          type: 'paragraph',
          children: replacement,
          position: directive.position,
        } as never);
      } else {
        parent.children.splice(index, 1, ...(replacement as never[]));
      }
      return index;
    });
  };
}

/** The directive exactly as written (label and attributes included), else rebuilt from its parts. */
function literalText(directive: TextDirective | LeafDirective, source: string): string {
  const start = directive.position?.start.offset;
  const end = directive.position?.end.offset;
  if (start !== undefined && end !== undefined && end <= source.length) return source.slice(start, end);
  const marker = directive.type === 'textDirective' ? ':' : '::';
  return `${marker}${directive.name}`;
}
