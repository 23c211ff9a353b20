// The settings docsgen takes from a Docusaurus config beside a docs folder, read from its syntax tree: never run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Node, Property } from 'estree';
import type { Diagnostic } from '../types.js';
import type { MarkdownFormat } from './pageFormat.js';
import { toPosix } from './readDocsTree.js';
import { parseScript, unwrapTypes, visitNodes, type ScriptSyntaxError } from './scriptSyntax.js';
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

/** A config as read: its facts (only `file` when it does not parse), and the file's state they were read from. */
interface ReadConfig {
  mtimeMs: number;
  size: number;
  facts: DocusaurusConfigFacts;
  syntaxError?: ScriptSyntaxError;
}

/** Configs read in this process by absolute path: a build asks several stages' questions of the same file. */
const readConfigs = new Map<string, ReadConfig>();

/**
 * The Docusaurus config of the site holding `docsDir` (its parent folder), if there is one. It is parsed, and only
 * literal values are taken: running it would run the site's plugins and imports. A config that does not parse gives
 * no settings (see docusaurusConfigWarning). It is read again only when its modification time or size changes.
 */
export function readDocusaurusConfig(docsDir: string): DocusaurusConfigFacts | undefined {
  return readConfigBeside(docsDir)?.facts;
}

/** A warning for a Docusaurus config beside `docsDir` that does not parse, whose settings are therefore not applied. */
export function docusaurusConfigWarning(docsDir: string, rootDir: string): Diagnostic | undefined {
  const read = readConfigBeside(docsDir);
  if (!read?.syntaxError) return undefined;
  return {
    severity: 'warning',
    file: toPosix(path.relative(rootDir, read.facts.file)) || read.facts.file,
    line: read.syntaxError.line,
    column: read.syntaxError.column,
    message: `could not parse the Docusaurus config, so its sidebarPath, markdown.format, editUrl, onInlineTags and remark-math are not applied: ${read.syntaxError.message}`,
    hint: 'Fix the syntax error (Docusaurus cannot load the file either). docsgen reads the literal settings of the config and never runs it.',
  };
}

function readConfigBeside(docsDir: string): ReadConfig | undefined {
  const siteDir = path.dirname(docsDir);
  const file = configNames.map((name) => path.join(siteDir, name)).find((candidate) => existsSync(candidate));
  if (!file) return undefined;
  const key = path.resolve(file);
  const { mtimeMs, size } = statSync(file);
  const known = readConfigs.get(key);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known;
  const read = { mtimeMs, size, ...configFacts(file, readFileSync(file, 'utf8'), siteDir) };
  readConfigs.set(key, read);
  return read;
}

function configFacts(
  file: string,
  text: string,
  siteDir: string,
): { facts: DocusaurusConfigFacts; syntaxError?: ScriptSyntaxError } {
  const facts: DocusaurusConfigFacts = { file };
  const parsed = parseScript(file, text);
  if ('error' in parsed) return { facts, syntaxError: parsed.error };
  visitNodes(parsed.program, (node, ancestors) => {
    const parent = ancestors.at(-1);
    if (node.type === 'Property' && isObjectEntry(node, parent)) readProperty(node, ancestors, siteDir, facts);
    if (node.type === 'Literal' && node.value === 'remark-math' && isModuleName(node, parent)) facts.remarkMath = true;
  });
  return { facts };
}

/** `key: value` in an object literal: not a shorthand, method, getter or setter, nor a destructuring pattern's. */
function isObjectEntry(property: Property, parent: Node | undefined): boolean {
  return parent?.type === 'ObjectExpression' && property.kind === 'init' && !property.method && !property.shorthand;
}

/** Takes `sidebarPath`, `editUrl` and `onInlineTags` (docs options) and `markdown.format` when they are literals. */
function readProperty(property: Property, ancestors: readonly Node[], siteDir: string, facts: DocusaurusConfigFacts) {
  const name = propertyName(property);
  const owner = ownerName(ancestors);
  const valueNode = unwrapTypes(property.value);
  if (name === 'sidebarPath' && valueNode.type === 'Literal' && valueNode.value === false) facts.sidebarPath ??= false;
  const value = literalText(valueNode);
  if (value === undefined) return;
  if (name === 'sidebarPath' && facts.sidebarPath === undefined) facts.sidebarPath = path.resolve(siteDir, value);
  else if (name === 'editUrl' && owner === 'docs' && facts.editUrl === undefined) facts.editUrl = value;
  else if (name === 'format' && owner === 'markdown' && formats.includes(value))
    facts.markdownFormat = value as MarkdownFormat;
  else if (name === 'onInlineTags' && owner === 'docs' && inlineTagsPolicies.includes(value))
    facts.onInlineTags = value as InlineTagsPolicy;
}

function propertyName(property: Property): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : undefined;
}

/**
 * The name of the property whose object literal holds the property being visited (`docs` for `docs: { editUrl }`),
 * through type assertions around the object (`docs: { … } satisfies Options`). `ancestors` ends with that object.
 */
function ownerName(ancestors: readonly Node[]): string | undefined {
  let index = ancestors.length - 2;
  while (index >= 0 && unwrapTypes(ancestors[index]!) !== ancestors[index]) index--;
  const holder = ancestors[index];
  return holder?.type === 'Property' && isObjectEntry(holder, ancestors[index - 1]) ? propertyName(holder) : undefined;
}

/** True for the module of an import, `require(…)` or `import(…)`. */
function isModuleName(literal: Node, parent: Node | undefined): boolean {
  if (parent?.type === 'ImportDeclaration' || parent?.type === 'ImportExpression') return parent.source === literal;
  return parent?.type === 'CallExpression' && parent.arguments[0] === literal;
}

/** A string literal (or template without substitutions), or the literal given to `require.resolve(…)`. */
function literalText(node: Node): string | undefined {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral')
    return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? undefined) : undefined;
  if (node.type === 'CallExpression' && isRequireResolve(node.callee) && node.arguments.length === 1)
    return literalText(unwrapTypes(node.arguments[0]!));
  return undefined;
}

function isRequireResolve(callee: Node): boolean {
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    !callee.optional &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'require' &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'resolve'
  );
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
