import type { Nodes, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { skipChildren, walkTree } from '../../../generator/markdown/treeWalk.js';

const tree = (): Root => ({
  type: 'root',
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'a' },
        { type: 'emphasis', children: [{ type: 'text', value: 'b' }] },
      ],
    },
    { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'c' }] }] },
  ],
});

describe('walkTree', () => {
  it('visits nodes of one type in document order, below every level', () => {
    const seen: string[] = [];
    walkTree<{ type: 'text'; value: string }>(tree(), 'text', (node) => void seen.push(node.value));
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('does not enter a node whose visitor answers skipChildren', () => {
    const seen: string[] = [];
    walkTree(tree(), undefined, (node) => {
      seen.push(node.type);
      return node.type === 'blockquote' ? skipChildren : undefined;
    });
    expect(seen).toEqual(['paragraph', 'text', 'emphasis', 'text', 'blockquote']);
  });

  it('goes on from the index a visitor answers after replacing its node, and visits the replacement', () => {
    const root = tree();
    const seen: string[] = [];
    walkTree(root, undefined, (node, index, parent) => {
      seen.push(node.type);
      if (node.type !== 'emphasis') return;
      parent.children.splice(index, 1, { type: 'text', value: 'x' } as never, { type: 'text', value: 'y' } as never);
      return index;
    });
    expect(seen).toEqual(['paragraph', 'text', 'emphasis', 'text', 'text', 'blockquote', 'paragraph', 'text']);
    expect(root.children[0]).toMatchObject({ children: [{ value: 'a' }, { value: 'x' }, { value: 'y' }] });
  });

  it('walks the children a visitor gave its node', () => {
    const root = tree();
    const seen: string[] = [];
    walkTree<Nodes>(root, undefined, (node) => {
      seen.push(node.type === 'text' ? node.value : node.type);
      if (node.type === 'blockquote')
        node.children = [{ type: 'paragraph', children: [{ type: 'text', value: 'new' }] }];
    });
    expect(seen).toEqual(['paragraph', 'a', 'emphasis', 'b', 'blockquote', 'paragraph', 'new']);
  });
});
