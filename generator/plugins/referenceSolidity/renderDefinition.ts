// Renders the definitions of a file: the contract summary line, its docs and its members by group.
import { blocks, code, heading, link, paragraph, type Blocks, type Inline } from './markdownNodes.js';
import type { SolDefinition } from './model.js';
import { FILE_GROUP_TITLES, groupKey, MEMBER_GROUPS, membersOfKind, standaloneItems } from './pageLayout.js';
import { renderDocs, renderMember, type RenderContext } from './renderMember.js';
import { listNodes, nameNode } from './typeLinks.js';

const KIND_WORDS: Record<string, string> = {
  contract: 'Contract',
  'abstract contract': 'Abstract contract',
  interface: 'Interface',
  library: 'Library',
};

/** What a definition is, where it comes from (`origin`, if given) and where it sits in the inheritance graph. */
export function inheritanceLine(definition: SolDefinition, ctx: RenderContext, origin: Inline[] = []): Blocks {
  const scope = ctx.group.scopeOf(definition);
  const parts: Inline[] = [
    `${KIND_WORDS[definition.kind] ?? 'Item'} `,
    code(definition.name),
    ...(origin.length > 0 ? [' ', ...origin] : []),
    '.',
  ];
  const bases = listNodes(definition.bases.map((b) => [nameNode(b, scope, ctx.group.symbols)]));
  if (definition.bases.length > 0) {
    parts.push(
      ...(definition.fromAbi
        ? [' Implements ', ...bases, ' (inferred from the ABI; descriptions come from these interfaces).']
        : [' Inherits ', ...bases, '.']),
    );
  }
  const derived = ctx.group.derivedOf(definition);
  if (derived.length > 0)
    parts.push(
      ' Inherited by ',
      ...listNodes(derived.map((d) => [d.href ? link(d.href, code(d.name)) : code(d.name)])),
      '.',
    );
  return paragraph(...parts);
}

/** The body of a one-contract page: docs, then `##` member groups with `###` members. */
export function renderSingleDefinition(definition: SolDefinition, ctx: RenderContext): Blocks {
  const sections = [renderDocs(definitionDocs(definition))];
  for (const { kind, title } of MEMBER_GROUPS) {
    const members = membersOfKind(definition, kind);
    if (members.length === 0) continue;
    sections.push(heading(2, ctx.page.layout.groupIds.get(groupKey(definition, kind)), title));
    sections.push(...members.map((m) => renderMember(m, definition, 3, ctx)));
  }
  return blocks(...sections);
}

/** The body of a page with several definitions: a `##` section per type and contract. */
export function renderDefinitions(definitions: SolDefinition[], ctx: RenderContext): Blocks {
  return blocks(
    ...definitions.map((definition) =>
      definition.kind === 'file' ? renderFileLevel(definition, ctx) : renderContractSection(definition, ctx),
    ),
  );
}

/** File-level items: each type, struct and enum as a section, the rest grouped (free functions, constants, ...). */
function renderFileLevel(definition: SolDefinition, ctx: RenderContext): Blocks {
  const sections = standaloneItems(definition).map((item) =>
    blocks(heading(2, ctx.page.layout.memberIds.get(item), item.name), renderMember(item, definition, 0, ctx)),
  );
  for (const { kind } of MEMBER_GROUPS) {
    const title = FILE_GROUP_TITLES[kind];
    const members = membersOfKind(definition, kind);
    if (!title || members.length === 0) continue;
    sections.push(heading(2, ctx.page.layout.groupIds.get(groupKey(definition, kind)), title));
    sections.push(...members.map((m) => renderMember(m, definition, 3, ctx)));
  }
  return blocks(...sections);
}

function renderContractSection(definition: SolDefinition, ctx: RenderContext): Blocks {
  const members = MEMBER_GROUPS.flatMap(({ kind }) => membersOfKind(definition, kind)).map((m) =>
    renderMember(m, definition, 3, ctx),
  );
  return blocks(
    heading(2, ctx.page.layout.definitionIds.get(definition), definition.name),
    inheritanceLine(definition, ctx),
    renderDocs(definitionDocs(definition)),
    ...members,
  );
}

/** A definition's NatSpec without an `@title` that only repeats its name. */
function definitionDocs(definition: SolDefinition): SolDefinition['natspec'] {
  const natspec = definition.natspec;
  return natspec?.title?.trim() === definition.name ? { ...natspec, title: undefined } : natspec;
}
