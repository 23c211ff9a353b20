// Finds the docs pages under a folder and pulls every fenced code block out of them, with its page line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Code, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/** A fenced code block of a docs page. */
export interface CodeBlock {
  /** Project-relative POSIX path of the page (`content/docs/contracts/v4/quickstart/hooks.md`). */
  page: string;
  /** Language of the fence, lower-cased (`solidity`, `ts`, ...). */
  lang: string;
  /** The fence's meta string (`title="src/Counter.sol" {3-5}`). */
  meta: string;
  /** `title="..."` from the meta: the block's file path inside the page's example project. */
  title?: string;
  /** True when the meta marks the block as a deliberate fragment: it is never compiled. */
  fragment: boolean;
  /** 1-based page line of the block's first code line. */
  line: number;
  /** 1-based page column where the code's lines start (fences inside lists are indented). */
  column: number;
  code: string;
}

/** Every `.md`/`.mdx` file under `dir`, as absolute paths in a stable order; none when `dir` is missing. */
export function findMarkdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...findMarkdownFiles(path));
    else if (/\.mdx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The project-relative POSIX path of a page file, as failures name it. */
export function pagePath(file: string, rootDir: string): string {
  return relative(rootDir, file).split(sep).join('/');
}

/** The code blocks of one page file; `rootDir` makes the page path project-relative. */
export function readCodeBlocks(file: string, rootDir: string): CodeBlock[] {
  return extractCodeBlocks(pagePath(file, rootDir), readFileSync(file, 'utf8'));
}

/** The fenced code blocks of a page's source, in document order (throws on MDX syntax errors). */
export function extractCodeBlocks(page: string, source: string): CodeBlock[] {
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
  if (page.endsWith('.mdx')) processor.use(remarkMdx);
  const tree = processor.parse(source) as Root;
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    // Indented code blocks have no language and are never examples.
    if (!node.lang || !node.position) return;
    const meta = node.meta ?? '';
    blocks.push({
      page,
      lang: node.lang.toLowerCase(),
      meta,
      title: metaTitle(meta),
      fragment: isFragmentMeta(meta),
      line: node.position.start.line + 1,
      column: node.position.start.column,
      code: node.value,
    });
  });
  return blocks;
}

/** The `title="..."` (or `title='...'`) value of a fence's meta string. */
export function metaTitle(meta: string): string | undefined {
  return /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta)?.slice(1).find((v) => v !== undefined);
}

/** True when the meta contains the word `fragment` outside a quoted value (so `title="fragment.sol"` is not one). */
export function isFragmentMeta(meta: string): boolean {
  const unquoted = meta.replace(/"[^"]*"|'[^']*'/g, '');
  return /(?:^|[\s{,])fragment(?=$|[\s},])/.test(unquoted);
}
