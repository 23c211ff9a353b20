// The plugin object: loadContent returns the docs and diagnostics, and the reference-index directive embeds the lists.
import { readdirSync } from 'node:fs';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { referenceTypescript, remarkReferenceIndex } from '../../../../generator/plugins/referenceTypescript/index.js';
import { demoPackages, fixturePackage, freshContext } from './buildFixture.js';

/** Runs only the directive plugin over some markdown, returning the tree and the file's messages. */
async function embed(markdown: string, indexFor: (pkg: string) => string | undefined) {
  const processor = unified().use(remarkParse).use(remarkDirective).use(remarkReferenceIndex, { indexFor });
  const file = new VFile({ path: 'content/docs/sdk/v3/reference/overview.md', value: markdown });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  return { tree, messages: file.messages.map((m) => m.reason) };
}

describe('referenceTypescript()', () => {
  it('is named reference-typescript and loads the docs with their diagnostics', async () => {
    const plugin = referenceTypescript({
      packages: [...demoPackages, fixturePackage('demo-broken', '/sdk/broken/reference')],
    });
    expect(plugin.name).toBe('reference-typescript');
    expect(plugin.reference).toBeUndefined();
    const content = await plugin.loadContent?.(freshContext());
    expect(content?.docs?.some((d) => d.path === 'sdk/demo-v3/reference/classes/Pool.md')).toBe(true);
    expect(content?.diagnostics?.some((d) => d.file === 'demo-broken/dist/broken.d.ts')).toBe(true);
    expect(plugin.reference?.routes).toContain('/sdk/demo-core/reference/classes/Token');
  });

  it('makes nothing for a build of another docs folder, which would drop its pages', async () => {
    const plugin = referenceTypescript({ packages: demoPackages });
    const ctx = { ...freshContext(), otherDocsFolder: true };
    expect(await plugin.loadContent?.(ctx)).toEqual({});
    expect(plugin.reference).toBeUndefined();
    await ctx.cache.flush();
    expect(readdirSync(ctx.cacheDir, { recursive: true })).toEqual([]);
  });

  it('hands its lists to the directive after loadContent', async () => {
    const plugin = referenceTypescript({ packages: demoPackages });
    await plugin.loadContent?.(freshContext());
    const [entry] = plugin.remarkPlugins ?? [];
    const options = (entry as [unknown, { indexFor: (pkg: string) => string | undefined }])[1];
    expect(options.indexFor('demo-v3')).toContain('[`Pool`](/sdk/demo-v3/reference/classes/Pool)');
  });
});

describe('::reference-index directive', () => {
  it('is replaced by the package list, every node keeping the directive position', async () => {
    const { tree, messages } = await embed(
      'Intro.\n\n::reference-index{package="demo-v3" depth="3"}\n\nOutro.',
      (pkg) =>
        pkg === 'demo-v3' ? '### Classes\n\n- [`Pool`](/sdk/demo-v3/reference/classes/Pool): A pool.' : undefined,
    );
    expect(messages).toEqual([]);
    expect(tree.children.map((n) => n.type)).toEqual(['paragraph', 'heading', 'list', 'paragraph']);
    expect(tree.children[1]?.position?.start.line).toBe(3);
    expect(tree.children[2]?.position?.start.line).toBe(3);
  });

  it('passes the requested heading depth, defaulting to 2', async () => {
    const depths: Array<number | undefined> = [];
    const capture = (_pkg: string, style?: { headingDepth?: number }) => {
      depths.push(style?.headingDepth);
      return '';
    };
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkReferenceIndex, { indexFor: capture });
    const file = new VFile('::reference-index{package="a" depth="4"}\n\n::reference-index{package="a"}');
    await processor.run(processor.parse(file), file);
    expect(depths).toEqual([4, 2]);
  });

  it('warns on a package the plugin does not document and removes the directive', async () => {
    const { tree, messages } = await embed('::reference-index{package="nope"}', () => undefined);
    expect(tree.children).toEqual([]);
    expect(messages).toEqual([
      '::reference-index names package "nope", which the reference-typescript plugin does not document',
    ]);
  });

  it('leaves other directives alone', async () => {
    const { tree } = await embed('::other{package="demo-v3"}', () => 'x');
    expect(tree.children[0]?.type).toBe('leafDirective');
  });
});
