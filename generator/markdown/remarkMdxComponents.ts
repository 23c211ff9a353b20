// Maps the MDX components docs use (Tabs, TabItem, Admonition, details) to HTML; unknown ones keep their children.
import type { Root, Parent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { admonitionTitles } from './remarkAdmonitions.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Attributes = Record<string, string | true>;

/** HTML elements allowed to pass through from MDX as themselves. */
const htmlElements = new Set(['details', 'summary', 'div', 'span', 'p', 'a', 'img', 'br', 'hr', 'sup', 'sub', 'kbd', 'code', 'pre', 'em', 'strong', 'b', 'i', 'u', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption', 'iframe', 'center', 'small', 'mark', 'abbr', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Components that are just a styled container. */
const layoutComponents: Record<string, { tag: string; className: string }> = {
  Hero: { tag: 'section', className: 'hero' },
  CardGrid: { tag: 'div', className: 'card-grid' },
};

/** Remark plugin for `.mdx` pages. */
export function remarkMdxComponents() {
  return (tree: Root, file: VFile) => {
    unwrapJsxParagraphs(tree);
    let tabSet = 0;
    visit(tree, (node, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      if (node.type === 'mdxjsEsm') {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const value = (node as { value: string }).value.trim();
        if (!/^\/\*[\s\S]*\*\/$/.test(value)) {
          file.message(`JavaScript expression \`{${value.slice(0, 40)}}\` is not evaluated and was left out`, { place: node.position, ruleId: 'mdx-expression', source: 'docsgen' });
        }
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as JsxElement;
      const replacement = mapElement(element, file, () => ++tabSet);
      parent.children.splice(index, 1, ...replacement);
      return index;
    });
  };
}

function mapElement(node: JsxElement, file: VFile, nextTabSet: () => number): RootContent[] {
  const name = node.name;
  if (name === null) return node.children as RootContent[];
  // The element's place goes with what replaces it, so that a broken link in a card's href is reported at its line.
  const placed = (replacement: RootContent): RootContent[] => [{ ...replacement, position: node.position }];
  if (name === 'Tabs') return placed(tabs(node, attributesOf(node), nextTabSet()));
  if (name === 'TabItem') return placed({ type: 'tabPanelLoose', children: node.children, data: { hName: 'div', hProperties: { className: ['tabs__panel'] } } } as never);
  if (name === 'Admonition') return placed(admonition(node, attributesOf(node)));
  if (name === 'Card') return placed(card(node, attributesOf(node)));
  const layout = layoutComponents[name];
  if (layout) return placed({ type: 'layoutBlock', children: node.children, data: { hName: layout.tag, hProperties: { className: [layout.className] } } } as never);
  if (htmlElements.has(name)) {
    return [{ ...node, type: 'mdxPassThrough', data: { hName: name, hProperties: htmlProperties(node, file) } } as never];
  }
  file.message(`unknown MDX component <${name}>: its children are shown without it`, { place: node.position, ruleId: 'mdx-unknown-component', source: 'docsgen' });
  return node.children as RootContent[];
}

function tabs(node: JsxElement, attrs: Attributes, set: number): RootContent {
  const items = node.children.filter((child): child is JsxElement => (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'TabItem');
  const values = items.map((item, i) => String(attributesOf(item).value ?? `tab-${i}`));
  const defaultIndex = Math.max(0, items.findIndex((item) => attributesOf(item).default === true || attributesOf(item).default === 'true'), values.indexOf(String(attrs.defaultValue ?? '')));
  const id = (i: number, part: string) => `tabs-${set}-${part}-${i}`;
  const buttons = items.map((item, i) => ({
    type: 'tabButton',
    children: [{ type: 'text', value: String(attributesOf(item).label ?? values[i]) }],
    data: { hName: 'button', hProperties: { type: 'button', role: 'tab', id: id(i, 'tab'), ariaControls: id(i, 'panel'), ariaSelected: i === defaultIndex ? 'true' : 'false', tabIndex: i === defaultIndex ? 0 : -1, dataValue: values[i], className: ['tabs__tab'] } },
  }));
  const panels = items.map((item, i) => ({
    type: 'tabPanel',
    children: item.children,
    data: { hName: 'div', hProperties: { role: 'tabpanel', id: id(i, 'panel'), ariaLabelledBy: id(i, 'tab'), dataValue: values[i], className: i === defaultIndex ? ['tabs__panel', 'is-active'] : ['tabs__panel'] } },
  }));
  const groupId = typeof attrs.groupId === 'string' ? attrs.groupId : undefined;
  return {
    type: 'tabs',
    children: [{ type: 'tabList', children: buttons, data: { hName: 'div', hProperties: { role: 'tablist', className: ['tabs__list'] } } }, ...panels],
    data: { hName: 'div', hProperties: { className: ['tabs'], dataGroupId: groupId, dataTabs: '' } },
  } as never;
}

function admonition(node: JsxElement, attrs: Attributes): RootContent {
  const type = String(attrs.type ?? 'note').toLowerCase();
  const title = typeof attrs.title === 'string' ? attrs.title : (admonitionTitles[type] ?? 'Note');
  return {
    type: 'admonition',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: title }], data: { hName: 'p', hProperties: { className: ['admonition-title'] } } },
      { type: 'blockquote', children: node.children, data: { hName: 'div', hProperties: { className: ['admonition-content'] } } },
    ],
    data: { hName: 'aside', hProperties: { className: ['admonition', `admonition-${type}`], role: 'note' } },
  } as never;
}

/** `<Card title href>` — a linked tile with a title and the children as its text. */
function card(node: JsxElement, attrs: Attributes): RootContent {
  const title = typeof attrs.title === 'string' ? attrs.title : '';
  const href = typeof attrs.href === 'string' ? attrs.href : '#';
  return {
    type: 'card',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: title }], data: { hName: 'h3', hProperties: { className: ['card__title'] } } },
      { type: 'blockquote', children: node.children, data: { hName: 'div', hProperties: { className: ['card__body'] } } },
    ],
    data: { hName: 'a', hProperties: { className: ['card'], href } },
  } as never;
}

/** Literal attribute values; expression values are kept as their source text. */
function attributesOf(node: JsxElement): Attributes {
  const out: Attributes = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (attr.value === null || attr.value === undefined) out[attr.name] = true;
    else if (typeof attr.value === 'string') out[attr.name] = attr.value;
    else out[attr.name] = attr.value.value.replace(/^(['"`])(.*)\1$/, '$2');
  }
  return out;
}

/**
 * The attributes of an HTML element written in MDX. Expressions are not run: a literal (`{2}`, `{"a"}`, `{true}`)
 * stands for its value, and `require('./file.png')` (Docusaurus's way to bundle an image) for the file's path, which
 * the image stage then copies; any other expression is left out with a warning, rather than written as its source.
 */
function htmlProperties(node: JsxElement, file: VFile): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name === 'style') continue;
    const key = attr.name === 'className' ? 'class' : attr.name;
    if (attr.value === null || attr.value === undefined) props[key] = true;
    else if (typeof attr.value === 'string') props[key] = attr.value;
    else {
      const value = literalValue(attr.value.value);
      if (value !== undefined) {
        props[key] = value;
        continue;
      }
      const message = file.message(`the value of ${attr.name}={${attr.value.value.slice(0, 40)}} on <${node.name}> is not evaluated and was left out`, { place: attr.position ?? node.position, ruleId: 'mdx-expression', source: 'docsgen' });
      message.note = `Write ${attr.name}="…" with the value itself${key === 'src' ? ", or require('./file.png') for an image next to the page" : ''}.`;
    }
  }
  return props;
}

const literal = /^(?:(['"`])(?<text>[^'"`]*)\1|(?<plain>-?\d+(?:\.\d+)?|true|false))$/;
const requiredFile = /^require\(\s*(['"])(?<path>[^'"]+)\1\s*\)(?:\.default)?$/;

/** The value of an attribute expression that needs no running, or undefined. */
function literalValue(expression: string): string | boolean | undefined {
  const source = expression.trim();
  const match = literal.exec(source);
  if (match) return match.groups!.plain === 'true' ? true : match.groups!.plain === 'false' ? false : (match.groups!.text ?? match.groups!.plain);
  return requiredFile.exec(source)?.groups!.path;
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
