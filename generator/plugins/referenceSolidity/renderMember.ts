// Renders one member (function, event, error, variable, struct, enum, type) as markdown blocks.
import type { Heading } from 'mdast';
import { canonicalSignature, selectorOf, signatureHash } from './abiSignature.js';
import {
  blocks,
  code,
  heading,
  labelledProse,
  paragraph,
  phrasing,
  proseBlocks,
  proseCell,
  solidityFragment,
  table,
  text,
  type Blocks,
  type Phrasing,
} from './markdownNodes.js';
import type { NatSpec, SolDefinition, SolMember, SolType, SolVariable } from './model.js';
import type { ReferencePage } from './planPages.js';
import type { ReferenceGroup } from './referenceGroup.js';
import { callableText, enumText, structText, udvtText, variableDeclarationText } from './solidityText.js';
import { typeNodes } from './typeLinks.js';

/** What rendering a page needs to know. */
export interface RenderContext {
  group: ReferenceGroup;
  page: ReferencePage;
}

/** A member under a heading of the given level (`###` = 3); `level` 0 leaves the heading out. */
export function renderMember(
  member: SolMember,
  owner: SolDefinition,
  level: Heading['depth'] | 0,
  ctx: RenderContext,
): Blocks {
  const docs = ctx.group.docs.docsOf({ member, owner });
  ctx.group.docs.checkParams({ member, owner });
  return blocks(
    level > 0 ? heading(level as Heading['depth'], ctx.page.layout.memberIds.get(member), member.name) : blocks(),
    solidityFragment(declarationText(member)),
    variableTypeLine(member, owner, ctx),
    hashLine(member, owner, ctx),
    renderDocs(docs),
    renderTables(member, owner, docs, ctx),
  );
}

function declarationText(member: SolMember): string {
  switch (member.kind) {
    case 'variable':
      return variableDeclarationText(member);
    case 'struct':
      return structText(member);
    case 'enum':
      return enumText(member);
    case 'udvt':
      return udvtText(member);
    default:
      return `${callableText(member)};`;
  }
}

/** A state variable's type with its links, when it names a contract or type (code blocks cannot link). */
function variableTypeLine(member: SolMember, owner: SolDefinition, ctx: RenderContext): Blocks {
  if (member.kind !== 'variable' || !member.type || !mentionsUserType(member.type)) return blocks();
  return paragraph('Type: ', typeNodes(member.type, ctx.group.scopeOf(owner), ctx.group.symbols));
}

function mentionsUserType(type: SolType): boolean {
  if (type.kind === 'user') return true;
  if (type.kind === 'array') return mentionsUserType(type.base);
  if (type.kind === 'mapping') return mentionsUserType(type.key) || mentionsUserType(type.value);
  return false;
}

/** The selector of an error or externally callable function, or the topic of an event. */
function hashLine(member: SolMember, owner: SolDefinition, ctx: RenderContext): Blocks {
  const callable =
    member.kind === 'function' &&
    owner.kind !== 'library' &&
    owner.kind !== 'file' &&
    ['external', 'public'].includes(member.visibility ?? '');
  if (!callable && member.kind !== 'error' && !(member.kind === 'event' && !member.anonymous)) return blocks();
  if (member.kind === 'function' && ['constructor', 'receive', 'fallback'].includes(member.name)) return blocks();
  const signature = canonicalSignature(member.name, member.params, ctx.group.scopeOf(owner), ctx.group.symbols);
  if (!signature) return blocks();
  const [label, hash] =
    member.kind === 'event' ? ['Topic 0', signatureHash(signature)] : ['Selector', selectorOf(signature)];
  return paragraph(`${label}: `, code(hash), ' (', code(signature), ')');
}

/** Title, notice, dev and custom tags as paragraphs. */
export function renderDocs(docs: NatSpec | undefined): Blocks {
  if (!docs) return blocks();
  const custom = docs.custom.map((c) => labelledProse(`${c.name}:`, c.text));
  return blocks(...[docs.title, docs.notice, docs.dev].map((t) => proseBlocks(t ?? '')), ...custom);
}

function renderTables(member: SolMember, owner: SolDefinition, docs: NatSpec | undefined, ctx: RenderContext): Blocks {
  const scope = ctx.group.scopeOf(owner);
  const described = (prose: string | undefined): Phrasing => proseCell(prose ?? '');
  const nameCell = (name: string): Phrasing => (name ? code(name) : text('—'));
  // Types are code spans and links only, and Solidity types contain no `|`, so they need no escaping.
  const typeCell = (v: SolVariable): Phrasing => typeNodes(v.type, scope, ctx.group.symbols);
  if (member.kind === 'enum') {
    const documented = (member.values ?? []).some((v) => v.natspec);
    return documented
      ? table(
          ['Value', 'Description'],
          (member.values ?? []).map((v) => [code(v.name), described(v.natspec?.notice ?? v.natspec?.dev)]),
        )
      : blocks();
  }
  const paramDocs = new Map(docs?.params.map((p) => [p.name, p.text]));
  const tables: Blocks[] = [];
  if (member.params.length > 0) {
    const label = member.kind === 'struct' ? 'Field' : 'Parameter';
    const rows = member.params.map((p) => [
      nameCell(p.name),
      phrasing(typeCell(p), p.indexed ? ' (indexed)' : ''),
      described(paramDocs.get(p.name) ?? p.natspec?.notice ?? p.natspec?.dev),
    ]);
    tables.push(table([label, 'Type', 'Description'], rows));
  }
  if (member.returns.length > 0) {
    const texts = returnDescriptions(docs?.returns ?? [], member.returns);
    tables.push(
      table(
        ['Return', 'Type', 'Description'],
        member.returns.map((r, i) => [nameCell(r.name), typeCell(r), described(texts[i])]),
      ),
    );
  }
  return blocks(...tables);
}

/**
 * The description of each return value. solc lets `@return` start with the value's name; some sources put
 * all values in one `@return` with a line per name, so lines that start with a return name start its text.
 */
function returnDescriptions(tags: NatSpec['returns'], returns: SolVariable[]): string[] {
  const names = new Set(returns.map((r) => r.name).filter(Boolean));
  const segments: Array<{ name?: string; lines: string[] }> = [];
  for (const tag of tags) {
    tag.text.split('\n').forEach((line, i) => {
      const first = /^(\S+)\s*([\s\S]*)$/.exec(line);
      if (first && names.has(first[1]!)) segments.push({ name: first[1]!, lines: [first[2]!] });
      else if (i === 0 || segments.length === 0) segments.push({ lines: [line] });
      else segments[segments.length - 1]!.lines.push(line);
    });
  }
  const byName = new Map(segments.filter((s) => s.name).map((s) => [s.name!, s.lines.join('\n').trim()]));
  const unnamed = segments.filter((s) => !s.name).map((s) => s.lines.join('\n').trim());
  return returns.map((r) => byName.get(r.name) ?? (byName.has(r.name) ? '' : (unnamed.shift() ?? '')));
}
