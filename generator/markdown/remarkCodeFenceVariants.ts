// Docusaurus's code fence variants: `npm2yarn` (the command for npm, Yarn and pnpm, in tabs) and `reference`
// (a GitHub permalink to lines of a file, shown as a link: the build reads nothing from the network).
import type { Code, Root, RootContent } from 'mdast';
import npmToYarnModule from 'npm-to-yarn';
import { tabBlock } from './mdxThemeComponents.js';
import { walkTree } from './treeWalk.js';

// The package's types are read as CommonJS (its default export is the module); its ESM build exports the function.
const convert = ((npmToYarnModule as { default?: unknown }).default ?? npmToYarnModule) as unknown as (
  command: string,
  to: 'yarn' | 'pnpm',
) => string;

const packageManagers = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

/** Remark plugin: replaces `npm2yarn` and `reference` fences. */
export function remarkCodeFenceVariants() {
  return (tree: Root) => {
    let npmSets = 0;
    walkTree<Code>(tree, 'code', (node, index, parent) => {
      const flags = (node.meta ?? '').split(/\s+/);
      if (flags.includes('npm2yarn')) {
        parent.children[index] = packageManagerTabs(node, `npm2yarn-${++npmSets}`);
      } else if (flags.includes('reference')) {
        parent.children[index] = referenceBlock(node);
      }
    });
  };
}

/** The npm command, and the same for Yarn and pnpm, in tabs of the group `npm2yarn` (as Docusaurus names it). */
function packageManagerTabs(node: Code, idPrefix: string): RootContent {
  const meta = (node.meta ?? '').replace(/\bnpm2yarn\b/, '').trim() || null;
  return {
    ...tabBlock(idPrefix, {
      groupId: 'npm2yarn',
      selected: 0,
      panels: packageManagers.map(({ value, label }) => ({
        value,
        label,
        children: [{ ...node, meta, value: value === 'npm' ? node.value : convert(node.value, value) }],
      })),
    }),
    position: node.position,
  };
}

const permalink = /^https:\/\/github\.com\/([^/\s]+)\/([^/\s]+)\/blob\/([^/\s]+)\/(\S+?)(?:#L(\d+)(?:-L(\d+))?)?$/;

/**
 * A `reference` fence: its body is a permalink to a file on GitHub. docsgen does not fetch the file; it shows a block
 * titled with the file's path and lines that links there.
 */
function referenceBlock(node: Code): RootContent {
  const url = node.value.trim();
  const match = permalink.exec(url);
  const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
  const lines = match?.[5] ? ` (lines ${match[5]}${match[6] ? `–${match[6]}` : ''})` : '';
  const label = title?.[1] ?? title?.[2] ?? (match ? `${match[4]}${lines}` : url);
  const linked = (children: RootContent[]) => ({ type: 'link', url, children }) as RootContent;
  return {
    type: 'codeReference',
    position: node.position,
    children: [
      {
        type: 'paragraph',
        data: { hName: 'div', hProperties: { className: ['code-title'] } },
        children: [linked([{ type: 'text', value: label }])],
      },
      {
        type: 'paragraph',
        data: { hProperties: { className: ['code-reference__source'] } },
        children: [
          linked([{ type: 'text', value: match ? `View ${match[1]}/${match[2]} on GitHub` : 'View the code' }]),
        ],
      },
    ],
    data: { hName: 'div', hProperties: { className: ['code-block', 'code-reference'] } },
  } as never;
}
