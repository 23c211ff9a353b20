// Reads the JSDoc comment of a declaration into summary, tags and inline links.
import { ts } from './typescriptApi.js';
import { emptyDocComment, type DocComment, type DocText } from './model.js';

/** The doc comment closest to a declaration, or an empty one. */
export function readDocComment(node: ts.Node): DocComment {
  const jsDoc = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
  const doc = emptyDocComment();
  if (!jsDoc) return doc;
  doc.summary = docText(jsDoc.comment);
  for (const tag of jsDoc.tags ?? []) readTag(tag, doc);
  return doc;
}

/** True when a comment says nothing, so an inherited one may stand in. */
export function isEmptyDocComment(doc: DocComment): boolean {
  return (
    doc.summary.length === 0 &&
    Object.keys(doc.params).length === 0 &&
    doc.returns.length === 0 &&
    doc.throws.length === 0 &&
    doc.examples.length === 0 &&
    doc.deprecated === undefined
  );
}

function readTag(tag: ts.JSDocTag, doc: DocComment): void {
  const text = docText(tag.comment);
  if (ts.isJSDocParameterTag(tag)) {
    doc.params[tag.name.getText()] = stripDash(text);
  } else if (ts.isJSDocTemplateTag(tag)) {
    for (const parameter of tag.typeParameters) doc.typeParams[parameter.name.text] = stripDash(text);
  } else if (ts.isJSDocReturnTag(tag)) {
    if (text.length > 0) doc.returns.push(text);
  } else if (ts.isJSDocThrowsTag(tag)) {
    doc.throws.push(text);
  } else if (ts.isJSDocDeprecatedTag(tag)) {
    doc.deprecated = text;
  } else if (ts.isJSDocSeeTag(tag)) {
    readSeeTag(tag, text, doc);
  } else if (tag.tagName.text === 'example') {
    doc.examples.push(ts.getTextOfJSDocComment(tag.comment) ?? '');
  }
}

function readSeeTag(tag: ts.JSDocSeeTag, text: DocText, doc: DocComment): void {
  const target = tag.name?.name.getText();
  const rest = text.filter((segment) => segment.link !== undefined || segment.text.trim() !== '*');
  doc.see.push(target ? [{ text: target, link: target }, ...rest] : rest);
}

/** Comment parts to prose segments; `{@link X}` keeps its target for the renderer to resolve. */
function docText(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): DocText {
  if (comment === undefined) return [];
  if (typeof comment === 'string') return comment.length > 0 ? [{ text: comment }] : [];
  const segments: DocText = [];
  for (const part of comment) {
    if (part.kind === ts.SyntaxKind.JSDocText) {
      if (part.text.length > 0) segments.push({ text: part.text });
    } else {
      segments.push(linkSegment(part));
    }
  }
  return segments;
}

/** `{@link Foo#bar | label}`, `{@link https://x label}` and plain `{@link Foo}` to a segment. */
function linkSegment(part: ts.JSDocLink | ts.JSDocLinkCode | ts.JSDocLinkPlain): { text: string; link: string } {
  const name = part.name ? part.name.getText() : '';
  if (part.text.startsWith('://')) {
    const [rest = '', ...label] = part.text.split(/\s+/);
    const url = name + rest;
    return { text: label.join(' ') || url, link: url };
  }
  const label = part.text.replace(/^\s*\|?\s*/, '').trim();
  return { text: label || name, link: name };
}

/** `@param name - text` is TSDoc style; the dash is punctuation, not prose. */
function stripDash(text: DocText): DocText {
  const [first, ...rest] = text;
  if (!first || first.link !== undefined) return text;
  const trimmed = first.text.replace(/^\s*-\s+/, '');
  return trimmed ? [{ text: trimmed }, ...rest] : rest;
}
