// A small strict XML reader for tests (no XML parser is installed): throws on anything not well-formed, else returns the tree.

/** An element of the parsed document. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (entities decoded, CDATA included), without its children's. */
  text: string;
}

const name = '[A-Za-z_][\\w.:-]*';
const token = new RegExp(
  `<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|<!--([\\s\\S]*?)-->|<\\?(${name})([^?]*)\\?>|<(/?)(${name})((?:\\s+${name}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>|([^<]+)|(<)`,
  'g',
);
const attribute = new RegExp(`(${name})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const entity = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));|&/g;
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Parses `xml` strictly: balanced tags, one root, quoted unique attributes, only the predefined or numeric entities. */
export function parseStrictXml(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  for (const m of xml.matchAll(token)) {
    const [, cdata, , piName, , slash, tagName, attrs, selfClose, text, stray] = m;
    const top = stack.at(-1);
    if (stray) throw new Error(`stray "<" at offset ${m.index}`);
    if (piName) {
      if (m.index !== 0 && piName.toLowerCase() === 'xml') throw new Error('the XML declaration is not at the start');
    } else if (cdata !== undefined || text !== undefined) {
      const content = cdata ?? decodeEntities(text!, m.index);
      if (top) top.text += content;
      else if (cdata !== undefined || content.trim())
        throw new Error(`text outside the root element at offset ${m.index}`);
    } else if (tagName && slash) {
      if (top?.name !== tagName)
        throw new Error(`</${tagName}> at offset ${m.index} closes <${top?.name ?? 'nothing'}>`);
      stack.pop();
    } else if (tagName) {
      if (!top && root) throw new Error(`a second root element <${tagName}> at offset ${m.index}`);
      const element: XmlElement = {
        name: tagName,
        attributes: parseAttributes(attrs ?? '', m.index),
        children: [],
        text: '',
      };
      if (top) top.children.push(element);
      else root = element;
      if (!selfClose) stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

function parseAttributes(source: string, offset: number): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, key, double, single] of source.matchAll(attribute)) {
    if (key! in attributes) throw new Error(`duplicate attribute ${key} at offset ${offset}`);
    attributes[key!] = decodeEntities(double ?? single ?? '', offset);
  }
  return attributes;
}

function decodeEntities(text: string, offset: number): string {
  return text.replace(entity, (whole, word?: string, dec?: string, hex?: string) => {
    if (word) return named[word]!;
    if (dec || hex) return String.fromCodePoint(parseInt(dec ?? hex!, dec ? 10 : 16));
    throw new Error(`a bare "&" (or an unknown entity) near offset ${offset}`);
  });
}

/** The direct children of `element` named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

/** The text of the only child named `name`; throws when there is not exactly one. */
export function childText(element: XmlElement, name: string): string {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}> children, expected 1`);
  return found[0]!.text.trim();
}
