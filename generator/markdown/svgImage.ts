// Reads an SVG file's root element from its bytes: whether the file is an SVG image, and the size it is drawn at.
// Only the prolog and the root's start tag are read, however long (a drawing tool may write kilobytes of data into
// one attribute of the root), and only that tag is decoded, so a large drawing costs little more than a small one.

/** The size an SVG image is drawn at, in CSS pixels. */
interface SvgSize {
  width: number;
  height: number;
}

const lessThan = 0x3c;
const greaterThan = 0x3e;
const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/**
 * The attributes of the file's root element when it is `<svg>` (with or without a namespace prefix), else undefined:
 * after an optional byte order mark, only white space, the XML declaration, processing instructions, comments and a
 * doctype may come before it, so an HTML page or a text file named `.svg` is not taken for one.
 */
export function svgRootAttributes(buffer: Buffer): Map<string, string> | undefined {
  let at = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  for (;;) {
    while (isSpace(buffer[at])) at++;
    if (buffer[at] !== lessThan) return undefined;
    const next = prologEnd(buffer, at);
    if (next === undefined) break;
    if (next < 0) return undefined;
    at = next;
  }
  const tagEnd = startTagEnd(buffer, at);
  if (tagEnd === undefined) return undefined;
  const tag = buffer.toString('utf8', at + 1, tagEnd);
  const name = /^[^\s/>]+/.exec(tag)?.[0] ?? '';
  return name === 'svg' || /^[^:]+:svg$/.test(name) ? attributesOf(tag.slice(name.length)) : undefined;
}

/**
 * Where the prolog item (`<?…?>`, `<!--…-->`, `<!DOCTYPE …>`) at `at` ends; undefined when an element starts there,
 * -1 when the item is not closed.
 */
function prologEnd(buffer: Buffer, at: number): number | undefined {
  const second = buffer[at + 1];
  if (second === 0x3f) return closedAt(buffer, '?>', at + 2);
  if (second !== 0x21) return undefined;
  if (buffer.toString('latin1', at, at + 4) === '<!--') return closedAt(buffer, '-->', at + 4);
  return doctypeEnd(buffer, at + 2);
}

function closedAt(buffer: Buffer, terminator: string, from: number): number {
  const found = buffer.indexOf(terminator, from, 'latin1');
  return found < 0 ? -1 : found + terminator.length;
}

/** The end of a doctype, past its quoted identifiers and its internal subset (`[ <!ENTITY …> ]`). */
function doctypeEnd(buffer: Buffer, from: number): number {
  let depth = 0;
  for (let at = from; at < buffer.length; at++) {
    const byte = buffer[at]!;
    if (byte === 0x22 || byte === 0x27) {
      at = buffer.indexOf(byte, at + 1);
      if (at < 0) return -1;
    } else if (byte === 0x5b) depth++;
    else if (byte === 0x5d) depth--;
    else if (byte === greaterThan && depth <= 0) return at + 1;
  }
  return -1;
}

/** The index of the `>` that closes the start tag at `at` (quoted values may hold `>`), or undefined. */
function startTagEnd(buffer: Buffer, at: number): number | undefined {
  for (let index = at + 1; index < buffer.length; index++) {
    const byte = buffer[index]!;
    if (byte === greaterThan) return index;
    if (byte === lessThan) return undefined;
    // A value's length costs one native search, not a step per byte.
    if (byte === 0x22 || byte === 0x27) {
      index = buffer.indexOf(byte, index + 1);
      if (index < 0) return undefined;
    }
  }
  return undefined;
}

const attribute = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(attribute)) attributes.set(match[1]!, match[2] ?? match[3]!);
  return attributes;
}

/** CSS pixels per unit of an SVG length; `em` and `ex` at the default font size, which an SVG drawn as an image has. */
const pixelsPer: Record<string, number> = {
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  pt: 96 / 72,
  pc: 16,
  em: 16,
  ex: 8,
};

/** A length (`24`, `1.5in`) in whole pixels; undefined for a percentage, which depends on where the image is shown. */
function pixels(length: string | undefined): number | undefined {
  const match = /^\s*(\d*\.?\d+(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(length ?? '');
  const perUnit = match ? pixelsPer[match[2]!.toLowerCase() || 'px'] : undefined;
  return perUnit === undefined ? undefined : Math.round(Number(match![1]) * perUnit);
}

/**
 * The size the root's attributes draw the image at: its `width` and `height`; else one of them with the other from
 * the `viewBox`'s proportions; else the `viewBox`'s size. Undefined when they give no size.
 */
export function svgSize(attributes: Map<string, string>): SvgSize | undefined {
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  if (width && height) return { width, height };
  const [, , boxWidth = NaN, boxHeight = NaN] = (attributes.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!(boxWidth > 0 && boxHeight > 0)) return undefined;
  const ratio = boxWidth / boxHeight;
  if (width) return { width, height: Math.floor(width / ratio) };
  if (height) return { width: Math.floor(height * ratio), height };
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}
