// Renders one class, enum or interface as a markdown reference page with frontmatter.
import { compareNames, type ReferenceItem, type TypeText } from './model.js';
import type { LinkIndex } from './linkIndex.js';
import { memberAnchors, memberSections, type MemberSection } from './memberAnchors.js';
import { codeSpan, escapeInline, frontmatter, table } from './markdownText.js';
import { kindTitleWords } from './options.js';
import { firstSentence, renderDocText, renderType, type InlineContext } from './renderInline.js';
import { renderDocBlocks, renderExample, renderMember, renderTypeParameterTable } from './renderMembers.js';

/** The page title in the form routes.tsv uses: `Class: Price<TBase, TQuote\>` (typedoc escapes only `>`). */
function specTitle(item: ReferenceItem): string {
  const typeParameters = item.typeParameters.map((p) => p.name).join(', ');
  return `${kindTitleWords[item.kind]}: ${item.name}${typeParameters ? `<${typeParameters}\\>` : ''}`;
}

/** The title as a reader should see it: `Class: Price<TBase, TQuote>`. */
function cleanTitle(item: ReferenceItem): string {
  return specTitle(item).replace(/\\>/g, '>');
}

/** The one-line description of an item, for frontmatter and the overview lists. */
function itemDescription(item: ReferenceItem): string {
  const sentence = firstSentence(item.doc.summary);
  return sentence || `Reference for the ${item.name} ${kindTitleWords[item.kind].toLowerCase()} of ${item.pkg}.`;
}

/** The whole page: frontmatter, title, summary, type parameters, hierarchy, then member sections. */
export function renderItemPage(item: ReferenceItem, links: LinkIndex): string {
  const ctx: InlineContext = { links, item: { pkg: item.pkg, name: item.name } };
  const head = frontmatter({
    id: item.name,
    title: specTitle(item),
    sidebar_label: item.name,
    description: itemDescription(item),
    // Generated from a package: there is no file in the repository to edit.
    custom_edit_url: null,
  });
  const blocks = [
    `# ${escapeInline(cleanTitle(item))}`,
    ...renderDocBlocks(ctx, { ...item.doc, examples: [] }),
    declaredIn(item),
  ];
  if (item.typeParameters.length > 0) {
    blocks.push('## Type parameters {#type-parameters}', renderTypeParameterTable(ctx, item.typeParameters, item.doc));
  }
  const hierarchy = renderHierarchy(ctx, item, links);
  if (hierarchy) blocks.push('## Hierarchy {#hierarchy}', hierarchy);
  if (item.doc.examples.length > 0) blocks.push('## Examples {#examples}', ...item.doc.examples.map(renderExample));
  const anchors = memberAnchors(item);
  for (const section of memberSections(item)) blocks.push(renderSection(ctx, section, anchors));
  return `${head}\n${blocks.filter((b) => b.length > 0).join('\n\n')}\n`;
}

function renderSection(
  ctx: InlineContext,
  section: MemberSection,
  anchors: Map<ReferenceItem['members'][number], string>,
): string {
  const heading = `## ${section.title} {#${section.id}}`;
  if (section.id === 'members') {
    const rows = section.members.map((m) => [
      codeSpan(m.name),
      codeSpan(m.value ?? ''),
      renderDocText(ctx, m.doc.summary),
    ]);
    return `${heading}\n\n${table(['Member', 'Value', 'Description'], rows)}`;
  }
  return [heading, ...section.members.map((m) => renderMember(ctx, m, anchors.get(m) ?? m.name))].join('\n\n');
}

/** Extends and implements, plus the documented items that extend or implement this one. */
function renderHierarchy(ctx: InlineContext, item: ReferenceItem, links: LinkIndex): string {
  const lines: string[] = [];
  const list = (label: string, types: TypeText[]) => {
    if (types.length > 0) lines.push(`- ${label} ${types.map((t) => renderType(ctx, t)).join(', ')}`);
  };
  list('Extends', item.extends);
  list('Implements', item.implements);
  list('Extended by', dependents(item, links, 'extends'));
  list('Implemented by', dependents(item, links, 'implements'));
  return lines.join('\n');
}

/** Documented items whose `extends`/`implements` clause names this item. */
function dependents(item: ReferenceItem, links: LinkIndex, clause: 'extends' | 'implements'): TypeText[] {
  return links.items
    .filter(({ item: other }) =>
      other[clause].some((type) => type.some((s) => s.ref?.pkg === item.pkg && s.ref.name === item.name)),
    )
    .map(({ item: other }) => [{ text: other.name, ref: { pkg: other.pkg, name: other.name } }])
    .sort((a, b) => compareNames(a[0]?.text ?? '', b[0]?.text ?? ''));
}

function declaredIn(item: ReferenceItem): string {
  const kind = `${item.isAbstract ? 'Abstract ' : ''}${kindTitleWords[item.kind].toLowerCase()}`;
  return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} exported by ${codeSpan(item.pkg)}, declared in ${codeSpan(`${item.file}:${item.line}`)}.`;
}
