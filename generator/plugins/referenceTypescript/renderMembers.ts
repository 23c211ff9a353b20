// Renders the members of a reference page: signatures, parameter and return tables, flags and doc comments.
import type { DocComment, Member, Signature, TypeParameter, TypeText } from './model.js';
import { codeSpan, escapeInline, escapeProse, fragmentBlock, table } from './markdownText.js';
import { renderDocText, renderOwner, renderType, type InlineContext } from './renderInline.js';

/** One member under its `### name {#id}` heading: code, flags, linked type, then the doc comment. */
export function renderMember(ctx: InlineContext, member: Member, anchor: string): string {
  const blocks = [`### ${escapeInline(member.name)} {#${anchor}}`];
  const flags = flagsLine(ctx, member);
  if (member.kind === 'method' || member.kind === 'constructor') {
    member.signatures.forEach((signature, index) => {
      if (member.signatures.length > 1) blocks.push(`**Overload ${index + 1} of ${member.signatures.length}**`);
      blocks.push(...renderSignature(ctx, signature, index === 0 ? flags : ''));
    });
  } else {
    const code =
      member.kind === 'accessor' ? member.signatures.map((s) => s.code).join('\n') : (member.code ?? member.name);
    blocks.push(fragmentBlock(code), flags, linkedTypeLine(ctx, member.type), ...renderDocBlocks(ctx, member.doc));
  }
  return blocks.filter((block) => block.length > 0).join('\n\n');
}

/** A signature: code, flags, prose, type parameters, parameters, returns, throws, examples. */
function renderSignature(ctx: InlineContext, signature: Signature, flags = ''): string[] {
  const { doc } = signature;
  const blocks = [
    fragmentBlock(signature.code),
    flags,
    ...renderDeprecation(ctx, doc),
    renderDocText(ctx, doc.summary),
  ];
  if (signature.typeParameters.length > 0)
    blocks.push('**Type parameters**', renderTypeParameterTable(ctx, signature.typeParameters, doc));
  if (signature.parameters.length > 0) {
    const rows = signature.parameters.map((p) => [
      codeSpan(`${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}`),
      renderType(ctx, p.type),
      renderDocText(ctx, doc.params[p.name] ?? []),
    ]);
    blocks.push('**Parameters**', table(['Name', 'Type', 'Description'], rows));
  }
  if (signature.returns) blocks.push(renderReturns(ctx, signature, doc));
  blocks.push(...renderTagBlocks(ctx, doc));
  return blocks;
}

/** The type again, outside the code block, when it names documented items: code blocks cannot hold links. */
function linkedTypeLine(ctx: InlineContext, type: TypeText | undefined): string {
  const linked = type?.some((segment) => segment.ref && ctx.links.route(segment.ref));
  return linked ? `**Type:** ${renderType(ctx, type)}` : '';
}

/** The type parameter table of an item or signature. */
export function renderTypeParameterTable(ctx: InlineContext, parameters: TypeParameter[], doc: DocComment): string {
  const rows = parameters.map((p) => [
    codeSpan(p.name),
    renderType(ctx, p.constraint),
    renderType(ctx, p.default),
    renderDocText(ctx, doc.typeParams[p.name] ?? []),
  ]);
  return table(['Name', 'Constraint', 'Default', 'Description'], rows);
}

/** Summary, deprecation and tag blocks of a doc comment that has no signature of its own. */
export function renderDocBlocks(ctx: InlineContext, doc: DocComment): string[] {
  return [...renderDeprecation(ctx, doc), renderDocText(ctx, doc.summary), ...renderTagBlocks(ctx, doc)];
}

function renderReturns(ctx: InlineContext, signature: Signature, doc: DocComment): string {
  const type = renderType(ctx, signature.returns);
  const descriptions = doc.returns.map((text) => renderDocText(ctx, text)).filter(Boolean);
  if (descriptions.length === 0) return `**Returns:** ${type}`;
  if (descriptions.length === 1) return `**Returns:** ${type} — ${descriptions[0]}`;
  return [`**Returns:** ${type}`, '', ...descriptions.map((d) => `- ${d}`)].join('\n');
}

function renderDeprecation(ctx: InlineContext, doc: DocComment): string[] {
  if (!doc.deprecated) return [];
  const text = renderDocText(ctx, doc.deprecated) || 'This API is deprecated.';
  return [`:::warning[Deprecated]\n\n${text}\n\n:::`];
}

/** `@throws`, `@example` and `@see` blocks. */
function renderTagBlocks(ctx: InlineContext, doc: DocComment): string[] {
  const blocks: string[] = [];
  if (doc.throws.length > 0)
    blocks.push('**Throws**', doc.throws.map((t) => `- ${renderDocText(ctx, t) || 'An error.'}`).join('\n'));
  for (const example of doc.examples) blocks.push('**Example**', renderExample(example));
  if (doc.see.length > 0) blocks.push('**See also**', doc.see.map((s) => `- ${renderDocText(ctx, s)}`).join('\n'));
  return blocks;
}

/** An `@example` with fences is markdown (fences marked as fragments); one without is a TypeScript fragment. */
export function renderExample(example: string): string {
  return example.includes('```') ? escapeProse(example.trim()) : fragmentBlock(example.trim());
}

/** `static` · `readonly` · Inherited from [`Base`](…): what the signature does not show at a glance. */
function flagsLine(ctx: InlineContext, member: Member): string {
  const flags: string[] = [];
  if (member.isStatic) flags.push('`static`');
  if (member.isAbstract) flags.push('`abstract`');
  if (member.isProtected) flags.push('`protected`');
  if (member.isReadonly) flags.push('`readonly`');
  if (member.isOptional) flags.push('`optional`');
  if (member.inheritedFrom) flags.push(`Inherited from ${renderOwner(ctx, member.inheritedFrom, memberLabel(member))}`);
  if (member.overrides) {
    const verb = member.overrides.relation === 'implements' ? 'Implementation of' : 'Overrides';
    flags.push(`${verb} ${renderOwner(ctx, member.overrides.owner, member.name)}`);
  }
  return flags.join(' · ');
}

/** Inherited constructors link to the base page's constructor section, not a member. */
function memberLabel(member: Member): string | undefined {
  return member.kind === 'constructor' ? undefined : member.name;
}
