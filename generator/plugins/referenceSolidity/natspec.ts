// Finds the NatSpec comments (`///` and `/** */`) in front of a declaration and splits them into tags.
import type { NatSpec, NatSpecTag } from './model.js';

/** A comment as `@solidity-parser/parser` reports it with `comments: true`. */
export interface ParserComment {
  type: 'BlockComment' | 'LineComment';
  value: string;
  range?: [number, number];
  loc?: { start: { line: number } };
}

/** One NatSpec line with the source line it came from. */
interface DocLine {
  text: string;
  line: number;
}

/** Finds doc comments quickly by position: the comments of one file, sorted by offset. */
export class CommentIndex {
  private readonly comments: ParserComment[];

  constructor(
    comments: ParserComment[],
    private readonly source: string,
  ) {
    this.comments = comments.filter((c) => c.range).sort((a, b) => a.range![0] - b.range![0]);
  }

  /** The NatSpec written right before offset `start` (only whitespace and comments in between), if any. */
  natspecBefore(start: number): NatSpec | undefined {
    const found: ParserComment[] = [];
    let cursor = start;
    for (let i = this.lastIndexBefore(start); i >= 0; i--) {
      const comment = this.comments[i]!;
      const [from, to] = comment.range!;
      if (this.source.slice(to + 1, cursor).trim() !== '') break;
      if (isNatSpec(comment)) found.unshift(comment);
      cursor = from;
    }
    return found.length > 0 ? parseNatSpec(found.flatMap(docLines)) : undefined;
  }

  /** Index of the last comment starting before `offset`. */
  private lastIndexBefore(offset: number): number {
    let lo = 0;
    let hi = this.comments.length - 1;
    let answer = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.comments[mid]!.range![0] < offset) {
        answer = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return answer;
  }
}

/** `///` comments and `/** */ ` comments are NatSpec; `; //` and `/* */` are not. */
function isNatSpec(comment: ParserComment): boolean {
  if (comment.type === 'LineComment') return comment.value.startsWith('/') && !comment.value.startsWith('//');
  return comment.value.startsWith('*') && !comment.value.startsWith('**');
}

/** The text lines of a doc comment without the comment markers. */
function docLines(comment: ParserComment): DocLine[] {
  const firstLine = comment.loc?.start.line ?? 0;
  if (comment.type === 'LineComment') return [{ text: comment.value.slice(1).trim(), line: firstLine }];
  return comment.value
    .slice(1)
    .split('\n')
    .map((raw, i) => ({ text: raw.replace(/^\s*\*(?!\*)/, '').trim(), line: firstLine + i }));
}

/** Splits doc lines into tags; text before the first tag counts as `@notice`, as in solc. */
export function parseNatSpec(lines: DocLine[]): NatSpec {
  const tags: NatSpecTag[] = [];
  let current: NatSpecTag | undefined;
  for (const { text, line } of lines) {
    const tagMatch = /^@([\w:-]+)\s*([\s\S]*)$/.exec(text);
    if (tagMatch) {
      current = { tag: tagMatch[1]!, text: tagMatch[2]!, line };
      tags.push(current);
    } else if (current) current.text += `\n${text}`;
    else if (text !== '') {
      current = { tag: 'notice', text, line };
      tags.push(current);
    }
  }
  return collectTags(tags, lines[0]?.line ?? 0);
}

/** Groups tag occurrences into a `NatSpec`. */
function collectTags(tags: NatSpecTag[], line: number): NatSpec {
  const spec: NatSpec = { params: [], returns: [], custom: [], line };
  for (const raw of tags) {
    const tag = { ...raw, text: raw.text.trim() };
    switch (tag.tag) {
      case 'title':
      case 'author':
      case 'notice':
      case 'dev':
        spec[tag.tag] = spec[tag.tag] ? `${spec[tag.tag]}\n\n${tag.text}` : tag.text;
        break;
      case 'param':
        spec.params.push(splitName(tag));
        break;
      case 'return':
        spec.returns.push(tag);
        break;
      case 'inheritdoc':
        spec.inheritdoc = splitName(tag);
        break;
      default:
        spec.custom.push({ name: tag.tag.replace(/^custom:/, ''), text: tag.text });
    }
  }
  return spec;
}

/** Moves the first word of a tag's text into `name` (`@param amount The amount` → name `amount`). */
function splitName(tag: NatSpecTag): NatSpecTag {
  const match = /^(\S+)\s*([\s\S]*)$/.exec(tag.text);
  return match ? { ...tag, name: match[1]!, text: match[2]!.trim() } : { ...tag, name: '', text: '' };
}
