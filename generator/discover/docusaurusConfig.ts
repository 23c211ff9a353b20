// The settings docsgen takes from a Docusaurus config beside a docs folder, read from its syntax tree: never run.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TypeScript from 'typescript';
import type { MarkdownFormat } from './pageFormat.js';
import type { InlineTagsPolicy } from './tagsFile.js';

const configNames = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);
const formats: readonly string[] = ['mdx', 'md', 'detect'] satisfies MarkdownFormat[];
const inlineTagsPolicies: readonly string[] = ['warn', 'throw', 'ignore'] satisfies InlineTagsPolicy[];

/** What a Docusaurus config says about its docs, where it says it with literals; anything computed is left unset. */
export interface DocusaurusConfigFacts {
  /** The config file, absolute. */
  file: string;
  /** The docs plugin's `sidebarPath`, absolute (a string or `require.resolve('…')`); false: no sidebars file. */
  sidebarPath?: string | false;
  /** `markdown.format`. */
  markdownFormat?: MarkdownFormat;
  /** The docs plugin's `editUrl` when it is a string (a function cannot be read without running the config). */
  editUrl?: string;
  /** The docs plugin's `onInlineTags`: what a tag the tags file does not define gives. */
  onInlineTags?: InlineTagsPolicy;
  /** The config imports or requires `remark-math`: its pages write inline math as `$…$`. */
  remarkMath?: boolean;
}

/**
 * The Docusaurus config of the site holding `docsDir` (its parent folder), if there is one. It is parsed with the
 * TypeScript compiler and only literal values are taken: running it would run the site's plugins and imports.
 */
export function readDocusaurusConfig(docsDir: string): DocusaurusConfigFacts | undefined {
  const siteDir = path.dirname(docsDir);
  const file = configNames.map((name) => path.join(siteDir, name)).find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const facts: DocusaurusConfigFacts = { file };
  const visit = (node: TypeScript.Node): void => {
    if (ts.isPropertyAssignment(node)) readProperty(ts, node, siteDir, facts);
    if (ts.isStringLiteral(node) && node.text === 'remark-math' && isModuleName(ts, node)) facts.remarkMath = true;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** Takes `sidebarPath`, `editUrl` and `onInlineTags` (docs options) and `markdown.format` when they are literals. */
function readProperty(
  ts: typeof TypeScript,
  property: TypeScript.PropertyAssignment,
  siteDir: string,
  facts: DocusaurusConfigFacts,
): void {
  const name = propertyName(ts, property);
  const owner = ownerName(ts, property);
  if (name === 'sidebarPath' && property.initializer.kind === ts.SyntaxKind.FalseKeyword) facts.sidebarPath ??= false;
  const value = literalText(ts, property.initializer);
  if (value === undefined) return;
  if (name === 'sidebarPath' && facts.sidebarPath === undefined) facts.sidebarPath = path.resolve(siteDir, value);
  else if (name === 'editUrl' && owner === 'docs' && facts.editUrl === undefined) facts.editUrl = value;
  else if (name === 'format' && owner === 'markdown' && formats.includes(value))
    facts.markdownFormat = value as MarkdownFormat;
  else if (name === 'onInlineTags' && owner === 'docs' && inlineTagsPolicies.includes(value))
    facts.onInlineTags = value as InlineTagsPolicy;
}

function propertyName(ts: typeof TypeScript, property: TypeScript.PropertyAssignment): string | undefined {
  return ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
}

/** The name of the property whose object literal holds `property` (`docs` for `docs: { editUrl }`). */
function ownerName(ts: typeof TypeScript, property: TypeScript.PropertyAssignment): string | undefined {
  const object = property.parent;
  return ts.isPropertyAssignment(object.parent) ? propertyName(ts, object.parent) : undefined;
}

/** True for the module of an import, `require(…)` or `import(…)`. */
function isModuleName(ts: typeof TypeScript, node: TypeScript.StringLiteral): boolean {
  return ts.isImportDeclaration(node.parent) || (ts.isCallExpression(node.parent) && node.parent.arguments[0] === node);
}

/** A string literal, or the literal given to `require.resolve(…)`. */
function literalText(ts: typeof TypeScript, node: TypeScript.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isCallExpression(node) && node.expression.getText() === 'require.resolve' && node.arguments.length === 1)
    return literalText(ts, node.arguments[0]!);
  return undefined;
}

/**
 * The "Edit this page" base for a docs folder given with `--docs`: the `editUrl` of the Docusaurus config beside it,
 * followed by the docs folder's path in the site (Docusaurus links `<editUrl>/docs/<file>`); none without one, so a
 * page never offers to edit a file in another repository.
 */
export function docsFolderEditUrl(docsDir: string): string | undefined {
  const editUrl = readDocusaurusConfig(docsDir)?.editUrl;
  if (!editUrl) return undefined;
  return `${editUrl.replace(/\/+$/, '')}/${path.basename(docsDir)}/`;
}
