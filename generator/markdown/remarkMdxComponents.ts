// Renders the JSX of MDX pages: Docusaurus's theme components, HTML elements, simple components the page defines,
// and literal `{expressions}`; what docsgen cannot render shows its children, with a warning.
import path from 'node:path';
import type { Program } from 'estree';
import type { Root, Parent, RootContent } from 'mdast';
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression';
import type { Processor } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { partialReader, type PartialReader } from './mdxPartials.js';
import { pageDirOf, placePartial } from './partialPlaces.js';
import { refuseOutside } from './publishableFiles.js';
import type { VFile } from 'vfile';
import {
  addToScope,
  emptyScope,
  expressionOf,
  staticValue,
  wrapperShape,
  type MdxScope,
  type StaticValue,
} from './mdxStatic.js';
import * as theme from './mdxThemeComponents.js';
import type { JsxElement, Props } from './mdxThemeComponents.js';

/** The components a site component can be mapped to with `markdown.components`; `Children` shows just the children. */
type MappableComponent = 'Admonition' | 'Card' | 'CardGrid' | 'Hero' | 'Tabs' | 'TabItem' | 'DocCardList' | 'Children';

/** Options of remarkMdxComponents. */
export interface MdxComponentOptions {
  /** Site components mapped to docsgen's (`markdown.components` of the config). */
  components?: Record<string, MappableComponent>;
  /**
   * Parses a partial's text: with the optional syntax the partial's own text uses, not the page's (a page without
   * `:::` may import a partial with an admonition). The processor's parser when not given.
   */
  parsePartial?: (text: string) => Root;
}

type Kind =
  | MappableComponent
  | 'Partial'
  | 'CodeBlock'
  | 'ThemedImage'
  | 'Link'
  | 'Details'
  | 'Heading'
  | 'TOCInline'
  | 'Head'
  | 'html'
  | 'local'
  | 'unknown';

/** Modules whose default export docsgen renders, and what it renders them as. */
const knownModules: Record<string, Kind> = {
  '@theme/Tabs': 'Tabs',
  '@theme/TabItem': 'TabItem',
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/ThemedImage': 'ThemedImage',
  '@theme/DocCardList': 'DocCardList',
  '@theme/Details': 'Details',
  '@theme/Heading': 'Heading',
  '@theme/TOCInline': 'TOCInline',
  '@docusaurus/Link': 'Link',
  '@docusaurus/Head': 'Head',
};

/**
 * Components docsgen's own pages use without importing them, and theme components a Docusaurus page may show
 * without its own import (an import inside a JSX block is text to MDX, yet Docusaurus renders the component).
 */
const builtinNames: Record<string, Kind> = {
  DocCardList: 'DocCardList',
  TOCInline: 'TOCInline',
  Tabs: 'Tabs',
  TabItem: 'TabItem',
  Admonition: 'Admonition',
  Card: 'Card',
  CardGrid: 'CardGrid',
  Hero: 'Hero',
  Details: 'Details',
};

const layoutComponents: Record<string, { tag: string; className: string }> = {
  Hero: { tag: 'section', className: 'hero' },
  CardGrid: { tag: 'div', className: 'card-grid' },
};

/** What mapping one page's elements needs. */
interface PageContext {
  file: VFile;
  scope: MdxScope;
  mapping: Record<string, MappableComponent>;
  /** Components already warned about on this page: one warning each. */
  warned: Set<string>;
  nextTabSet: () => number;
  partials: PartialReader;
  /** The folder the tree's relative imports start from: the page's, or the partial's being mapped. */
  dir: string | undefined;
  /** True while mapping a partial's tree. */
  inPartial?: boolean;
}

/** Remark plugin for MDX pages; `this` is the processor, which parses the partials a page imports. */
export function remarkMdxComponents(this: Processor, options: MdxComponentOptions = {}) {
  const parse = options.parsePartial ?? ((text: string) => this.parse(text) as Root);
  return (tree: Root, file: VFile) => {
    let tabSet = 0;
    const partials = partialReader(file, parse);
    mapTree(tree, {
      file,
      scope: emptyScope(),
      mapping: options.components ?? {},
      warned: new Set(),
      nextTabSet: () => ++tabSet,
      partials,
      dir: pageDirOf(file),
    });
    if (partials.dependencies.length > 0) file.data.partials = partials.dependencies;
  };
}

/** Maps the JSX and expressions of `tree` (a page, or a partial it imports) with the scope of its own imports. */
function mapTree(tree: Root, context: PageContext): void {
  for (const node of tree.children)
    if (node.type === 'mdxjsEsm')
      addToScope(context.scope, node.data?.estree as Program | undefined, (source) =>
        context.partials.readImported(source, context.dir),
      );
  unwrapJsxParagraphs(tree);
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    if (node.type === 'mdxjsEsm') {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      // A heading's last comment may name its id (`{/* #id */}`): remarkHeadingIds reads it and removes it.
      if (isHeadingComment(node as MdxTextExpression, index, parent)) return;
      parent.children.splice(
        index,
        1,
        ...expressionContent(node as MdxFlowExpression | MdxTextExpression, parent, context),
      );
      return [SKIP, index];
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    parent.children.splice(index, 1, ...mapElement(node as JsxElement, context));
    // On to what replaced the element, not into the element: its children, often among the replacements, would be
    // visited twice (an unevaluated expression among them warned twice).
    return [SKIP, index];
  });
}

/** True for an expression holding only comments that ends a heading. */
function isHeadingComment(node: MdxTextExpression, index: number, parent: Parent): boolean {
  const program = node.data?.estree as Program | null | undefined;
  return parent.type === 'heading' && index === parent.children.length - 1 && program?.body.length === 0;
}

/** `{expression}` in text: a literal's value as text; a comment, nothing; anything else is left out with a warning. */
function expressionContent(
  node: MdxFlowExpression | MdxTextExpression,
  parent: Parent,
  { file, scope }: PageContext,
): RootContent[] {
  const program = (node.data?.estree as Program | null | undefined) ?? undefined;
  if (program && program.body.length === 0) return [];
  const value = staticValue(expressionOf(program), scope);
  if (typeof value === 'string' || typeof value === 'number') {
    const text = { type: 'text', value: String(value), position: node.position } as RootContent;
    // A flow expression stands where a block goes; its text needs a paragraph, unless its parent holds phrasing.
    return node.type === 'mdxFlowExpression' && parent.type !== 'paragraph'
      ? [{ type: 'paragraph', children: [text], position: node.position } as RootContent]
      : [text];
  }
  const message = file.message(
    `JavaScript expression \`{${node.value.trim().slice(0, 40)}}\` is not evaluated and was left out`,
    { place: node.position, ruleId: 'mdx-expression', source: 'docsgen' },
  );
  message.note = 'Write the text itself, or a literal such as {"text"}.';
  return [];
}

/** What an element named `name` renders as: a mapped, known or page component, a partial or an HTML element. */
function kindOf(name: string, { scope, mapping }: PageContext): Kind {
  const mapped = mapping[name];
  if (mapped) return mapped;
  // MDX compiles a lowercase tag to the HTML element of that name, whatever the page imports or defines under it
  // (`import img from './pic.png'` names the image's URL for `<img src={img} />`, not an `<img>` component).
  if (/^[a-z]/.test(name)) return name === 'head' ? 'Head' : name === 'script' ? 'unknown' : 'html';
  const source = scope.imports.get(name);
  if (source !== undefined) return knownModules[source] ?? (/\.mdx?$/.test(source) ? 'Partial' : 'unknown');
  if (scope.components.has(name)) return 'local';
  return builtinNames[name] ?? 'unknown';
}

/** What replaces a JSX element: a theme component's tree, an HTML element, a component's content, or its children. */
function mapElement(node: JsxElement, context: PageContext): RootContent[] {
  const name = node.name;
  if (name === null) return node.children as RootContent[];
  const kind = kindOf(name, context);
  switch (kind) {
    case 'Children':
      return childrenAsBlocks(node);
    case 'Partial':
      return partialContent(node, context.scope.imports.get(name)!, context);
    case 'html':
      if (name === 'img') markUncheckedImage(node, context.file);
      return [
        {
          ...node,
          type: 'mdxPassThrough',
          data: { hName: name, hProperties: htmlProperties(node, propsOf(node, context.scope), context.file) },
        } as never,
      ];
    case 'local':
      return localComponent(node, name, context);
    case 'Head':
      warnOnce(
        context,
        node,
        `<${name}> sets tags of the page's <head>, which docsgen does not take from pages: it was left out`,
        'Set the title and description in the frontmatter.',
      );
      return [];
    case 'unknown':
      return unknownComponent(node, name, context);
    default:
      return themeElement(node, kind, context);
  }
}

/** A component docsgen's theme renders, as the theme renders it. */
function themeElement(
  node: JsxElement,
  kind: Exclude<Kind, 'Children' | 'Partial' | 'html' | 'local' | 'Head' | 'unknown'>,
  context: PageContext,
): RootContent[] {
  const props = propsOf(node, context.scope);
  // The element's place goes with what replaces it, so that a broken link in a card's href is reported at its line.
  const placed = (replacement: RootContent): RootContent[] => [{ ...replacement, position: node.position }];
  const isTabItem = (child: RootContent): child is JsxElement =>
    (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
    child.name !== null &&
    kindOf(child.name, context) === 'TabItem';
  switch (kind) {
    case 'Tabs':
      return placed(theme.tabs(node, props, context.nextTabSet(), isTabItem, (item) => propsOf(item, context.scope)));
    case 'TabItem':
      return placed(theme.looseTabPanel(node));
    case 'Admonition':
      return placed(theme.admonition(node, props));
    case 'Card':
      return placed(theme.card(node, props));
    case 'CardGrid':
    case 'Hero':
      return placed({
        type: 'layoutBlock',
        children: node.children,
        data: { hName: layoutComponents[kind]!.tag, hProperties: { className: [layoutComponents[kind]!.className] } },
      } as never);
    case 'CodeBlock':
      return [theme.codeBlock(node, props, codeBlockText(node, context.scope))];
    case 'ThemedImage':
      return theme.themedImage(props).map((image) => ({ ...image, position: node.position }));
    case 'DocCardList':
      return placed(theme.docCardList());
    case 'Link':
      return placed(theme.link(node, props));
    case 'Details':
      return placed(theme.details(node, props));
    case 'Heading':
      return placed(theme.heading(node, props));
    case 'TOCInline':
      return placed(theme.tocInline(props));
  }
}

/**
 * `<Partial />` of `import Partial from './_partial.md'`: the partial's content, mapped with its own imports, in its
 * place. Its nodes are placed at the element (placePartial), so that the paths written in it start from its own
 * folder, as Docusaurus compiles a partial as a module of its own.
 */
function partialContent(node: JsxElement, source: string, context: PageContext): RootContent[] {
  const partial = context.partials.parsePartial(source, context.dir);
  if (partial === 'outside') {
    refuseOutside(context.file, node, 'partial', source);
    return [];
  }
  if (!partial) {
    warnOnce(
      context,
      node,
      `partial ${source} was not found: <${node.name}> was left out`,
      `Fix the import path; it is relative to the ${context.inPartial ? "partial's" : 'page'} file.`,
    );
    return [];
  }
  const start = placePartial(partial.tree, partial, node.position, context.file);
  if (partial.failure) {
    refuseUnparsable(context.file, node, start + partial.failure.offset, partial.failure.reason);
    return [];
  }
  mapTree(partial.tree, { ...context, scope: emptyScope(), dir: path.dirname(partial.file), inPartial: true });
  return partial.tree.children.filter((child) => child.type !== 'yaml');
}

/**
 * An error at the place in a partial where it stops being MDX (`offset` among the page's partial places): Docusaurus
 * cannot compile the partial, so neither page builds. The rest of the page is still rendered.
 */
function refuseUnparsable(file: VFile, node: JsxElement, offset: number, reason: string): void {
  const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, offset };
  const message = file.message(`could not parse MDX: ${reason}`, {
    place: { start: at, end: at },
    ruleId: 'partial-unparsable',
    source: 'docsgen',
  });
  message.fatal = true;
  message.note = 'Close every JSX tag (<Tabs>…</Tabs>), or write a literal "<" or "{" as "\\<" or "\\{".';
}

/** A component the page defines: one that wraps its children in an element is rendered, any other shows its children. */
function localComponent(node: JsxElement, name: string, context: PageContext): RootContent[] {
  const shape = wrapperShape(context.scope.components.get(name)!, context.scope);
  if (shape) return [{ ...theme.wrapper(node, shape.tag, shape.properties), position: node.position }];
  warnOnce(
    context,
    node,
    `component <${name}> defined in this page is not rendered: its children are shown without it`,
    'docsgen renders a component defined in the page only when it wraps its children in one HTML element.',
  );
  return childrenAsBlocks(node);
}

function unknownComponent(node: JsxElement, name: string, context: PageContext): RootContent[] {
  const source = context.scope.imports.get(name);
  const from = source ? ` (imported from ${source})` : '';
  const mapHint = `Map it to a docsgen component in site.config.ts, e.g. markdown: { components: { ${name}: 'CardGrid' } }`;
  // A self-closing element shows what it draws from its props alone, so without it nothing of it is on the page.
  if (hasNoContent(node)) {
    warnOnce(
      context,
      node,
      `unknown MDX component <${name}>${from} has no children to show: it is left out`,
      `${mapHint}, or write what it shows (an image, a link) in markdown.`,
    );
    return [];
  }
  warnOnce(
    context,
    node,
    `unknown MDX component <${name}>${from}: its children are shown without it`,
    `${mapHint}, or 'Children' to show its children without this warning.`,
  );
  return childrenAsBlocks(node);
}

function hasNoContent(node: JsxElement): boolean {
  return node.children.every((child) => child.type === 'text' && child.value.trim() === '');
}

/**
 * Records the place of a JSX `<img src="…">`: Docusaurus does not look for that file, so a missing one is a warning
 * (rehypeImages reads `file.data.jsxImagePlaces`), where a markdown image's, or a `require()`d one's, is an error.
 */
function markUncheckedImage(node: JsxElement, file: VFile): void {
  const offset = node.position?.start.offset;
  const src = node.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'src');
  if (offset === undefined || typeof src?.value !== 'string') return;
  ((file.data.jsxImagePlaces as Set<number> | undefined) ?? (file.data.jsxImagePlaces = new Set<number>())).add(offset);
}

/** The children of an element shown without it: `<X>text</X>` on its own line holds text, which becomes a paragraph. */
function childrenAsBlocks(node: JsxElement): RootContent[] {
  const children = node.children as RootContent[];
  const isPhrasing = (child: RootContent) => phrasingTypes.has(child.type);
  if (node.type !== 'mdxJsxFlowElement' || children.length === 0 || !children.every(isPhrasing)) return children;
  return [{ type: 'paragraph', children, position: node.position } as RootContent];
}

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'inlineMath',
  'footnoteReference',
  'html',
]);

function warnOnce(context: PageContext, node: JsxElement, reason: string, note: string): void {
  if (context.warned.has(node.name!)) return;
  context.warned.add(node.name!);
  const message = context.file.message(reason, {
    place: node.position,
    ruleId: 'mdx-unknown-component',
    source: 'docsgen',
  });
  message.note = note;
}

/** The code of `<CodeBlock>`: its one literal expression child (`{`…`}`), else its text. */
function codeBlockText(node: JsxElement, scope: MdxScope): string {
  const meaningful = node.children
    .flatMap((child) => (child.type === 'paragraph' ? child.children : [child]))
    .filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const [only] = meaningful;
  if (meaningful.length === 1 && (only!.type === 'mdxFlowExpression' || only!.type === 'mdxTextExpression')) {
    const value = staticValue(expressionOf(only!.data?.estree as Program | undefined), scope);
    if (typeof value === 'string') return value;
  }
  return theme.plainChildText(node);
}

/** The props of an element: literal values, and expression values that need no running (undefined otherwise). */
function propsOf(node: JsxElement, scope: MdxScope): Props {
  const props: Props = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else props[attr.name] = staticValue(expressionOf(attr.value.data?.estree as Program | undefined), scope);
  }
  return props;
}

/**
 * The attributes of an HTML element written in MDX. Expressions are not run: a literal (`{2}`, `{"a"}`) stands for
 * its value, and an image import, `require('./file.png').default` or `useBaseUrl('/img/x.png')` for the file's path,
 * which the image stage then resolves; any other expression is left out with a warning.
 */
function htmlProperties(node: JsxElement, props: Props, file: VFile): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name === 'style') continue;
    const key = attr.name === 'className' ? 'class' : attr.name;
    const value: StaticValue | undefined = props[attr.name];
    if (typeof value === 'string' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'number') out[key] = String(value);
    else if (typeof attr.value === 'object' && attr.value !== null) {
      const message = file.message(
        `the value of ${attr.name}={${attr.value.value.slice(0, 40)}} on <${node.name}> is not evaluated and was left out`,
        { place: attr.position ?? node.position, ruleId: 'mdx-expression', source: 'docsgen' },
      );
      message.note = `Write ${attr.name}="…" with the value itself${key === 'src' ? ", or require('./file.png').default for an image next to the page" : ''}.`;
    }
  }
  return out;
}

/**
 * `<TabItem value="a">Alpha</TabItem>` alone on a line parses as a paragraph holding a text-level element.
 * As MDX's own compiler does, such paragraphs are unwrapped so the elements act as blocks.
 */
function unwrapJsxParagraphs(tree: Root): void {
  visit(tree, 'paragraph', (node, index, parent: Parent | undefined) => {
    if (!parent || index === undefined) return;
    const meaningful = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
    if (meaningful.length === 0 || !meaningful.every((child) => child.type === 'mdxJsxTextElement')) return;
    const blocks = meaningful.map((child) => ({ ...child, type: 'mdxJsxFlowElement' }) as unknown as RootContent);
    parent.children.splice(index, 1, ...blocks);
    return index;
  });
}
