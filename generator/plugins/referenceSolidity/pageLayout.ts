// Decides how a file's page is laid out and gives every heading a stable id, shared by links and rendering.
import type { MemberKind, SolDefinition, SolFile, SolMember } from './model.js';

/** Member groups in the order a definition's page shows them, with their section titles. */
export const MEMBER_GROUPS: Array<{ kind: MemberKind; title: string; id: string }> = [
  { kind: 'variable', title: 'State variables', id: 'state-variables' },
  { kind: 'function', title: 'Functions', id: 'functions' },
  { kind: 'modifier', title: 'Modifiers', id: 'modifiers' },
  { kind: 'event', title: 'Events', id: 'events' },
  { kind: 'error', title: 'Errors', id: 'errors' },
  { kind: 'struct', title: 'Structs', id: 'structs' },
  { kind: 'enum', title: 'Enums', id: 'enums' },
  { kind: 'udvt', title: 'Types', id: 'types' },
];

/** File-level items shown as their own `##` section on a multi-definition page. */
const STANDALONE_FILE_ITEMS = new Set<MemberKind>(['udvt', 'struct', 'enum']);

/** Titles of the `##` sections that group the other file-level items, and the singular for counts. */
export const FILE_GROUP_TITLES: Partial<Record<MemberKind, string>> = {
  function: 'Free functions',
  variable: 'Constants',
  error: 'Errors',
  event: 'Events',
};
export const FILE_GROUP_SINGULAR: Partial<Record<MemberKind, string>> = {
  function: 'free function',
  variable: 'constant',
  error: 'error',
  event: 'event',
};

/** The page of one source file: which layout it uses and the heading id of every item. */
export interface PageLayout {
  /** One contract-like definition and nothing else: member groups are `##`, members `###`. */
  single: boolean;
  /** Definition `##` ids (multi-definition pages only). */
  definitionIds: Map<SolDefinition, string>;
  memberIds: Map<SolMember, string>;
  /** Group section ids (`functions`, `free-functions`, ...) keyed by definition and kind. */
  groupIds: Map<string, string>;
}

/** Members of `definition` of one kind, in source order. */
export function membersOfKind(definition: SolDefinition, kind: MemberKind): SolMember[] {
  return definition.members.filter((m) => m.kind === kind);
}

/** File-level items that get their own `##` section (types, structs, enums). */
export function standaloneItems(definition: SolDefinition): SolMember[] {
  return definition.kind === 'file' ? definition.members.filter((m) => STANDALONE_FILE_ITEMS.has(m.kind)) : [];
}

/** Key of a group section in `PageLayout.groupIds`. */
export function groupKey(definition: SolDefinition, kind: MemberKind): string {
  return `${definition.kind}:${definition.name}:${kind}`;
}

/** Lays out the page of `file` and assigns ids; definitions claim ids before members so they keep plain names. */
export function layoutPage(file: SolFile): PageLayout {
  const ids = new HeadingIds();
  const single = file.definitions.length === 1 && file.definitions[0]!.kind !== 'file';
  const layout: PageLayout = { single, definitionIds: new Map(), memberIds: new Map(), groupIds: new Map() };
  for (const definition of file.definitions) {
    if (definition.kind !== 'file' && !single)
      layout.definitionIds.set(definition, ids.claim(definition.name, 'definition'));
    for (const item of standaloneItems(definition)) layout.memberIds.set(item, ids.claim(item.name, item.kind));
  }
  for (const definition of file.definitions) {
    for (const { kind, id } of MEMBER_GROUPS) {
      if (membersOfKind(definition, kind).length === 0) continue;
      if (single) layout.groupIds.set(groupKey(definition, kind), ids.claim(id, 'group'));
      else if (definition.kind === 'file' && FILE_GROUP_TITLES[kind])
        layout.groupIds.set(groupKey(definition, kind), ids.claim(slug(FILE_GROUP_TITLES[kind]!), 'group'));
    }
  }
  for (const definition of file.definitions) {
    for (const { kind } of MEMBER_GROUPS) {
      for (const member of membersOfKind(definition, kind))
        if (!layout.memberIds.has(member)) layout.memberIds.set(member, ids.claim(member.name, kind));
    }
  }
  return layout;
}

/** A heading id made from a name: lower case, with anything but letters, digits, `_` and `-` turned into `-`. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'item'
  );
}

/** Hands out unique ids: an overload gets `name-2`, a same-named item of another kind gets `kind-name`. */
class HeadingIds {
  private readonly owners = new Map<string, string>();

  claim(name: string, kind: string): string {
    const base = slug(name);
    const owner = this.owners.get(base);
    let id = base;
    if (owner !== undefined) {
      const prefixed = `${kind}-${base}`;
      id = owner !== kind && !this.owners.has(prefixed) ? prefixed : this.numbered(base);
    }
    this.owners.set(id, kind);
    return id;
  }

  private numbered(base: string): string {
    let n = 2;
    while (this.owners.has(`${base}-${n}`)) n++;
    return `${base}-${n}`;
  }
}
