// Renders the per-package item list (grouped by kind, one-line summaries) and the optional overview page.
import { compareNames, type ItemKind, type ReferenceItem } from './model.js';
import type { LinkIndex } from './linkIndex.js';
import { codeSpan, escapeProse, frontmatter } from './markdownText.js';
import { firstSentence } from './renderInline.js';

/** Section titles of the list, in page order. */
const groups: Array<{ kind: ItemKind; title: string; id: string }> = [
  { kind: 'class', title: 'Classes', id: 'classes' },
  { kind: 'enum', title: 'Enumerations', id: 'enumerations' },
  { kind: 'interface', title: 'Interfaces', id: 'interfaces' },
];

/** How the list is embedded: heading level and whether headings carry explicit `{#id}`s. */
export interface IndexStyle {
  headingDepth: number;
  explicitIds: boolean;
}

/** Every item of one package, grouped by kind, each a link with its one-line summary. */
export function renderReferenceIndex(pkg: string, links: LinkIndex, style: IndexStyle): string {
  const items = links.items.filter((linked) => linked.item.pkg === pkg);
  const sections: string[] = [];
  for (const group of groups) {
    const ofKind = items.filter((linked) => linked.item.kind === group.kind);
    if (ofKind.length === 0) continue;
    const hashes = '#'.repeat(style.headingDepth);
    const heading = `${hashes} ${group.title}${style.explicitIds ? ` {#${group.id}}` : ''}`;
    const lines = ofKind
      .sort((a, b) => compareNames(a.item.name, b.item.name))
      .map((linked) => `- [${codeSpan(linked.item.name)}](${linked.route})${summaryOf(linked.item)}`);
    sections.push(`${heading}\n\n${lines.join('\n')}`);
  }
  return sections.join('\n\n');
}

/** A generated `<routeBase>/overview` page, for sites whose overview is not written by hand. */
export function renderOverviewPage(pkg: string, version: string, links: LinkIndex): string {
  const head = frontmatter({
    id: 'overview',
    title: 'Overview',
    sidebar_position: 1,
    description: `Every class, enumeration and interface that ${pkg} ${version} exports, with a one-line summary.`,
    custom_edit_url: null,
  });
  const intro = `The reference of ${codeSpan(pkg)} ${version}: one page per exported class, enumeration and interface, generated from the type declarations the package ships.`;
  return `${head}\n# Overview\n\n${intro}\n\n${renderReferenceIndex(pkg, links, { headingDepth: 2, explicitIds: true })}\n`;
}

/** `: first sentence` of the item's doc comment; nothing when it has none (a made-up summary is noise in a list). */
function summaryOf(item: ReferenceItem): string {
  const sentence = firstSentence(item.doc.summary);
  return sentence ? `: ${escapeProse(sentence)}` : '';
}
