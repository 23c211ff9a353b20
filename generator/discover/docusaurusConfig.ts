// The settings docsgen takes from a Docusaurus config beside a docs folder, read from its syntax tree: never run.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Node, Property } from 'estree';
import type { Diagnostic } from '../types.js';
import type { MarkdownFormat } from './pageFormat.js';
import { toPosix } from './readDocsTree.js';
import { parseScript, unwrapTypes, visitNodes, type ScriptSyntaxError } from './scriptSyntax.js';
import type { InlineTagsPolicy } from './tagsFile.js';
import {
  docsInstances,
  instanceOfFolder,
  literalText,
  propertyName,
  type DocsInstance,
  type UnreadSidebarPath,
} from './docsInstances.js';

const configNames = ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `docusaurus.config.${ext}`);
const formats: readonly string[] = ['mdx', 'md', 'detect'] satisfies MarkdownFormat[];

/**
 * What a Docusaurus config says about a docs folder, where it says it with literals; anything computed is left unset.
 * The docs options are those of the docs plugin instance whose `path` is the folder (see instanceOfFolder).
 */
export interface DocusaurusConfigFacts {
  /** The config file, absolute. */
  file: string;
  /**
   * The instance's `sidebarPath`, absolute; false: no sidebars file (also for an instance of `plugins` that names
   * none, which Docusaurus gives the folder's sidebar: a `sidebars.*` beside the folder is the preset's).
   */
  sidebarPath?: string | false;
  /** A `sidebarPath` written as an expression docsgen does not evaluate. */
  unreadSidebarPath?: UnreadSidebarPath;
  /** `markdown.format`. */
  markdownFormat?: MarkdownFormat;
  /** The docs plugin's `editUrl` when it is a string (a function cannot be read without running the config). */
  editUrl?: string;
  /** The docs plugin's `onInlineTags`: what a tag the tags file does not define gives. */
  onInlineTags?: InlineTagsPolicy;
  /** The config imports or requires `remark-math`: its pages write inline math as `$…$`. */
  remarkMath?: boolean;
  /** Where `markdown.mermaid: true` is written: Docusaurus then draws mermaid code blocks as diagrams. */
  mermaidLine?: number;
}

/** A config as read: its site-wide facts (only `file` when it does not parse), its docs instances, the file's state. */
interface ReadConfig {
  mtimeMs: number;
  size: number;
  facts: DocusaurusConfigFacts;
  instances: DocsInstance[];
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
  const read = readConfigBeside(docsDir);
  if (!read) return undefined;
  const instance = instanceOfFolder(read.instances, docsDir);
  if (!instance) return read.facts;
  const { sidebarPath, unreadSidebarPath, editUrl, onInlineTags } = instance;
  const noFile = sidebarPath === undefined && !instance.preset;
  return {
    ...read.facts,
    ...(sidebarPath !== undefined && { sidebarPath }),
    ...(noFile && { sidebarPath: false }),
    ...(unreadSidebarPath && { unreadSidebarPath }),
    ...(editUrl !== undefined && { editUrl }),
    ...(onInlineTags && { onInlineTags }),
  };
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

/**
 * A warning for a `sidebarPath` written as an expression docsgen does not evaluate, at its line: it names the sidebars
 * used instead, `usedFile` (absolute) or the folder's own, and the ways of writing it that docsgen reads.
 */
export function unreadSidebarPathWarning(
  facts: DocusaurusConfigFacts,
  usedFile: string | undefined,
  rootDir: string,
): Diagnostic | undefined {
  const unread = facts.unreadSidebarPath;
  if (!unread) return undefined;
  const relative = (file: string) => toPosix(path.relative(rootDir, file)) || file;
  const used = usedFile ? `the sidebars of ${relative(usedFile)}` : 'a sidebar made from the docs folder';
  return {
    severity: 'warning',
    file: relative(facts.file),
    line: unread.line,
    column: unread.column,
    message: `could not read sidebarPath: ${unread.source} (docsgen reads the Docusaurus config without running it), so docsgen uses ${used} instead`,
    hint: "Write the path as a string ('./sidebars.js'), require.resolve('./sidebars.js'), path.resolve(__dirname, 'sidebars.js') or path.join(__dirname, 'sidebars.js'), relative to the config's folder.",
  };
}

/** A warning for a config that turns mermaid diagrams on: docsgen shows their code blocks as code. */
export function mermaidWarning(facts: DocusaurusConfigFacts, rootDir: string): Diagnostic | undefined {
  if (facts.mermaidLine === undefined) return undefined;
  return {
    severity: 'warning',
    file: toPosix(path.relative(rootDir, facts.file)) || facts.file,
    line: facts.mermaidLine,
    message: 'markdown.mermaid is on, but docsgen does not draw mermaid diagrams: their code blocks are shown as code',
    hint: 'Export each diagram as an SVG image and show it with ![…](./diagram.svg), or keep the code block as it is.',
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
): { facts: DocusaurusConfigFacts; instances: DocsInstance[]; syntaxError?: ScriptSyntaxError } {
  const facts: DocusaurusConfigFacts = { file };
  const parsed = parseScript(file, text);
  if ('error' in parsed) return { facts, instances: [], syntaxError: parsed.error };
  visitNodes(parsed.program, (node, ancestors) => {
    const parent = ancestors.at(-1);
    if (node.type === 'Property' && isObjectEntry(node, parent)) readProperty(node, ancestors, facts);
    if (node.type === 'Literal' && node.value === 'remark-math' && isModuleName(node, parent)) facts.remarkMath = true;
  });
  return { facts, instances: docsInstances(parsed.program, text, siteDir) };
}

/** `key: value` in an object literal: not a shorthand, method, getter or setter, nor a destructuring pattern's. */
function isObjectEntry(property: Property, parent: Node | undefined): boolean {
  return parent?.type === 'ObjectExpression' && property.kind === 'init' && !property.method && !property.shorthand;
}

/**
 * Takes `markdown.format` when it is a literal, and where `markdown.mermaid: true` is (the docs options are their
 * instance's: see docsInstances).
 */
function readProperty(property: Property, ancestors: readonly Node[], facts: DocusaurusConfigFacts) {
  const name = propertyName(property);
  if ((name !== 'format' && name !== 'mermaid') || ownerName(ancestors) !== 'markdown') return;
  const value = unwrapTypes(property.value);
  if (name === 'mermaid') {
    if (value.type === 'Literal' && value.value === true) facts.mermaidLine = property.loc?.start.line;
    return;
  }
  const format = literalText(value);
  if (format !== undefined && formats.includes(format)) facts.markdownFormat = format as MarkdownFormat;
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
