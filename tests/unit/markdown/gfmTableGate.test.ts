// GFM tables tried only at the lines that can head one parse exactly as micromark-extension-gfm-table parses them.
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkGfmParts } from '../../../generator/markdown/optionalSyntax.js';

const everything = { autolinkLiteral: true, footnote: true, strikethrough: true, taskListItem: true };
const gated = unified().use(remarkParse).use(remarkGfmParts, everything).use(remarkDirective);
const plain = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const gatedMdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfmParts, everything).use(remarkDirective);
const plainMdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);

const tableCount = (tree: unknown) => JSON.stringify(tree).split('"type":"table"').length - 1;

describe('tables are found where micromark-extension-gfm-table finds them', () => {
  it.each([
    ['pipes', '| a | b |\n| - | - |\n| 1 | 2 |\n', 1],
    ['no outer pipes', 'a | b\n--|--\n1 | 2\n', 1],
    ['no pipes at all', 'a\n:-:\n', 1],
    ['alignment only on the right', 'a\n-:\n', 1],
    ['interrupting a paragraph', 'Some text\n| a | b |\n| - | - |\n| 1 | 2 |\n', 1],
    ['a body row without pipes', '| a |\n| - |\nb\n\nafter\n', 1],
    ['body rows after a first table, then a second', '| a |\n| - |\n| 1 |\n\n| c | d |\n|:-|-:|\n', 2],
    ['indented delimiter row', '| a | b |\n   | - | - |\n', 1],
    ['tab in the delimiter row', '| a | b |\n|\t-\t|\t-\t|\n', 1],
    ['CRLF line endings', '| a | b |\r\n| - | - |\r\n| 1 | 2 |\r\n', 1],
    ['CR line endings', '| a | b |\r| - | - |\r| 1 | 2 |\r', 1],
    ['in a block quote', '> | a | b |\n> | - | - |\n> | 1 | 2 |\n', 1],
    ['in a nested block quote', '> > a | b\n> > :-|:-\n', 1],
    ['in a list item', '- item\n\n  | a | b |\n  | - | - |\n', 1],
    ['in a container directive', ':::note\n| a | b |\n| - | - |\n:::\n', 1],
    ['a lazy delimiter row', '> | a | b |\n| - | - |\n', 0],
    ['a thematic break', 'a | b\n---\n', 0],
    ['a setext heading', 'Title\n-----\n', 0],
    ['too few delimiter cells', '| a | b |\n| - |\n', 0],
    ['a delimiter row with other text', '| a | b |\n| - | x |\n', 0],
    ['a head row alone', '| a | b |\n', 0],
    ['a delimiter row in a new block quote', '| a | b |\n> | - | - |\n', 0],
  ])('%s', (_name, markdown, tables) => {
    const tree = gated.parse(markdown);
    expect(tableCount(tree)).toBe(tables);
    expect(tree).toEqual(plain.parse(markdown));
  });

  it('in MDX, inside JSX', () => {
    const markdown = '<Tabs>\n<TabItem value="a">\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n</TabItem>\n</Tabs>\n';
    const tree = gatedMdx.parse(markdown);
    expect(tableCount(tree)).toBe(1);
    expect(tree).toEqual(plainMdx.parse(markdown));
  });

  it('in a long page of paragraphs, lists, code and tables', () => {
    const part = (i: number) =>
      `## Part ${i}\n\nProse with a | pipe and a colon: here.\nA second line - with a dash.\n\n- one\n- two\n  | x | y |\n  |---|---|\n  | ${i} | ${i} |\n\n\`\`\`ts\nconst a = b | c;\n\`\`\`\n\n| k | v |\n|:--|--:|\n| ${i} | - |\ntrailing row\n\n`;
    const markdown = Array.from({ length: 20 }, (_, i) => part(i)).join('');
    const tree = gated.parse(markdown);
    expect(tableCount(tree)).toBe(40);
    expect(tree).toEqual(plain.parse(markdown));
  });
});
