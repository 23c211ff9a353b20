// The Docusaurus theme components docsgen renders itself, as mdast nodes that name their HTML (`data.hName`).
import type { Code, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { admonitionTitles } from './remarkAdmonitions.js';
import type { StaticValue } from './mdxStatic.js';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
/** An element's props: literal values, and expressions that needed no running (see mdxStatic). */
export type Props = Record<string, StaticValue | undefined>;

const block = (type: string, hName: string, hProperties: Record<string, unknown>, children: unknown[]): RootContent =>
  ({ type, children, data: { hName, hProperties } }) as never;
const text = (value: string) => ({ type: 'text', value });
const str = (value: StaticValue | undefined): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** True for `<TabItem>` children of `<Tabs>`, by the name the page gave it. */
export type IsTabItem = (child: RootContent) => child is JsxElement;

/**
 * `<Tabs>`: a tab list and one panel per `<TabItem>`. The first tab shown is `defaultValue`, else the item marked
 * `default`, else the first; labels come from the item, else from the `values` prop, else the value. `groupId` and
 * `queryString` go to the tabs island (theme/islands/tabs.ts) as data attributes.
 */
export function tabs(
  node: JsxElement,
  props: Props,
  set: number,
  isTabItem: IsTabItem,
  propsOf: (item: JsxElement) => Props,
): RootContent {
  const items = (node.children as RootContent[]).filter(isTabItem);
  const listed = Array.isArray(props.values)
    ? props.values.filter(
        (v): v is Record<string, StaticValue> => typeof v === 'object' && v !== null && !Array.isArray(v),
      )
    : [];
  const itemProps = items.map(propsOf);
  const values = itemProps.map((p, i) => str(p.value) ?? str(listed[i]?.value) ?? `tab-${i}`);
  const marked = itemProps.findIndex((p) => p.default === true);
  const wanted = str(props.defaultValue) !== undefined ? values.indexOf(str(props.defaultValue)!) : -1;
  const groupId = str(props.groupId);
  return tabBlock(`tabs-${set}`, {
    panels: items.map((item, i) => ({
      value: values[i]!,
      label: str(itemProps[i]!.label) ?? str(listed.find((v) => v.value === values[i])?.label) ?? values[i]!,
      children: item.children as RootContent[],
      position: item.position,
    })),
    selected: wanted >= 0 ? wanted : Math.max(0, marked),
    groupId,
    queryString: props.queryString === true ? groupId : str(props.queryString),
  });
}

/** One tab of a tab set. */
interface TabPanel {
  value: string;
  label: string;
  children: RootContent[];
  position?: RootContent['position'];
}

/** A tab set: its panels, the one shown first, and what the tabs island syncs it with. */
export interface TabSet {
  panels: TabPanel[];
  selected: number;
  groupId?: string;
  queryString?: string;
}

/** The HTML of a tab set; `idPrefix` keeps the ids of the page's tab sets apart. */
export function tabBlock(idPrefix: string, { panels, selected, groupId, queryString }: TabSet): RootContent {
  const id = (i: number, part: string) => `${idPrefix}-${part}-${i}`;
  const buttons = panels.map((panel, i) =>
    block(
      'tabButton',
      'button',
      {
        type: 'button',
        role: 'tab',
        id: id(i, 'tab'),
        ariaControls: id(i, 'panel'),
        ariaSelected: i === selected ? 'true' : 'false',
        tabIndex: i === selected ? 0 : -1,
        dataValue: panel.value,
        className: ['tabs__tab'],
      },
      [text(panel.label)],
    ),
  );
  const contents = panels.map((panel, i) => ({
    ...block(
      'tabPanel',
      'div',
      {
        role: 'tabpanel',
        id: id(i, 'panel'),
        ariaLabelledBy: id(i, 'tab'),
        dataValue: panel.value,
        className: i === selected ? ['tabs__panel', 'is-active'] : ['tabs__panel'],
      },
      panel.children,
    ),
    position: panel.position,
  }));
  return block(
    'tabs',
    'div',
    { className: ['tabs'], dataGroupId: groupId, dataQueryString: queryString, dataTabs: '' },
    [block('tabList', 'div', { role: 'tablist', className: ['tabs__list'] }, buttons), ...contents],
  );
}

/** `<TabItem>` outside `<Tabs>`: its content, in a panel. */
export function looseTabPanel(node: JsxElement): RootContent {
  return block('tabPanelLoose', 'div', { className: ['tabs__panel'] }, node.children);
}

/** `<Admonition type title>`, as the `:::type[title]` directive renders. */
export function admonition(node: JsxElement, props: Props): RootContent {
  const type = (str(props.type) ?? 'note').toLowerCase();
  const title = str(props.title) ?? admonitionTitles[type] ?? 'Note';
  return block('admonition', 'aside', { className: ['admonition', `admonition-${type}`], role: 'note' }, [
    block('paragraph', 'p', { className: ['admonition-title'] }, [text(title)]),
    block('blockquote', 'div', { className: ['admonition-content'] }, node.children),
  ]);
}

/** `<Card title href>`: a linked tile with a title and the children as its text. */
export function card(node: JsxElement, props: Props): RootContent {
  return block('card', 'a', { className: ['card'], href: str(props.href) ?? '#' }, [
    block('paragraph', 'h3', { className: ['card__title'] }, [text(str(props.title) ?? '')]),
    block('blockquote', 'div', { className: ['card__body'] }, node.children),
  ]);
}

/**
 * `<CodeBlock language title showLineNumbers>{`code`}</CodeBlock>`: a fenced code block, highlighted like one.
 * `code` is the children's text, or the value of their one literal expression.
 */
export function codeBlock(node: JsxElement, props: Props, childText: string): Code {
  const meta = [
    str(props.title) !== undefined ? `title="${str(props.title)}"` : '',
    props.showLineNumbers ? 'showLineNumbers' : '',
    str(props.metastring) ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    type: 'code',
    lang: str(props.language) ?? str(props.className)?.replace(/^language-/, '') ?? null,
    meta: meta || null,
    value: childText.replace(/^\n+|\n+$/g, ''),
    position: node.position,
  };
}

/** The text of a CodeBlock's children when they are not one literal expression. */
export function plainChildText(node: JsxElement): string {
  return toString({ type: 'root', children: node.children } as never);
}

/**
 * `<ThemedImage sources={{ light, dark }} alt>`: both images, each shown in its colour mode by the stylesheet
 * (`.themed-image--light` / `--dark`); with JavaScript off, the dark one shows in dark mode too.
 */
export function themedImage(props: Props): RootContent[] {
  const sources =
    typeof props.sources === 'object' && props.sources !== null && !Array.isArray(props.sources) ? props.sources : {};
  return (['light', 'dark'] as const).flatMap((mode) => {
    const src = str(sources[mode]);
    return src
      ? [
          block(
            'mdxPassThrough',
            'img',
            { src, alt: str(props.alt) ?? '', className: ['themed-image', `themed-image--${mode}`] },
            [],
          ),
        ]
      : [];
  });
}

/** The HTML of a `<DocCardList />` marker, as the page's HTML holds it. */
export const docCardListMarker = '<div class="doc-card-list" data-doc-card-list=""></div>';

/**
 * `<DocCardList />`: a marker the render stage fills with the cards of the page's category (the sidebar category
 * whose own page this is, else the one the page sits in): `<div class="doc-card-list" data-doc-card-list>`.
 */
export function docCardList(): RootContent {
  return block('docCardList', 'div', { className: ['doc-card-list'], dataDocCardList: '' }, []);
}

/**
 * `<TOCInline minHeadingLevel maxHeadingLevel />`: a marker rehypeTocInline fills with the page's headings. A `toc`
 * prop other than the page's own (a filtered copy) cannot be read without running it: the levels still apply.
 */
export function tocInline(props: Props): RootContent {
  const level = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return block(
    'tocInline',
    'div',
    {
      className: ['toc-inline'],
      dataTocInline: '',
      dataMinLevel: String(level(props.minHeadingLevel, 2)),
      dataMaxLevel: String(level(props.maxHeadingLevel, 3)),
    },
    [],
  );
}

/** `<Link to>` from `@docusaurus/Link`: a plain link, resolved and checked like a markdown link. */
export function link(node: JsxElement, props: Props): RootContent {
  return block('mdxLink', 'a', { href: str(props.to) ?? str(props.href) ?? '#' }, node.children);
}

/** `<Details summary="…">` from `@theme/Details`: a `<details>` with that summary. */
export function details(node: JsxElement, props: Props): RootContent {
  const summary = str(props.summary);
  return block('details', 'details', {}, [
    ...(summary ? [block('summary', 'summary', {}, [text(summary)])] : []),
    ...node.children,
  ]);
}

/** `<Heading as="h3" id="x">` from `@theme/Heading`: that HTML heading (h2 when `as` is not one), with its id. */
export function heading(node: JsxElement, props: Props): RootContent {
  const tag = /^h[1-6]$/.test(str(props.as) ?? '') ? str(props.as)! : 'h2';
  return block('mdxHeading', tag, { id: str(props.id) }, node.children);
}

/** A component the page defines that wraps its children in one element (see localComponentShape). */
export function wrapper(node: JsxElement, tag: string, properties: Record<string, string>): RootContent {
  return block('mdxPassThrough', tag, properties, node.children);
}
