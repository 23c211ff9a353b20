// The patches bin/runtime.js applies to dependencies as it bundles them: each finds its code in the installed
// version, and the patched parser makes the same trees as the one published.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { dependencyPatchPlugin, dependencyPatches, patchedSource } from '../../../bin/dependencyPatches.js';

const root = path.resolve(import.meta.dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'docsgen-patches-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type FromMarkdown = (value: string, options: object) => unknown;

/** mdast-util-from-markdown bundled as bin/runtime.js bundles it, with or without the patches. */
async function bundledFromMarkdown(patched: boolean): Promise<FromMarkdown> {
  const outfile = path.join(scratch, patched ? 'patched.mjs' : 'published.mjs');
  await build({
    stdin: { contents: "export { fromMarkdown } from 'mdast-util-from-markdown';", resolveDir: root },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    plugins: patched ? [dependencyPatchPlugin()] : [],
    logLevel: 'silent',
  });
  const module = (await import(pathToFileURL(outfile).href)) as { fromMarkdown: FromMarkdown };
  return module.fromMarkdown;
}

/** The syntax extensions a processor's plugins give its parser. */
function parserOptions(processor: Processor): object {
  const data = processor.freeze().data();
  return { extensions: data.micromarkExtensions ?? [], mdastExtensions: data.fromMarkdownExtensions ?? [] };
}

const markdownOptions = parserOptions(
  unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkMath) as unknown as Processor,
);
const mdxOptions = parserOptions(
  unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath) as unknown as Processor,
);

/** Every markdown page of the site's own docs, and a few constructs they may not hold. */
function samplePages(): string[] {
  const docs = path.join(root, 'content/docs');
  const pages = readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => readFileSync(path.join(docs, file), 'utf8'));
  return [
    ...pages,
    '- a\n\n  - b\n    > c\n\n1. one\n2. two\n\n   para\n',
    'Text[^1] with ~~strike~~, www.example.com, a@b.co and $x^2$.\n\n[^1]: Note.\n',
    '| a | b |\n| - | :-: |\n| `c` | [d](/e) |\n\n- [x] done\n- [ ] open\n',
    ':::note[Title]\nInside **bold**.\n:::\n\n::leaf{#id .class}\n\nText :inline[x]{y=z}.\n',
    '[ref]: /target "Title"\n\nA [ref] and ![img](/i.png).\n\n<div>\nhtml\n</div>\n\n    indented code\n',
  ];
}

describe('dependency patches', () => {
  it('each finds its code exactly once in the installed dependency', () => {
    for (const patch of dependencyPatches) {
      const source = readFileSync(path.join(root, 'node_modules', patch.file), 'utf8');
      expect(source.split(patch.find), patch.file).toHaveLength(2);
      expect(patchedSource(patch.file, source)).not.toBe(source);
    }
  });

  it('leaves a file as it is when one of its patches does not find its code', () => {
    const patches = [
      { file: 'a.js', find: 'one', replace: '1' },
      { file: 'a.js', find: 'two', replace: '2' },
    ];
    expect(patchedSource('a.js', 'one two', patches)).toBe('1 2');
    expect(patchedSource('a.js', 'one three', patches)).toBe('one three');
    expect(patchedSource('a.js', 'one one two', patches)).toBe('one one two');
    expect(patchedSource('b.js', 'one two', patches)).toBe('one two');
  });

  it('mdast-util-from-markdown, patched, makes the same trees, positions included', async () => {
    const [published, patched] = await Promise.all([bundledFromMarkdown(false), bundledFromMarkdown(true)]);
    expect(readFileSync(path.join(scratch, 'patched.mjs'), 'utf8')).not.toBe(
      readFileSync(path.join(scratch, 'published.mjs'), 'utf8'),
    );
    const pages = samplePages();
    expect(pages.length).toBeGreaterThan(100);
    for (const page of pages) expect(patched(page, markdownOptions)).toEqual(published(page, markdownOptions));
    const mdx = '# Title\n\nimport X from "./x";\n\n<Tabs>\n  <Tab value="a">{1 + 1} **b**</Tab>\n</Tabs>\n';
    expect(patched(mdx, mdxOptions)).toEqual(published(mdx, mdxOptions));
  });
});
