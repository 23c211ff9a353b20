// Renders a planned reference page as a markdown SourceFile: frontmatter, intro line, then the definitions.
import type { SourceFile } from '../pluginApi.js';
import { blocks, code, frontmatter, link, pageFile, paragraph, type Blocks, type Inline } from './markdownNodes.js';
import type { SolDefinition, SolMember } from './model.js';
import { FILE_GROUP_SINGULAR, FILE_GROUP_TITLES, MEMBER_GROUPS, membersOfKind, standaloneItems } from './pageLayout.js';
import type { ReferencePage } from './planPages.js';
import type { ReferenceGroup } from './referenceGroup.js';
import { inheritanceLine, renderDefinitions, renderSingleDefinition } from './renderDefinition.js';
import type { RenderContext } from './renderMember.js';
import { listNodes } from './typeLinks.js';

/** Descriptions longer than this are cut at a word. */
const MAX_DESCRIPTION = 160;

/** The markdown file of `page` at `route` (one of its routes), path relative to the docs root, with its tree. */
export function renderPage(page: ReferencePage, route: string, group: ReferenceGroup): SourceFile {
  const ctx: RenderContext = { group, page };
  const main = page.file.definitions.find((d) => d.kind !== 'file');
  const body =
    page.layout.single && main
      ? [inheritanceLine(main, ctx, originText(page)), renderSingleDefinition(main, ctx)]
      : [fileIntroLine(ctx), renderDefinitions(page.file.definitions, ctx)];
  if (route !== page.routes[0])
    body.splice(
      1,
      0,
      paragraph(
        'The same reference is published at ',
        link(page.routes[0]!, page.title),
        ', which is the page other pages link to.',
      ),
    );
  const head = frontmatter({
    id: route.split('/').pop(),
    title: page.title,
    sidebar_label: page.sidebarLabel,
    sidebar_position: page.sidebarPosition,
    description: describe(page),
  });
  return { path: `${route.replace(/^\//, '')}.md`, ...pageFile(blocks(head, ...body)), origin: page.fileKey };
}

/** Where the file comes from: `` from `src/X.sol` in `@uniswap/v4-core` 1.0.2 ``. */
function originText(page: ReferencePage): Inline[] {
  const where = [' in ', code(page.pkg.config.name), ` ${page.pkg.version}`];
  if (page.file.abiArtifact)
    return ['from the compiled ABI ', code(page.file.abiArtifact), ...where, ', which ships no source for it'];
  return ['from ', code(page.file.path), ...where];
}

/** For a multi-definition page: what the file defines, each item linked to its section. */
function fileIntroLine(ctx: RenderContext): Blocks {
  const { page } = ctx;
  const items: Inline[][] = [];
  for (const definition of page.file.definitions) {
    if (definition.kind !== 'file')
      items.push([`${definition.kind} `, anchorLink(definition.name, page.layout.definitionIds.get(definition))]);
    for (const item of standaloneItems(definition))
      items.push([`${kindWord(item)} `, anchorLink(item.name, page.layout.memberIds.get(item))]);
    for (const { kind } of MEMBER_GROUPS) {
      const count = definition.kind === 'file' && FILE_GROUP_TITLES[kind] ? membersOfKind(definition, kind).length : 0;
      if (count > 0)
        items.push([`${count} ${count === 1 ? FILE_GROUP_SINGULAR[kind] : FILE_GROUP_TITLES[kind]!.toLowerCase()}`]);
    }
  }
  return paragraph('Definitions ', ...originText(page), ': ', ...listNodes(items), '.');
}

function kindWord(item: SolMember): string {
  return item.kind === 'udvt' ? 'type' : item.kind;
}

function anchorLink(name: string, id: string | undefined): Inline {
  return id ? link(`#${id}`, code(name)) : code(name);
}

/** The page description: the first sentence of the main item's notice, or what the page documents. */
function describe(page: ReferencePage): string {
  const natspec = page.main?.natspec;
  const text = (natspec?.notice ?? natspec?.title ?? natspec?.dev ?? '').replace(/`/g, '').replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  if (sentence)
    return sentence.length <= MAX_DESCRIPTION
      ? sentence
      : `${sentence.slice(0, MAX_DESCRIPTION).replace(/\s+\S*$/, '')}…`;
  return `Reference of ${page.title} from ${page.file.path} in ${page.pkg.config.name} ${page.pkg.version}.`;
}
