// Parses a generated page as docsgen's dialect does and lists what would render wrongly.
import type { Root, Table } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);

/**
 * Problems in a page: raw HTML (an unescaped `<`), a table row whose cell count differs from its header (an unescaped
 * `|`), a code block that is not a marked fragment, a text or leaf directive (a stray `:name`), or an unknown container.
 */
export function markdownProblems(markdown: string): string[] {
  const tree = parser.parse(markdown) as Root;
  const problems: string[] = [];
  const at = (node: { position?: { start: { line: number } } }) => `line ${node.position?.start.line ?? '?'}`;
  visit(tree, (node) => {
    if (node.type === 'html') problems.push(`${at(node)}: raw HTML ${JSON.stringify(node.value)}`);
    if (node.type === 'code' && !/\bfragment\b/.test(node.meta ?? ''))
      problems.push(`${at(node)}: code block without fragment meta`);
    if (node.type === 'textDirective' || node.type === 'leafDirective')
      problems.push(`${at(node)}: stray directive :${node.name}`);
    if (node.type === 'containerDirective' && node.name !== 'warning')
      problems.push(`${at(node)}: unexpected container :::${node.name}`);
    if (node.type === 'table') problems.push(...tableProblems(node, at(node)));
  });
  return problems;
}

function tableProblems(table: Table, where: string): string[] {
  const width = table.children[0]?.children.length ?? 0;
  return table.children
    .filter((row) => row.children.length !== width)
    .map((row) => `${where}: table row with ${row.children.length} cells, header has ${width}`);
}
