// Page sections, member order and heading ids of a reference page: shared by the page renderer and link resolution.
import { slug } from 'github-slugger';
import { compareNames, type Member, type MemberKind, type ReferenceItem } from './model.js';

/** A section of members on a page. */
export interface MemberSection {
  id: string;
  title: string;
  members: Member[];
}

const sectionOf: Record<MemberKind, { id: string; title: string }> = {
  constructor: { id: 'constructors', title: 'Constructors' },
  indexSignature: { id: 'index-signature', title: 'Index signature' },
  property: { id: 'properties', title: 'Properties' },
  accessor: { id: 'accessors', title: 'Accessors' },
  method: { id: 'methods', title: 'Methods' },
  enumMember: { id: 'members', title: 'Members' },
};

const sectionOrder: MemberKind[] = ['constructor', 'indexSignature', 'property', 'accessor', 'method', 'enumMember'];

/** Ids of the fixed page sections; member ids never take them. */
const reservedIds = [
  'type-parameters',
  'hierarchy',
  'examples',
  'see-also',
  ...sectionOrder.map((k) => sectionOf[k].id),
];

/** Members grouped into sections: instance before static, then alphabetical (enum members keep source order). */
export function memberSections(item: ReferenceItem): MemberSection[] {
  return sectionOrder
    .map((kind) => ({ ...sectionOf[kind], members: item.members.filter((m) => m.kind === kind) }))
    .filter((section) => section.members.length > 0)
    .map((section) =>
      section.id === 'members' ? section : { ...section, members: [...section.members].sort(compareMembers) },
    );
}

function compareMembers(a: Member, b: Member): number {
  if (a.isStatic !== b.isStatic) return a.isStatic ? 1 : -1;
  return compareNames(a.name, b.name);
}

/** Heading id of every member with a heading (enum members sit in a table), unique on the page. */
export function memberAnchors(item: ReferenceItem): Map<Member, string> {
  const known = anchorsByItem.get(item);
  if (known) return known;
  const used = new Set(reservedIds);
  const anchors = new Map<Member, string>();
  for (const section of memberSections(item)) {
    if (section.id === 'members') continue;
    for (const member of section.members) {
      const base = slug(member.name) || 'member';
      let id = base;
      for (let n = 1; used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      anchors.set(member, id);
    }
  }
  anchorsByItem.set(item, anchors);
  return anchors;
}

/** The link index and the page renderer both ask for an item's anchors; compute them once. */
const anchorsByItem = new WeakMap<ReferenceItem, Map<Member, string>>();
