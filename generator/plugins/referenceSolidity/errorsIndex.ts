// Renders the index of every custom error of a package group with its 4-byte selector.
import { parseMarkdownPiece, type SourceFile } from '../pluginApi.js';
import { canonicalSignature, selectorOf } from './abiSignature.js';
import {
  blocks,
  code,
  frontmatter,
  heading,
  link,
  pageFile,
  proseCell,
  table,
  text,
  type Blocks,
} from './markdownNodes.js';
import type { SolDefinition, SolMember } from './model.js';
import { slug } from './pageLayout.js';
import { hrefOf, type ReferencePage } from './planPages.js';
import type { ReferenceGroup } from './referenceGroup.js';
import { variableText } from './solidityText.js';

/** Where the errors index goes and what it is called. */
export interface ErrorsIndexOptions {
  /** Package group whose errors are listed (`v4`). */
  group: string;
  route: string;
  title: string;
  /** Extra paragraph after the standard intro (markdown). */
  note?: string;
}

/** One custom error declaration with everything the index shows. */
interface ErrorRow {
  member: SolMember;
  owner: SolDefinition;
  page: ReferencePage;
  selector?: string;
}

/** The errors index page of a group: one table per package (test contracts apart), sorted by error name. */
export function renderErrorsIndex(group: ReferenceGroup, options: ErrorsIndexOptions): SourceFile {
  const sections = new Map<string, ErrorRow[]>();
  // Packages in configuration order (the order of their pages), test contracts after every package.
  const packageOrder = [...new Set(group.pages.map((p) => p.pkg.config.name))];
  const sectionOf = (row: ErrorRow): [number, string] => {
    const index = packageOrder.indexOf(row.page.pkg.config.name);
    return isTestFile(row.page)
      ? [packageOrder.length + index, `Test contracts of ${row.page.pkg.config.name}`]
      : [index, row.page.pkg.config.name];
  };
  const rows = collectErrors(group).sort((a, b) => sectionOf(a)[0] - sectionOf(b)[0]);
  for (const row of rows) {
    const title = sectionOf(row)[1];
    sections.set(title, [...(sections.get(title) ?? []), row]);
  }
  const body = [...sections].map(([title, rows]) => blocks(heading(2, slug(title), title), errorTable(rows, group)));
  const intro = [
    `Every custom error declared in ${listPackages(group)}, with its selector: the first four bytes of the keccak-256 hash of the error's canonical signature.`,
    "Match the first four bytes of a revert's return data against the Selector column.",
    options.note ?? '',
  ]
    .join(' ')
    .trim();
  const head = frontmatter({
    id: options.route.split('/').pop(),
    title: options.title,
    slug: options.route,
    description: `Four-byte selectors of the custom errors of ${listPackages(group).replace(/`/g, '')}.`,
  });
  // The intro is markdown (the note is written as markdown).
  const content = blocks(head, { nodes: parseMarkdownPiece(intro), markdown: intro }, ...body);
  return {
    path: `${options.route.replace(/^\//, '')}.md`,
    ...pageFile(content),
    origin: group.pages[0]?.fileKey ?? 'reference-solidity',
  };
}

function isTestFile(page: ReferencePage): boolean {
  return page.file.path.split('/').includes('test');
}

function collectErrors(group: ReferenceGroup): ErrorRow[] {
  const rows = group.pages.flatMap((page) =>
    page.file.definitions.flatMap((owner) =>
      owner.members
        .filter((m) => m.kind === 'error')
        .map((member) => {
          const signature = canonicalSignature(member.name, member.params, group.scopeOf(owner), group.symbols);
          return { member, owner, page, ...(signature ? { selector: selectorOf(signature) } : {}) };
        }),
    ),
  );
  return rows.sort((a, b) => a.member.name.localeCompare(b.member.name) || a.owner.name.localeCompare(b.owner.name));
}

function errorTable(rows: ErrorRow[], group: ReferenceGroup): Blocks {
  return table(
    ['Error', 'Selector', 'Declared in', 'Description'],
    rows.map(({ member, owner, page, selector }) => [
      code(`${member.name}(${member.params.map(variableText).join(', ')})`),
      selector ? code(selector) : text('—'),
      link(hrefOf(page, member), code(owner.kind === 'file' ? page.title : owner.name)),
      proseCell(group.docs.docsOf({ member, owner })?.notice ?? ''),
    ]),
  );
}

function listPackages(group: ReferenceGroup): string {
  const names = [...new Set(group.pages.map((p) => `\`${p.pkg.config.name}\` ${p.pkg.version}`))];
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
