// The docs plugin instances of a Docusaurus config's syntax tree (the classic preset's `docs` and each
// `plugin-content-docs` entry of `plugins`), with the options docsgen takes from them where they are written so that
// they can be read without running the config.
import path from 'node:path';
import type { Node, ObjectExpression, Program, Property } from 'estree';
import { unwrapTypes, visitNodes } from './scriptSyntax.js';
import type { InlineTagsPolicy } from './tagsFile.js';

const inlineTagsPolicies: readonly string[] = ['warn', 'throw', 'ignore'] satisfies InlineTagsPolicy[];
/** `@docusaurus/plugin-content-docs`, `content-docs` or `docusaurus-plugin-content-docs`. */
const docsPluginName = /(^|[/-])content-docs$/;

/** A `sidebarPath` whose value is an expression docsgen does not evaluate: where it is and how it is written. */
export interface UnreadSidebarPath {
  line: number;
  column: number;
  source: string;
}

/** One docs plugin instance as its options are written. */
export interface DocsInstance {
  /** The classic preset's `docs`, rather than an entry of `plugins`. */
  preset: boolean;
  /** Its docs folder, absolute (`docs` in the site folder by default); undefined when `path` is not a literal. */
  path?: string;
  /** `sidebarPath`, absolute, or false; undefined when it is not written or cannot be read (see unreadSidebarPath). */
  sidebarPath?: string | false;
  unreadSidebarPath?: UnreadSidebarPath;
  editUrl?: string;
  onInlineTags?: InlineTagsPolicy;
}

/** The docs plugin instances of a config's tree, in source order; `text` is its source, `siteDir` its folder. */
export function docsInstances(program: Program, text: string, siteDir: string): DocsInstance[] {
  const instances: DocsInstance[] = [];
  const objectOf = objectsByName(program);
  visitNodes(program, (node, ancestors) => {
    const options = presetDocsOptions(node, ancestors, objectOf) ?? pluginOptions(node, objectOf);
    if (options) instances.push(instanceOf(options, node.type === 'Property', text, siteDir));
  });
  return instances;
}

/** Finds the object literal an expression is: itself, or the one a variable of that name is declared with. */
type ObjectOf = (node: Node) => ObjectExpression | undefined;

/**
 * The object literals of `const name = { … }` declarations, so that options written in a variable
 * (`docs: docsOptions`) are read as if written in place. A name declared twice is left unread.
 */
function objectsByName(program: Program): ObjectOf {
  const objects = new Map<string, ObjectExpression | undefined>();
  visitNodes(program, (node) => {
    if (node.type !== 'VariableDeclarator' || node.id.type !== 'Identifier' || !node.init) return;
    const init = unwrapTypes(node.init);
    const name = node.id.name;
    objects.set(name, objects.has(name) || init.type !== 'ObjectExpression' ? undefined : init);
  });
  return (node) => {
    const value = unwrapTypes(node);
    if (value.type === 'ObjectExpression') return value;
    return value.type === 'Identifier' ? objects.get(value.name) : undefined;
  };
}

/** The instance of `docsDir` (absolute): the one whose folder it is, else the first whose folder is not a literal. */
export function instanceOfFolder(instances: DocsInstance[], docsDir: string): DocsInstance | undefined {
  const folder = path.resolve(docsDir);
  return instances.find((i) => i.path === folder) ?? instances.find((i) => i.path === undefined);
}

/** `docs: { … }` of a preset's options: any `docs` object outside `themeConfig` (whose `docs` is the theme's). */
function presetDocsOptions(node: Node, ancestors: readonly Node[], objectOf: ObjectOf): ObjectExpression | undefined {
  if (node.type !== 'Property' || propertyName(node) !== 'docs' || node.kind !== 'init' || node.computed) return;
  const value = objectOf(node.value);
  if (!value) return undefined;
  const underThemeConfig = ancestors.some((a) => a.type === 'Property' && propertyName(a) === 'themeConfig');
  return underThemeConfig ? undefined : value;
}

/** The options of `['@docusaurus/plugin-content-docs', { … }]`. */
function pluginOptions(node: Node, objectOf: ObjectOf): ObjectExpression | undefined {
  if (node.type !== 'ArrayExpression' || node.elements.length !== 2) return undefined;
  const [name, options] = node.elements;
  if (!name || name.type === 'SpreadElement' || !options || options.type === 'SpreadElement') return undefined;
  const pluginName = literalText(unwrapTypes(name));
  return pluginName && docsPluginName.test(pluginName) ? objectOf(options) : undefined;
}

function instanceOf(options: ObjectExpression, preset: boolean, text: string, siteDir: string): DocsInstance {
  const instance: DocsInstance = { preset, path: path.join(siteDir, 'docs') };
  for (const property of options.properties) {
    if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.shorthand) continue;
    const name = propertyName(property);
    const value = unwrapTypes(property.value);
    const literal = literalText(value);
    if (name === 'path') instance.path = literal === undefined ? undefined : path.resolve(siteDir, literal);
    else if (name === 'editUrl' && literal !== undefined) instance.editUrl = literal;
    else if (name === 'onInlineTags' && literal !== undefined && inlineTagsPolicies.includes(literal))
      instance.onInlineTags = literal as InlineTagsPolicy;
    else if (name === 'sidebarPath') readSidebarPath(instance, value, text, siteDir);
  }
  return instance;
}

function readSidebarPath(instance: DocsInstance, value: Node, text: string, siteDir: string): void {
  if (value.type === 'Literal' && value.value === false) {
    instance.sidebarPath = false;
    return;
  }
  const file = pathText(value, siteDir);
  if (file !== undefined) instance.sidebarPath = path.resolve(siteDir, file);
  else if (value.loc) {
    const { start, end } = value as Node & { start: number; end: number };
    const source = text.slice(start, end).replace(/\s+/g, ' ');
    const { line, column } = value.loc.start;
    instance.unreadSidebarPath = {
      line,
      column: column + 1,
      source: source.length > 80 ? `${source.slice(0, 77)}…` : source,
    };
  }
}

/**
 * A path written with literals and the config's folder: a string, `require.resolve('…')`, `path.resolve(__dirname,
 * '…')` or `path.join(…)` of such parts, a template of `${__dirname}` and text. Relative to the site folder.
 */
function pathText(node: Node, siteDir: string): string | undefined {
  if (node.type === 'Identifier') return node.name === '__dirname' ? siteDir : undefined;
  if (node.type === 'TemplateLiteral') {
    const parts = node.expressions.map((expression) => pathText(unwrapTypes(expression as Node), siteDir));
    if (parts.some((part) => part === undefined)) return undefined;
    return node.quasis.map((quasi, i) => `${quasi.value.cooked ?? ''}${parts[i] ?? ''}`).join('');
  }
  const join = pathJoinOf(node);
  if (join && node.type === 'CallExpression') {
    const parts = node.arguments.map((arg) =>
      arg.type === 'SpreadElement' ? undefined : pathText(unwrapTypes(arg), siteDir),
    );
    if (parts.length === 0 || parts.some((part) => part === undefined)) return undefined;
    return join === 'resolve' ? path.resolve(siteDir, ...(parts as string[])) : path.join(...(parts as string[]));
  }
  return literalText(node);
}

/** `resolve` for `path.resolve(…)`, `join` for `path.join(…)` (the module under any name, `path.posix` too). */
function pathJoinOf(node: Node): 'resolve' | 'join' | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression' || node.callee.computed) return;
  if (node.callee.object.type !== 'Identifier' && node.callee.object.type !== 'MemberExpression') return undefined;
  const method = node.callee.property.type === 'Identifier' ? node.callee.property.name : undefined;
  return method === 'resolve' || method === 'join' ? method : undefined;
}

/** A string literal (or template without substitutions), or the literal given to `require.resolve(…)`. */
export function literalText(node: Node): string | undefined {
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

/** The name of a property's key, when it is written as a name or a string. */
export function propertyName(property: Property): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : undefined;
}
