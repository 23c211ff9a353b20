// Reads the values of MDX expressions that need no running: literals, objects and arrays of them, image imports,
// `require('./x.png').default` and `useBaseUrl('/x')`, and constants the page exports.
import type { Expression, Node, Program, SpreadElement, Pattern, Property, Statement, ModuleDeclaration } from 'estree';
import type { JSXElement } from 'estree-jsx';

/** A value found without running code. */
export type StaticValue = string | number | boolean | null | StaticValue[] | { [key: string]: StaticValue };

/** What the page's `import` and `export` statements say. */
export interface MdxScope {
  /** Local name → the module it is imported from (`Tabs` → `@theme/Tabs`). */
  imports: Map<string, string>;
  /** Values of identifiers: image imports (their path) and exported constants with static values. */
  values: Map<string, StaticValue>;
  /** Components the page defines: `export const Name = (props) => …`. */
  components: Map<string, Expression>;
}

/** An empty scope. */
export function emptyScope(): MdxScope {
  return { imports: new Map(), values: new Map(), components: new Map() };
}

const imageFile = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)$/i;
/** Webpack's inline raw-loader (`!!raw-loader!./file`): the default import is the file, after the last `!`, as text. */
const rawLoader = /(^|!)raw-loader(\?[^!]*)?!/;

/** Reads the file of an import (`./x.js`, `@site/…`), or gives undefined when it cannot. */
export type ImportedFileReader = (source: string) => string | undefined;

/**
 * Adds the imports and exports of one `mdxjsEsm` node (its `data.estree`) to `scope`; a default import of a file's
 * content (`!!raw-loader!./x.js`, `./x.json`) has that content, read with `readFile`, as its value.
 */
export function addToScope(scope: MdxScope, program: Program | undefined, readFile?: ImportedFileReader): void {
  for (const statement of program?.body ?? []) addStatement(scope, statement, readFile);
}

function addStatement(scope: MdxScope, statement: Statement | ModuleDeclaration, readFile?: ImportedFileReader): void {
  if (statement.type === 'ImportDeclaration') {
    const source = String(statement.source.value);
    for (const specifier of statement.specifiers) {
      scope.imports.set(specifier.local.name, source);
      if (specifier.type !== 'ImportDefaultSpecifier') continue;
      const value = importedValue(source, readFile);
      if (value !== undefined) scope.values.set(specifier.local.name, value);
    }
    return;
  }
  addDeclaration(scope, statement);
}

/** The value of a default import: an image's path, a raw-loader file's text, a JSON file's data; else undefined. */
function importedValue(source: string, readFile?: ImportedFileReader): StaticValue | undefined {
  if (rawLoader.test(source)) return readFile?.(source.slice(source.lastIndexOf('!') + 1));
  if (!source.endsWith('.json')) return imageFile.test(source) ? source : undefined;
  const text = readFile?.(source);
  try {
    return text === undefined ? undefined : (JSON.parse(text) as StaticValue);
  } catch {
    // Not JSON after all: its uses are left out with the warning for an unknown value.
    return undefined;
  }
}

/** Adds an exported (or plain) `const`: a component when it is a function, else its static value. */
function addDeclaration(scope: MdxScope, statement: Statement | ModuleDeclaration): void {
  const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
  if (declaration?.type !== 'VariableDeclaration') return;
  for (const declarator of declaration.declarations) {
    if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
    const init = declarator.init;
    if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')
      scope.components.set(declarator.id.name, init);
    else {
      const value = staticValue(init, scope);
      if (value !== undefined) scope.values.set(declarator.id.name, value);
    }
  }
}

/** `object.key` or `object[key]` of a known object or array (`meta.versions[0]`), else undefined. */
function memberValue(object: StaticValue | undefined, key: StaticValue | undefined): StaticValue | undefined {
  if (Array.isArray(object)) return typeof key === 'number' ? object[key] : undefined;
  if (typeof object !== 'object' || object === null || (typeof key !== 'string' && typeof key !== 'number'))
    return undefined;
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** The single expression of an MDX expression's program (`{…}` or an attribute value), if it has one. */
export function expressionOf(program: Program | undefined): Expression | undefined {
  const [statement] = program?.body ?? [];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

/** The value of `node` when it needs no running, else undefined. */
export function staticValue(node: Node | null | undefined, scope: MdxScope): StaticValue | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ||
        typeof node.value === 'number' ||
        typeof node.value === 'boolean' ||
        node.value === null
        ? node.value
        : undefined;
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('') : undefined;
    case 'UnaryExpression': {
      const value = staticValue(node.argument, scope);
      return node.operator === '-' && typeof value === 'number'
        ? -value
        : node.operator === '!' && value !== undefined
          ? !value
          : undefined;
    }
    case 'Identifier':
      return node.name === 'undefined' ? undefined : scope.values.get(node.name);
    case 'ArrayExpression':
      return allDefined(
        node.elements.map((element) =>
          element && element.type !== 'SpreadElement' ? staticValue(element, scope) : undefined,
        ),
      );
    case 'ObjectExpression':
      return objectValue(node.properties, scope);
    case 'MemberExpression':
      // `require('./x.png').default`: the file's path.
      if (
        !node.computed &&
        node.property.type === 'Identifier' &&
        node.property.name === 'default' &&
        node.object.type === 'CallExpression'
      )
        return callValue(node.object.callee, node.object.arguments, scope);
      return memberValue(
        staticValue(node.object, scope),
        node.computed
          ? staticValue(node.property, scope)
          : node.property.type === 'Identifier'
            ? node.property.name
            : undefined,
      );
    case 'CallExpression':
      return callValue(node.callee, node.arguments, scope);
    default:
      return undefined;
  }
}

/** `require('./x.png')` and `useBaseUrl('/x')` stand for their argument: docsgen resolves paths from the page. */
function callValue(callee: Node, args: Array<Expression | SpreadElement>, scope: MdxScope): StaticValue | undefined {
  if (callee.type !== 'Identifier' || args.length < 1 || args[0]!.type === 'SpreadElement') return undefined;
  const isRequire = callee.name === 'require';
  const isBaseUrl = scope.imports.get(callee.name) === '@docusaurus/useBaseUrl';
  if (!isRequire && !isBaseUrl) return undefined;
  const value = staticValue(args[0], scope);
  if (typeof value !== 'string') return undefined;
  // useBaseUrl('img/x.png') is `/img/x.png` (under the base URL), as an address, not a path next to the page.
  return isBaseUrl && !value.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `/${value}` : value;
}

function objectValue(properties: Array<Property | SpreadElement>, scope: MdxScope): StaticValue | undefined {
  const out: Record<string, StaticValue> = {};
  for (const property of properties) {
    if (property.type !== 'Property' || property.computed) return undefined;
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'Literal'
          ? String(property.key.value)
          : undefined;
    const value = staticValue(property.value as Expression | Pattern, scope);
    if (key === undefined || value === undefined) return undefined;
    out[key] = value;
  }
  return out;
}

function allDefined(values: Array<StaticValue | undefined>): StaticValue[] | undefined {
  return values.every((value) => value !== undefined) ? (values as StaticValue[]) : undefined;
}

/** What a simple component the page defines renders: one HTML element around its children. */
export interface WrapperShape {
  tag: string;
  properties: Record<string, string>;
}

/**
 * The shape of `export const Name = ({children}) => <tag class="x">{children}</tag>` (an arrow or function whose body
 * is, or returns, one lowercase element holding only whitespace and `{children}`), else undefined. Attributes that are
 * not literals (a `style` object, a prop) are left out.
 */
export function wrapperShape(component: Expression, scope: MdxScope): WrapperShape | undefined {
  if (component.type !== 'ArrowFunctionExpression' && component.type !== 'FunctionExpression') return undefined;
  const body = component.body;
  const returned =
    body.type === 'BlockStatement'
      ? body.body.length === 1 && body.body[0]!.type === 'ReturnStatement'
        ? body.body[0]!.argument
        : undefined
      : body;
  const element = returned as unknown as JSXElement | undefined;
  if (element?.type !== 'JSXElement' || element.openingElement.name.type !== 'JSXIdentifier') return undefined;
  const tag = element.openingElement.name.name;
  if (!/^[a-z][a-z0-9]*$/.test(tag) || tag === 'script') return undefined;
  const onlyChildren = element.children.every(
    (child) =>
      (child.type === 'JSXText' && child.value.trim() === '') ||
      (child.type === 'JSXExpressionContainer' && isChildrenReference(child.expression)),
  );
  if (!onlyChildren) return undefined;
  const properties: Record<string, string> = {};
  for (const attribute of element.openingElement.attributes) {
    if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') continue;
    const raw =
      attribute.value?.type === 'JSXExpressionContainer'
        ? attribute.value.expression.type === 'JSXEmptyExpression'
          ? undefined
          : staticValue(attribute.value.expression, scope)
        : attribute.value?.type === 'Literal'
          ? attribute.value.value
          : undefined;
    if (typeof raw === 'string' || typeof raw === 'number')
      properties[attribute.name.name === 'className' ? 'class' : attribute.name.name] = String(raw);
  }
  return { tag, properties };
}

function isChildrenReference(node: Node): boolean {
  return (
    (node.type === 'Identifier' && node.name === 'children') ||
    (node.type === 'MemberExpression' &&
      !node.computed &&
      node.property.type === 'Identifier' &&
      node.property.name === 'children')
  );
}
